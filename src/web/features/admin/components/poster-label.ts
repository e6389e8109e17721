/**
 * A poster's number and board on labels. Until slice A's `number`/`board` land, the number is P-{id} and
 * there is no board: switch here (the one place) once they do.
 */
import type { Poster } from '../../../../shared/contracts/posters';
import { displayId } from '../../../../shared/format';

export const posterNumber = (p: Poster) => displayId('P', p.id);
export const posterBoard = (_p: Poster): string | null => null;
