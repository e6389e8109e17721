// What the tables' types share: schema.ts and its parts (schema-*.ts) import it, and none of them imports another.
import type { Generated } from 'kysely';

/**
 * Booleans are stored as 0/1 integers and timestamps as ISO-8601 text so the same code and the same values work on
 * SQLite and PostgreSQL (docs/decisions/002-database.md).
 */
export type Flag = 0 | 1;

/** The columns most tables begin with: the row's own id and the project it belongs to. */
export type ProjectRowKey = {
  id: Generated<number>;
  project_id: number;
};

/** A row an organiser edits in a form (migration 012 added the column to the first such tables). */
export type Versioned = {
  /** Adds one with every change; a form's save names the version it was based on. */
  version: Generated<number>;
};

/** What ties a judge to a poster of the project: an assignment, a conflict of interest, an evaluation. */
export type JudgePosterKey = ProjectRowKey & {
  judge_id: number;
  poster_id: number;
};

/** An account's sign-in (admins, judges, participants): the password is stored as its argon2 hash. */
export type AccountLogin = {
  username: string;
  password_hash: string;
  email: string;
};

/** A single-use link (a judge's sign-in, a participant's password reset); the token is stored as its sha256. */
export type SingleUseToken = {
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
};
