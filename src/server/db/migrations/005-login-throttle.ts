import type { Kysely } from 'kysely';
import * as DDL from './ddl-kit';

/**
 * Login throttling (docs/decisions/015-login-throttling.md). The old table held one failure counter per key and
 * was never purged; its rows are only minutes of history, so it is made anew:
 * - `account` names the account a row concerns (scope:username), so a password reset can clear its rows;
 * - `next_at` is when this client may try this account again (the progressive delay);
 * - rows are purged once `reset_at` has passed (the index keeps that cheap).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_attempts').execute();
  await db.schema
    .createTable('login_attempts')
    .addColumn('key', 'text', DDL.primaryKey)
    .addColumn('account', 'text')
    .addColumn('failures', 'integer', DDL.notNull)
    .addColumn('reset_at', 'text', DDL.notNull)
    .addColumn('next_at', 'text')
    .execute();
  await DDL.index(db, 'login_attempts_reset_at_idx', 'login_attempts', ['reset_at']);
  await DDL.index(db, 'login_attempts_account_idx', 'login_attempts', ['account']);
}
