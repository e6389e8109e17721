/** An evaluation being written, kept on the device until it has been sent. */
import { readJson, remove, write } from '@web/lib/storage';

/**
 * An evaluation being written, kept on the device on every change so that nothing is lost when the network drops
 * or the page reloads. `scores` holds only the criteria the judge has actually set (by criterion id).
 */
export type EvaluationDraft = { scores: Record<string, number>; comment: string; savedAt: string };

type DraftRef = { projectId: number; judgeId: number; posterId: number };

export function draftKey({ projectId, judgeId, posterId }: DraftRef): string {
  return `judgeDraft:${projectId}:${judgeId}:${posterId}`;
}

function isDraft(v: unknown): v is EvaluationDraft {
  if (!v || typeof v !== 'object') return false;
  const d = v as Record<string, unknown>;
  if (typeof d.comment !== 'string' || !d.scores || typeof d.scores !== 'object') return false;
  return Object.values(d.scores as Record<string, unknown>).every(
    (s) => typeof s === 'number' && Number.isInteger(s) && s >= 0,
  );
}

export function loadDraft(ref: DraftRef): EvaluationDraft | null {
  const v = readJson<unknown>(draftKey(ref));
  return isDraft(v) ? v : null;
}

export function saveDraft(ref: DraftRef, draft: Omit<EvaluationDraft, 'savedAt'>): void {
  write(draftKey(ref), { ...draft, savedAt: new Date().toISOString() } satisfies EvaluationDraft);
}

export function clearDraft(ref: DraftRef): void {
  remove(draftKey(ref));
}
