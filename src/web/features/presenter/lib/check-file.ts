/** What the upload control knows before sending: the kinds the server takes and the size limit (its rules). */
import type { SubmissionFileKind, UploadRules } from '@shared/contracts/submissions';

export const extensions: Record<SubmissionFileKind, string[]> = {
  pdf: ['.pdf'],
  png: ['.png'],
  jpeg: ['.jpg', '.jpeg'],
  webp: ['.webp'],
  pptx: ['.pptx'],
  ppt: ['.ppt'],
  odp: ['.odp'],
};
const slideKinds: SubmissionFileKind[] = ['pptx', 'ppt', 'odp'];

/** The kinds the presenter may choose: slides only where the server converts them. */
export const allowedKinds = (rules: UploadRules): SubmissionFileKind[] =>
  rules.kinds.filter((k) => rules.slides || !slideKinds.includes(k));

/** The file input's accept list (extensions: phones pick by them). */
export const acceptOf = (rules: UploadRules): string =>
  allowedKinds(rules)
    .flatMap((k) => extensions[k])
    .join(',');

/** The kinds as the page lists them: PDF, PNG, JPEG... */
export const kindNames = (rules: UploadRules): string =>
  allowedKinds(rules)
    .map((k) => k.toUpperCase())
    .join(', ');

export type FileProblem =
  | { code: 'FILE_TYPE_NOT_ALLOWED' | 'SLIDES_NOT_SUPPORTED' | 'FILE_EMPTY' }
  | { code: 'FILE_TOO_LARGE'; limit: number };

/** Why this file would be refused, or null: the server checks again, this only spares a useless upload. */
export function fileProblem(file: { name: string; size: number }, rules: UploadRules): FileProblem | null {
  const name = file.name.toLowerCase();
  const kind = (Object.keys(extensions) as SubmissionFileKind[]).find((k) =>
    extensions[k].some((ext) => name.endsWith(ext)),
  );
  if (!kind) return { code: 'FILE_TYPE_NOT_ALLOWED' };
  if (slideKinds.includes(kind) && !rules.slides) return { code: 'SLIDES_NOT_SUPPORTED' };
  if (!rules.kinds.includes(kind)) return { code: 'FILE_TYPE_NOT_ALLOWED' };
  if (file.size === 0) return { code: 'FILE_EMPTY' };
  if (file.size > rules.max_mb * 1024 * 1024) return { code: 'FILE_TOO_LARGE', limit: rules.max_mb };
  return null;
}
