/** The judge's walk through the hall: which poster is next, and the list's search. */
import type { JudgePosterCard } from '@shared/contracts/judging';
import { displayId } from '@shared/format';

/** "P-003 · A-12": the poster's number and, when it has one, its board. */
export function posterLabel(number: number, board: string | null): string {
  return `${displayId('P', number)}${board ? ` · ${board}` : ''}`;
}

/** A hall search: by number (P-014 or 14), board (A-12) or title. */
export function cardMatches(p: JudgePosterCard, search: string): boolean {
  const term = search.trim().toLocaleLowerCase();
  if (!term) return true;
  return [displayId('P', p.poster_number), String(p.poster_number), p.board ?? '', p.title].some((v) =>
    v.toLocaleLowerCase().includes(term),
  );
}

/**
 * The next poster to score after `currentId`, in board order (the list's order): the first one after it that is
 * neither evaluated nor waiting in the outbox, going round to the start; null when none is left.
 */
export function nextUnscored(
  posters: JudgePosterCard[],
  currentId: number,
  waiting: ReadonlySet<number>,
): JudgePosterCard | null {
  const at = posters.findIndex((p) => p.poster_id === currentId);
  const order = [...posters.slice(at + 1), ...posters.slice(0, Math.max(at, 0))];
  return order.find((p) => !p.evaluated && !waiting.has(p.poster_id) && p.poster_id !== currentId) ?? null;
}
