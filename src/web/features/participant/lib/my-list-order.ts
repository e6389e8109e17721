/**
 * The order of "my list": the hall's (session in time order, then board, then number; decision 067), the order a
 * visitor walks to the posters they starred. The page calls only this.
 */
import type { FavoritePoster } from '@shared/contracts/attendees';
import { hallOrder } from '@shared/hall-order';

export function orderMyList(posters: readonly FavoritePoster[]): FavoritePoster[] {
  return [...posters].sort(hallOrder);
}
