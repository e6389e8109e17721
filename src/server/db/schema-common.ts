// What the tables' types share: schema.ts and its parts (schema-*.ts) import it, and none of them imports another.

/**
 * Booleans are stored as 0/1 integers and timestamps as ISO-8601 text so the same code and the same values work on
 * SQLite and PostgreSQL (docs/decisions/002-database.md).
 */
export type Flag = 0 | 1;
