import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/errors';

/**
 * Failed-login limiter kept in the database, so it holds across several server instances.
 * Two keys per attempt: the account from this address (tight) and the account from anywhere (looser).
 */
const WINDOW_MS = 15 * 60_000;
const LIMITS = { pair: 5, account: 20 };

function keys(scope: string, username: string, ip: string) {
  const account = `${scope}:${username.trim().toLowerCase()}`;
  return { pair: `${account}|${ip}`, account };
}

export async function assertLoginAllowed(
  db: Kysely<DB>,
  scope: string,
  username: string,
  ip: string,
): Promise<void> {
  const k = keys(scope, username, ip);
  const rows = await db
    .selectFrom('login_attempts')
    .selectAll()
    .where('key', 'in', [k.pair, k.account])
    .execute();
  const now = Date.now();
  for (const row of rows) {
    const limit = row.key === k.pair ? LIMITS.pair : LIMITS.account;
    const resetAt = Date.parse(row.reset_at);
    if (row.failures >= limit && resetAt > now) {
      const retryAfter = Math.max(1, Math.ceil((resetAt - now) / 1000));
      throw new AppError(
        'TOO_MANY',
        `Too many failed logins. Try again in ${Math.ceil(retryAfter / 60)} minute(s).`,
        { 'retry-after': String(retryAfter) },
      );
    }
  }
}

export async function recordLoginFailure(
  db: Kysely<DB>,
  scope: string,
  username: string,
  ip: string,
): Promise<void> {
  const k = keys(scope, username, ip);
  const now = Date.now();
  for (const key of [k.pair, k.account]) {
    const row = await db.selectFrom('login_attempts').selectAll().where('key', '=', key).executeTakeFirst();
    const expired = !row || Date.parse(row.reset_at) <= now;
    const values = {
      key,
      failures: expired ? 1 : row.failures + 1,
      reset_at: expired ? new Date(now + WINDOW_MS).toISOString() : row.reset_at,
    };
    await db
      .insertInto('login_attempts')
      .values(values)
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({ failures: values.failures, reset_at: values.reset_at }),
      )
      .execute();
  }
}

export async function clearLoginFailures(
  db: Kysely<DB>,
  scope: string,
  username: string,
  ip: string,
): Promise<void> {
  const k = keys(scope, username, ip);
  await db.deleteFrom('login_attempts').where('key', '=', k.pair).execute();
}
