// The database error codes the services act on, for both databases, in one place.

const UNIQUE = new Set(['23505', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);
const FOREIGN_KEY = new Set(['23503', 'SQLITE_CONSTRAINT_FOREIGNKEY']);

const codeOf = (err: unknown) => (err as { code?: unknown } | null)?.code;

/** A unique or primary key constraint refused the write (PostgreSQL 23505; SQLite's constraint codes). */
export function isUniqueViolation(err: unknown): boolean {
  return UNIQUE.has(codeOf(err) as string);
}

/** A foreign key refused the write: the row it points to was deleted meanwhile (PostgreSQL 23503). */
export function isForeignKeyViolation(err: unknown): boolean {
  return FOREIGN_KEY.has(codeOf(err) as string);
}

// PostgreSQL's classes and codes of a database that is away: 08 (the connection failed or was cut), 57P01-57P03
// (shut down by an administrator, a crash, or still starting), 3D000 (the database was dropped), 53300 (no
// connection slot left). The pg driver's own words when a connection ends under it, and the socket's codes when
// nothing listens. SQLite's codes of a file that cannot be written or read.
const PG_AWAY = new Set(['57P01', '57P02', '57P03', '3D000', '53300']);
// Only the codes the pg driver passes on as they are: a mail or image job's own network failures carry codes of
// their own (nodemailer's ESOCKET and ETIMEDOUT, the image fetch's reasons) and must not pass for an outage, which
// would keep such a job from ever failing for good.
const SOCKET_AWAY = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE']);
const PG_DRIVER_AWAY =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;
const SQLITE_UNWRITABLE = /^SQLITE_(READONLY|CANTOPEN|IOERR|BUSY)/;

/**
 * The database cannot be reached or written just now (a restart, a failover, a dropped connection, a read-only
 * file): the request is answered 503 and may be tried again; nothing is wrong with what it sent.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const code = codeOf(err);
  if (typeof code === 'string') {
    if (code.startsWith('08') && code.length === 5) return true;
    if (PG_AWAY.has(code) || SOCKET_AWAY.has(code) || SQLITE_UNWRITABLE.test(code)) return true;
  }
  return err instanceof Error && PG_DRIVER_AWAY.test(err.message);
}

/** SQLite's disk is full (SQLITE_FULL): nothing was written; the request is answered 507. */
export function isDatabaseFull(err: unknown): boolean {
  const code = codeOf(err);
  return code === 'SQLITE_FULL' || code === '53100';
}
