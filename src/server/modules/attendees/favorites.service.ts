// A participant's favourites ("my list"): star and unstar a poster (idempotent), read the list
// (docs/decisions/053-favourites-and-questions.md).
import type { Kysely } from 'kysely';
import { isForeignKeyViolation } from '@server/db/constraint-errors';
import type { DB } from '@server/db/schema';
import { notFound } from '@server/errors';
import type { Favorites } from '@shared/contracts/attendees';
import { memberPictures, selectPosterExists } from '@server/modules/posters';
import { selectSessionsByIds } from '@server/modules/sessions';
import * as repo from './favorites.repository';

/** My list in the stored order (the page orders it as the hall is walked, `my-list-order.ts`). */
export async function listFavorites(
  db: Kysely<DB>,
  projectId: number,
  participantId: number,
): Promise<Favorites> {
  const rows = await repo.selectFavoritePosters(db, projectId, participantId);
  const [sessions, pictures] = await Promise.all([
    selectSessionsByIds(
      db,
      projectId,
      rows.flatMap((r) => (r.session_id === null ? [] : [r.session_id])),
    ),
    memberPictures(
      db,
      projectId,
      rows.map((r) => r.id),
    ),
  ]);
  return {
    posters: rows.map(({ session_id, ...r }) => ({
      ...r,
      session: session_id === null ? null : (sessions.get(session_id) ?? null),
      picture: pictures.get(r.id) ?? null,
    })),
  };
}

/**
 * A change of my list by `write` (a star or its removal) of one of this project's posters: 404 for another
 * project's, or one deleted meanwhile; answers the list as it is then.
 */
const changeFavorites =
  (write: typeof repo.insertFavorite) =>
  async (db: Kysely<DB>, projectId: number, participantId: number, posterId: number): Promise<Favorites> => {
    try {
      await db.transaction().execute(async (trx) => {
        if (!(await selectPosterExists(trx, projectId, posterId, 'share'))) throw notFound('Poster');
        await write(trx, projectId, participantId, posterId);
      });
    } catch (err) {
      // The poster or the participant was deleted meanwhile.
      if (isForeignKeyViolation(err)) throw notFound('Poster');
      throw err;
    }
    return listFavorites(db, projectId, participantId);
  };

/** Stars one of this project's posters (404 for another project's); starring it again changes nothing. */
export const starPoster = changeFavorites(repo.insertFavorite);

/** Unstars the poster (404 for a poster not of this project); unstarring it again changes nothing. */
export const unstarPoster = changeFavorites(repo.deleteFavoriteRow);
