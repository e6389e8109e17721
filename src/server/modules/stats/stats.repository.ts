// The SQL of poster statistics (tables poster_view_counts and poster_view_marks; docs/decisions/056).
import { sql, type Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import type { ViewChannel } from '@shared/contracts/stats';

/**
 * Marks a view as counted for its hour; answers false when the mark was there already (the same session opened
 * the poster this hour). On PostgreSQL a concurrent insert of the same key waits for the first to end, then adds
 * nothing: exactly one of them answers true.
 */
export async function insertViewMark(trx: Kysely<DB>, key: string, hour: number): Promise<boolean> {
  const row = await trx
    .insertInto('poster_view_marks')
    .values({ key, hour })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

/** One more view of the poster on this day through this channel (and one more hand-off when it is one). */
export async function upsertViewCount(
  trx: Kysely<DB>,
  row: { project_id: number; poster_id: number; day: string; channel: ViewChannel },
  handoff: boolean,
): Promise<void> {
  const h = handoff ? 1 : 0;
  await trx
    .insertInto('poster_view_counts')
    .values({ ...row, views: 1, handoffs: h })
    .onConflict((oc) =>
      oc.columns(['poster_id', 'day', 'channel']).doUpdateSet({
        views: sql<number>`poster_view_counts.views + 1`,
        handoffs: sql<number>`poster_view_counts.handoffs + ${h}`,
      }),
    )
    .execute();
}

/** The marks of hours before `hour` count for nothing any more; answers how many went. */
export async function deleteViewMarksBefore(db: Kysely<DB>, hour: number): Promise<number> {
  const res = await db.deleteFrom('poster_view_marks').where('hour', '<', hour).executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** Views and hand-offs by poster and channel, over every day (only `posterId` when given). */
export async function selectViewTotals(db: Kysely<DB>, projectId: number, posterId?: number) {
  const rows = await db
    .selectFrom('poster_view_counts')
    .select((eb) => [
      'poster_id',
      'channel',
      eb.fn.sum<number>('views').as('views'),
      eb.fn.sum<number>('handoffs').as('handoffs'),
    ])
    .where('project_id', '=', projectId)
    .$if(posterId !== undefined, (q) => q.where('poster_id', '=', posterId!))
    .groupBy(['poster_id', 'channel'])
    .execute();
  return rows.map((r) => ({ ...r, views: Number(r.views), handoffs: Number(r.handoffs) }));
}

/** Views by day and channel, oldest day first (of one poster when `posterId` is given, else the project's). */
export async function selectViewDays(db: Kysely<DB>, projectId: number, posterId?: number) {
  const rows = await db
    .selectFrom('poster_view_counts')
    .select((eb) => ['day', 'channel', eb.fn.sum<number>('views').as('views')])
    .where('project_id', '=', projectId)
    .$if(posterId !== undefined, (q) => q.where('poster_id', '=', posterId!))
    .groupBy(['day', 'channel'])
    .orderBy('day')
    .execute();
  return rows.map((r) => ({ ...r, views: Number(r.views) }));
}
