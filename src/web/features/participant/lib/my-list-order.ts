/**
 * The order of "my list": by poster number for now. The one place to change when sessions and boards arrive (by
 * session, then time, then board): the page calls only this.
 */
import type { FavoritePoster } from '@shared/contracts/attendees';

export function orderMyList(posters: readonly FavoritePoster[]): FavoritePoster[] {
  return [...posters].sort((a, b) => a.number - b.number);
}
