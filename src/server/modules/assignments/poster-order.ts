// The order a judge walks the hall: the posters' numbers within the project (the boards follow them).
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/schema';

type PosterQuery<O> = SelectQueryBuilder<DB, 'posters', O>;

/** Posters in board order: by their number within the project (numbers are unique per project). */
export function inBoardOrder<O>(q: PosterQuery<O>): PosterQuery<O> {
  return q.orderBy('posters.number').orderBy('posters.id');
}

/** The project's posters in board order, with what the plan needs. */
export function postersInBoardOrder(db: Kysely<DB>, projectId: number) {
  return inBoardOrder(
    db
      .selectFrom('posters')
      .select(['posters.id', 'posters.affiliation'])
      .where('posters.project_id', '=', projectId),
  ).execute();
}
