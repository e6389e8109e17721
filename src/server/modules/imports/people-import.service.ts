import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { BulkUploadResponse } from '../../../shared/contracts/posters';
import { AppError, isUniqueViolation } from '../../http/errors';
import { hashPasswords } from '../auth/password';
import type { CheckedPeople, PeopleKind as Kind, Person } from './import-rows';

export { JUDGE_COLUMNS, JUDGE_REQUIRED, MAX_PEOPLE_ROWS, USER_COLUMNS, USER_REQUIRED } from './import-rows';

/**
 * Judges and participants from a spreadsheet. Rows come validated with the same contract schemas as the forms
 * from the parsing worker (import-rows.ts); a username (or, for participants, an email) already in the project
 * or repeated in the file is a row error, checked here against the database. Passwords are hashed before the
 * transaction so the database is not held while argon2 works.
 */
/** A judge row binds 8 values, a participant 6: 3,000 rows a statement stay below SQLite's 32,766. */
const INSERT_CHUNK = 3_000;

async function taken(db: Kysely<DB>, kind: Kind, projectId: number) {
  if (kind === 'judges') {
    const rows = await db
      .selectFrom('judges')
      .select('username')
      .where('project_id', '=', projectId)
      .execute();
    return { usernames: new Set(rows.map((r) => r.username)), emails: new Set<string>() };
  }
  const rows = await db
    .selectFrom('users')
    .select(['username', 'email'])
    .where('project_id', '=', projectId)
    .execute();
  return {
    usernames: new Set(rows.map((r) => r.username)),
    emails: new Set(rows.map((r) => r.email.toLowerCase())),
  };
}

export async function importPeople(
  db: Kysely<DB>,
  projectId: number,
  checked: CheckedPeople,
): Promise<BulkUploadResponse> {
  const kind = checked.kind;
  const existing = await taken(db, kind, projectId);
  const seenUsernames = new Map<string, number>();
  const seenEmails = new Map<string, number>();
  const people: Person[] = [];
  const rowErrors = [...checked.errors];

  for (const { row, person: p } of checked.people) {
    const email = p.email.toLowerCase();
    let reason: string | undefined;
    if (existing.usernames.has(p.username))
      reason = `username "${p.username}" already exists in this project`;
    else if (seenUsernames.has(p.username))
      reason = `username "${p.username}" is already used in row ${seenUsernames.get(p.username)}`;
    else if (kind === 'users' && existing.emails.has(email))
      reason = `email "${p.email}" is already registered in this project`;
    else if (kind === 'users' && seenEmails.has(email))
      reason = `email "${p.email}" is already used in row ${seenEmails.get(email)}`;
    if (reason) {
      rowErrors.push({ row, reason });
      continue;
    }
    seenUsernames.set(p.username, row);
    seenEmails.set(email, row);
    people.push(p);
  }

  // Schema errors (from the worker) and duplicates (from here) are reported together in row order.
  const errors = rowErrors.sort((a, b) => a.row - b.row).map((e) => `row ${e.row}: ${e.reason}`);
  const hashes = await hashPasswords(people.map((p) => p.password));
  const createdAt = new Date().toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < people.length; i += INSERT_CHUNK) {
        const chunk = people.slice(i, i + INSERT_CHUNK).map((p, j) => ({ p, hash: hashes[i + j]! }));
        if (kind === 'judges') {
          await trx
            .insertInto('judges')
            .values(
              chunk.map(({ p, hash }) => ({
                project_id: projectId,
                username: p.username,
                password_hash: hash,
                full_name: p.full_name ?? '',
                email: p.email,
                affiliation: p.affiliation ?? null,
                specialty: p.specialty ?? null,
                created_at: createdAt,
              })),
            )
            .execute();
        } else {
          await trx
            .insertInto('users')
            .values(
              chunk.map(({ p, hash }) => ({
                project_id: projectId,
                username: p.username,
                password_hash: hash,
                email: p.email,
                full_name: p.full_name ?? null,
                created_at: createdAt,
              })),
            )
            .execute();
        }
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError(
        'DUPLICATE',
        'Some of these accounts were created by someone else while the file was importing; upload it again',
      );
    }
    throw err;
  }
  return { created_count: people.length, skipped_count: errors.length, errors };
}
