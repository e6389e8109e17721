import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';
import * as DDL from './ddl-kit';

/**
 * Screens in the poster hall (docs/decisions/052-screens-and-the-kiosk.md): a monitor or touch screen the
 * organiser registers. `roster` is JSON `{categories?, poster_ids?}` (empty: every approved poster);
 * `idle_seconds` how long the kiosk waits before it goes home. The pairing link's token is
 * HMAC(link secret, "screen:<id>:<nonce>"), only its sha256 stored; revoking gives a new nonce (the old link and
 * the kiosk sessions it started end). A kiosk session names the screen (sessions.principal_type 'kiosk').
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await DDL.projectTable(db, dialect, 'screens')
    .addColumn('name', 'text', DDL.notNull)
    .addColumn('place', 'text')
    .$call(DDL.required('text', 'orientation', 'roster'))
    .addColumn('idle_seconds', 'integer', DDL.notNull)
    .addColumn('nonce', 'text', DDL.notNull)
    .addColumn('token_hash', 'text', DDL.notNullUnique)
    .$call(DDL.createdAt)
    .addColumn('version', 'integer', DDL.notNullDefault(1))
    .execute();
  await DDL.index(db, 'screens_project_idx', 'screens', ['project_id']);
}
