// The order a visitor walks the poster hall: by session in time order (date, start, name; posters in no session
// after them all), then by board ("A-2" before "A-10"; posters without one last), then by number. The abstract
// book prints in it (decision 054) and "my list" shows in it (decision 067).
import type { SessionSummary } from './contracts/sessions';

type Placed = { number: number; board: string | null; session: SessionSummary | null };

const boards = new Intl.Collator('ko', { numeric: true, sensitivity: 'base' });

/** A session's place in the hall's time: date, start, name; no session sorts after every session. */
export const sessionKey = (s: SessionSummary | null) => (s ? `0 ${s.date} ${s.starts_at} ${s.name}` : '1');

/** Within one session: by board, then number. */
export function boardOrder(a: Placed, b: Placed): number {
  if (a.board && b.board) return boards.compare(a.board, b.board) || a.number - b.number;
  if (a.board || b.board) return a.board ? -1 : 1;
  return a.number - b.number;
}

/** Session, then board, then number. */
export function hallOrder(a: Placed, b: Placed): number {
  return sessionKey(a.session).localeCompare(sessionKey(b.session)) || boardOrder(a, b);
}
