// The SQL of favourites (table favorites): a participant's starred posters.
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { countRowsBy, deleteRowsWhere } from '@server/db/rows';
import type { FavoritePoster } from '@shared/contracts/attendees';

/** Stars the poster; a star already there stays as it is (one row per participant and poster). */
export async function insertFavorite(
  trx: Kysely<DB>,
  projectId: number,
  participantId: number,
  posterId: number,
): Promise<void> {
  await trx
    .insertInto('favorites')
    .values({
      project_id: projectId,
      participant_id: participantId,
      poster_id: posterId,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.columns(['participant_id', 'poster_id']).doNothing())
    .execute();
}

export async function deleteFavoriteRow(
  db: Kysely<DB>,
  projectId: number,
  participantId: number,
  posterId: number,
): Promise<void> {
  await deleteRowsWhere(db, 'favorites', {
    project_id: projectId,
    participant_id: participantId,
    poster_id: posterId,
  });
}

/** The participant's starred posters with what "my list" shows (their session by id), in the order starred. */
export async function selectFavoritePosters(
  db: Kysely<DB>,
  projectId: number,
  participantId: number,
): Promise<(Omit<FavoritePoster, 'session' | 'picture'> & { session_id: number | null })[]> {
  return db
    .selectFrom('favorites as f')
    .innerJoin('posters as p', 'p.id', 'f.poster_id')
    .select([
      'p.id',
      'p.number',
      'p.title',
      'p.author',
      'p.affiliation',
      'p.category',
      'p.board',
      'p.session_id',
      'f.created_at as starred_at',
    ])
    .where('f.project_id', '=', projectId)
    .where('f.participant_id', '=', participantId)
    .orderBy('f.id')
    .execute();
}

/** How many participants starred each of the project's posters (only `posterId` when given); unstarred: absent. */
export const selectFavoriteCounts = (db: Kysely<DB>, projectId: number, posterId?: number) =>
  countRowsBy(db, 'favorites', 'poster_id', {
    project_id: projectId,
    ...(posterId !== undefined && { poster_id: posterId }),
  });
