import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * Screens in the poster hall (docs/decisions/052-screens-and-the-kiosk.md): a monitor or touch screen the
 * organiser registers. `roster` is JSON `{categories?, poster_ids?}` (empty: every approved poster);
 * `idle_seconds` how long the kiosk waits before it goes home. The pairing link's token is
 * HMAC(link secret, "screen:<id>:<nonce>"), only its sha256 stored; revoking gives a new nonce (the old link and
 * the kiosk sessions it started end). A kiosk session names the screen (sessions.principal_type 'kiosk').
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  await db.schema
    .createTable('screens')
    .addColumn('id', idType, id)
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('place', 'text')
    .addColumn('orientation', 'text', (c) => c.notNull())
    .addColumn('roster', 'text', (c) => c.notNull())
    .addColumn('idle_seconds', 'integer', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('screens_project_idx').on('screens').column('project_id').execute();
}
