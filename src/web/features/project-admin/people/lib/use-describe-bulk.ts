/** What a judges or participants upload did, as lines for the organiser. */
import type { BulkUploadResponse } from '@shared/contracts/imports';
import { rowErrorMessage } from '@web/lib/row-error-message';
import { useProjectAdminT } from '@web/features/project-admin/shell/i18n/project-admin';
import { errorLines, type UploadLine } from '@web/features/project-admin/shell/lib/upload-lines';

/** Judges and participants: created count, skipped count when above zero, the first five errors, "and N more". */
export function useDescribeBulk(): (r: BulkUploadResponse) => UploadLine[] {
  const { t } = useProjectAdminT();
  return (r) => [
    { kind: 'count', text: t('upload.created', { count: r.created_count }) },
    ...(r.skipped_count > 0
      ? [{ kind: 'count' as const, text: t('upload.skipped', { count: r.skipped_count }) }]
      : []),
    ...errorLines(r.error_rows.map(rowErrorMessage), (n) => t('upload.andMore', { count: n })),
  ];
}
