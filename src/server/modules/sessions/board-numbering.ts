// Board numbering's plan (docs/decisions/051-poster-sessions.md): a pure function of the posters, their sessions
// and the pattern, so applying it twice gives the same boards.
import type { BoardNumbering } from '@shared/contracts/sessions';

export type NumberedPoster = {
  id: number;
  number: number;
  author: string;
  presenter_name: string | null;
  session_id: number | null;
};
export type SessionOrder = { id: number; name: string };

/** Who a poster belongs to for keeping posters together: its presenter, else its first author (case folded). */
export function authorKey(p: Pick<NumberedPoster, 'author' | 'presenter_name'>): string {
  const who = p.presenter_name?.trim() || p.author.split(/[,;·]| and |\//)[0]!.trim();
  return who.normalize('NFC').toLowerCase().replace(/\s+/g, ' ');
}

/**
 * Each poster's new board. Posters fall in their session's group (sessions in the given order, posters without
 * a session last); within a group, one author's posters stand together, the authors in the order of their
 * lowest poster number and each author's posters by number. The sequence restarts in each group when
 * `per_session`, and runs through the project otherwise.
 */
export function planBoards(
  posters: NumberedPoster[],
  sessions: SessionOrder[],
  pattern: BoardNumbering['pattern'],
): Map<number, string> {
  const rank = new Map(sessions.map((s, i) => [s.id, i]));
  const name = new Map(sessions.map((s) => [s.id, s.name]));
  const groupOf = (p: NumberedPoster) =>
    p.session_id !== null && rank.has(p.session_id) ? rank.get(p.session_id)! : sessions.length;
  const byGroup = new Map<number, NumberedPoster[]>();
  for (const p of [...posters].sort((a, b) => a.number - b.number)) {
    const g = groupOf(p);
    byGroup.set(g, [...(byGroup.get(g) ?? []), p]);
  }
  const boards = new Map<number, string>();
  let seq = 0;
  for (const g of [...byGroup.keys()].sort((a, b) => a - b)) {
    // Authors in the order of their first poster: a Map keeps insertion order.
    const byAuthor = new Map<string, NumberedPoster[]>();
    for (const p of byGroup.get(g)!) byAuthor.set(authorKey(p), [...(byAuthor.get(authorKey(p)) ?? []), p]);
    if (pattern.per_session) seq = 0;
    const sessionName = g < sessions.length ? sessions[g]!.id : null;
    const middle = pattern.per_session && sessionName !== null ? `${name.get(sessionName)}-` : '';
    for (const group of byAuthor.values()) {
      for (const p of group) {
        seq += 1;
        boards.set(p.id, `${pattern.prefix}${middle}${String(seq).padStart(pattern.width, '0')}`);
      }
    }
  }
  return boards;
}
