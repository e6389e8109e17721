/** A poster's number (P-001, from its number within the project) and board on labels. */
import type { Poster } from '@shared/contracts/posters';
import { displayId } from '@shared/format';

export const posterNumber = (p: Poster) => displayId('P', p.number);
export const posterBoard = (p: Poster): string | null => p.board;
