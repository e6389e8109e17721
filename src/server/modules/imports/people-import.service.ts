// Judges and participants from a spreadsheet: duplicates reported per row, the rest inserted together.
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/constraint-errors';
import type { DB } from '../../db/schema';
import type { BulkUploadResponse } from '../../../shared/contracts/posters';
import { AppError } from '../../http/errors';
import { hashPasswords } from '../auth/password';
import { insertJudges } from '../judges/judges.repository';
import { insertParticipants } from '../participants/participants.repository';
import { getProjectState } from '../projects/projects.service';
import type { CheckedPeople, PeopleKind as Kind, Person } from './import-rows';

export { JUDGE_COLUMNS, JUDGE_REQUIRED, MAX_PEOPLE_ROWS, USER_COLUMNS, USER_REQUIRED } from './import-rows';

/**
 * Rows come validated with the same contract schemas as the forms from the parsing worker (import-rows.ts); a
 * username (or, for participants, an email) already in the project or repeated in the file is a row error.
 * Passwords are hashed before the transaction so the database is not held while argon2 works; the transaction
 * locks the project (as a participant added by hand does) and checks again that none was taken meanwhile.
 */
async function taken(db: Kysely<DB>, kind: Kind, projectId: number) {
  const table = kind === 'judges' ? 'judges' : 'users';
  const rows = await db
    .selectFrom(table)
    .select(['username', 'email'])
    .where('project_id', '=', projectId)
    .execute();
  return {
    usernames: new Set(rows.map((r) => r.username)),
    emails: new Set(kind === 'users' ? rows.map((r) => r.email.toLowerCase()) : []),
  };
}

type Existing = Awaited<ReturnType<typeof taken>>;

/** Why a person cannot be added, or undefined. `seen` holds the rows of the file accepted so far. */
function duplicate(
  kind: Kind,
  p: Person,
  existing: Existing,
  seen: Existing & { rows: Map<string, number> },
) {
  const email = p.email.toLowerCase();
  if (existing.usernames.has(p.username)) return `username "${p.username}" already exists in this project`;
  if (seen.usernames.has(p.username))
    return `username "${p.username}" is already used in row ${seen.rows.get(`u:${p.username}`)}`;
  if (kind === 'users' && existing.emails.has(email))
    return `email "${p.email}" is already registered in this project`;
  if (kind === 'users' && seen.emails.has(email))
    return `email "${p.email}" is already used in row ${seen.rows.get(`e:${email}`)}`;
  return undefined;
}

const takenMeanwhile = () =>
  new AppError(
    'DUPLICATE',
    'Some of these accounts were created by someone else while the file was importing; upload it again',
  );

export async function importPeople(
  db: Kysely<DB>,
  projectId: number,
  checked: CheckedPeople,
): Promise<BulkUploadResponse> {
  const kind = checked.kind;
  const existing = await taken(db, kind, projectId);
  const seen = { usernames: new Set<string>(), emails: new Set<string>(), rows: new Map<string, number>() };
  const people: Person[] = [];
  const rowErrors = [...checked.errors];
  for (const { row, person: p } of checked.people) {
    const reason = duplicate(kind, p, existing, seen);
    if (reason) {
      rowErrors.push({ row, reason });
      continue;
    }
    seen.usernames.add(p.username);
    seen.emails.add(p.email.toLowerCase());
    seen.rows.set(`u:${p.username}`, row).set(`e:${p.email.toLowerCase()}`, row);
    people.push(p);
  }

  // Schema errors (from the worker) and duplicates (from here) are reported together in row order.
  const errors = rowErrors.sort((a, b) => a.row - b.row).map((e) => `row ${e.row}: ${e.reason}`);
  const hashes = await hashPasswords(people.map((p) => p.password));
  const createdAt = new Date().toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      await getProjectState(trx, projectId, 'update');
      const now = await taken(trx, kind, projectId);
      const empty = { usernames: new Set<string>(), emails: new Set<string>(), rows: new Map() };
      if (people.some((p) => duplicate(kind, p, now, empty))) throw takenMeanwhile();
      if (kind === 'judges') {
        const judges = people.map((p, i) => ({
          username: p.username,
          password_hash: hashes[i]!,
          full_name: p.full_name ?? '',
          email: p.email,
          affiliation: p.affiliation ?? null,
          specialty: p.specialty ?? null,
        }));
        await insertJudges(trx, projectId, judges, createdAt);
      } else {
        const users = people.map((p, i) => ({
          username: p.username,
          password_hash: hashes[i]!,
          email: p.email,
          full_name: p.full_name ?? null,
        }));
        await insertParticipants(trx, projectId, users, createdAt);
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw takenMeanwhile();
    throw err;
  }
  return { created_count: people.length, skipped_count: errors.length, errors };
}
