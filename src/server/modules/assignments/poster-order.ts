// The order a judge walks the hall. One place to switch to the poster number/board once slice A lands.
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/schema';

type PosterQuery<O> = SelectQueryBuilder<DB, 'posters', O>;

/** Posters in board order: today order_number (missing ones last), then id. */
export function inBoardOrder<O>(q: PosterQuery<O>): PosterQuery<O> {
  return q
    .orderBy((eb) => eb.case().when('posters.order_number', 'is', null).then(1).else(0).end())
    .orderBy('posters.order_number')
    .orderBy('posters.id');
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
