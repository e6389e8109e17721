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
