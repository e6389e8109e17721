import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../dialect';

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
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable('poster_view_counts')
    .addColumn('id', idType, id)
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('poster_id', 'integer', (c) => c.notNull().references('posters.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addColumn('handoffs', 'integer', (c) => c.notNull())
    .addUniqueConstraint('poster_view_counts_key', ['poster_id', 'day', 'channel'])
    .execute();
  await db.schema
    .createIndex('poster_view_counts_project_idx')
    .on('poster_view_counts')
    .column('project_id')
    .execute();

  await db.schema
    .createTable('poster_view_marks')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hour', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('poster_view_marks_hour_idx').on('poster_view_marks').column('hour').execute();
}
