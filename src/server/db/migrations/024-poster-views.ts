import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';
import * as DDL from './ddl-kit';

/**
 * Poster statistics (docs/decisions/056-poster-statistics.md), the stats module's tables:
 * - `poster_view_counts`: views of a poster by day (UTC, `YYYY-MM-DD`) and channel (gallery, phone, kiosk, qr),
 *   and the hand-offs among them (qr views arriving from a kiosk's "continue on your phone" code). Counters only:
 *   no row names who looked. They go with their project and poster (cascades).
 * - `poster_view_marks`: one row per (viewer's session, poster, hour) already counted, so that a second open in
 *   the same hour counts nothing. `key` is a keyed hash (HMAC) of the three, so the row cannot be traced back to
 *   a session; `hour` (hours since 1970, UTC) lets the rows of past hours be swept.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await DDL.projectTable(db, dialect, 'poster_view_counts')
    .$call(DDL.posterId)
    .$call(DDL.required('text', 'day', 'channel'))
    .$call(DDL.required('integer', 'views', 'handoffs'))
    .addUniqueConstraint('poster_view_counts_key', ['poster_id', 'day', 'channel'])
    .execute();
  await DDL.index(db, 'poster_view_counts_project_idx', 'poster_view_counts', ['project_id']);

  await db.schema
    .createTable('poster_view_marks')
    .addColumn('key', 'text', DDL.primaryKey)
    .addColumn('hour', 'integer', DDL.notNull)
    .execute();
  await DDL.index(db, 'poster_view_marks_hour_idx', 'poster_view_marks', ['hour']);
}
