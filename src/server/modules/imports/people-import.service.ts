// Judges and participants from a spreadsheet: each row matched to an account, new ones added, changed ones updated.
import { importChange } from './import-audit';
import { recordChange } from '@server/modules/audit';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '@server/db/constraint-errors';
import type { DB } from '@server/db/schema';
import type { BulkUploadResponse, RowError } from '@shared/contracts/imports';
import { AppError } from '@server/errors';
import { hashPasswords } from '@server/modules/auth';
import { insertJudges, selectJudgeAccounts, updateJudgeRow } from '@server/modules/judges';
import {
  insertParticipants,
  selectParticipantAccounts,
  updateParticipantRow,
} from '@server/modules/participants';
import { getProjectState } from '@server/modules/projects';
import type { CheckedPeople, PeopleKind as Kind, Person } from './import-rows';
import { errorLines, importOutcome, type ImportPlan } from './import-plan';

type Account = {
  id: number;
  username: string;
  email: string;
  full_name: string | null;
  affiliation?: string | null;
  specialty?: string | null;
};
type Field = 'username' | 'email' | 'full_name' | 'affiliation' | 'specialty';
type Update = { id: number; changes: Partial<Record<Field, string | null>> };

const accountsOf = (db: Kysely<DB>, kind: Kind, projectId: number): Promise<Account[]> =>
  kind === 'judges' ? selectJudgeAccounts(db, projectId) : selectParticipantAccounts(db, projectId);

const lower = (s: string) => s.toLowerCase();

/**
 * Matches each row (docs/decisions/019-numbers-reimport-deletes.md): judges by username, else email (a judge's
 * username never changes, so a row whose email belongs to a judge of another username is a row error);
 * participants by email, else username (either may change, if no other participant has it). Only the columns the
 * sheet names are compared; passwords of existing accounts are never changed by an import.
 */
function planPeople(kind: Kind, existing: Account[], checked: CheckedPeople): ImportPlan<Person, Update> {
  const byUsername = new Map(existing.map((a) => [a.username, a]));
  const byEmail = new Map(existing.map((a) => [lower(a.email), a]));
  const columns = new Set(checked.columns);
  const fields: Field[] =
    kind === 'judges'
      ? ['email', 'full_name', 'affiliation', 'specialty']
      : ['username', 'email', 'full_name'];
  const errors: RowError[] = [...checked.errors];
  const claimed = new Map<string, number>();
  const inserts: Person[] = [];
  const updates: Update[] = [];
  let unchanged = 0;

  /** Keys name what a row takes: an account (`id:`), or a new username (`username`) or email (`email`). */
  const claim = (keys: [string, string][], row: number): Omit<RowError, 'row'> | undefined => {
    const id = (what: string, key: string) => `${what}:${what === 'email' ? lower(key) : key}`;
    for (const [what, key] of keys) {
      const earlier = claimed.get(id(what, key));
      if (earlier === undefined) continue;
      const reason =
        what === 'id'
          ? `matches the same account as row ${earlier}`
          : `${what} "${key}" is already used in row ${earlier}`;
      return {
        reason,
        code: 'SPREADSHEET_ROW_REPEATED',
        ...(what === 'id' ? {} : { column: what }),
        params: { earlier },
      };
    }
    for (const [what, key] of keys) claimed.set(id(what, key), row);
    return undefined;
  };

  for (const { row, person } of checked.people) {
    const email = lower(person.email);
    const match =
      kind === 'judges'
        ? (byUsername.get(person.username) ?? byEmail.get(email))
        : (byEmail.get(email) ?? byUsername.get(person.username));
    let problem: Omit<RowError, 'row'> | undefined;
    const takenBy = (reason: string, column: 'username' | 'email') =>
      (problem = { reason, code: column === 'email' ? 'EMAIL_TAKEN' : 'USERNAME_TAKEN', column });
    if (kind === 'judges' && match && match.username !== person.username)
      takenBy(
        `email "${person.email}" belongs to judge "${match.username}"; a judge's username cannot change`,
        'email',
      );
    else if (
      kind === 'participants' &&
      match &&
      (byUsername.get(person.username)?.id ?? match.id) !== match.id
    )
      takenBy(`username "${person.username}" already belongs to another participant`, 'username');
    else if (kind === 'participants' && match && (byEmail.get(email)?.id ?? match.id) !== match.id)
      takenBy(`email "${person.email}" already belongs to another participant`, 'email');
    problem ??= claim(
      match
        ? [['id', String(match.id)]]
        : [
            ['username', person.username],
            ...(kind === 'participants' ? [['email', person.email] as [string, string]] : []),
          ],
      row,
    );
    if (problem) {
      errors.push({ row, ...problem });
      continue;
    }
    if (!match) {
      inserts.push(person);
      continue;
    }
    const changes: Update['changes'] = {};
    for (const f of fields) {
      const value = person[f] ?? null;
      if (!columns.has(f) || value === (match[f] ?? null)) continue;
      changes[f] = value;
    }
    if (Object.keys(changes).length > 0) updates.push({ id: match.id, changes });
    else unchanged++;
  }
  return { inserts, updates, unchanged, errors: errors.sort((a, b) => a.row - b.row) };
}

const takenMeanwhile = () =>
  new AppError(
    'SPREADSHEET_CHANGED_MEANWHILE',
    'Some of these accounts were created or changed by someone else while the file was importing; upload it again',
  );

async function applyPlan(
  trx: Kysely<DB>,
  kind: Kind,
  projectId: number,
  plan: ImportPlan<Person, Update>,
  hashes: string[],
) {
  const createdAt = new Date().toISOString();
  if (kind === 'judges') {
    const judges = plan.inserts.map((p, i) => ({
      username: p.username,
      password_hash: hashes[i]!,
      full_name: p.full_name ?? '',
      email: p.email,
      affiliation: p.affiliation ?? null,
      specialty: p.specialty ?? null,
    }));
    await insertJudges(trx, projectId, judges, createdAt);
    for (const u of plan.updates)
      await updateJudgeRow(trx, projectId, u.id, {
        ...u.changes,
        ...(u.changes.full_name !== undefined ? { full_name: u.changes.full_name ?? '' } : {}),
      } as Parameters<typeof updateJudgeRow>[3]);
  } else {
    const participants = plan.inserts.map((p, i) => ({
      username: p.username,
      password_hash: hashes[i]!,
      email: p.email,
      full_name: p.full_name ?? null,
    }));
    await insertParticipants(trx, projectId, participants, createdAt);
    for (const u of plan.updates)
      await updateParticipantRow(
        trx,
        projectId,
        u.id,
        u.changes as Parameters<typeof updateParticipantRow>[3],
      );
  }
}

/**
 * Plans from the stored accounts; a dry run answers that plan. Otherwise the new accounts' passwords are hashed
 * before the transaction (argon2 must not hold the database), and the transaction locks the project, plans again
 * and refuses if the new accounts are no longer the ones hashed for (someone added or changed one meanwhile).
 */
export async function importPeople(
  db: Kysely<DB>,
  projectId: number,
  checked: CheckedPeople,
  dryRun: boolean,
): Promise<BulkUploadResponse> {
  const kind = checked.kind;
  let plan = planPeople(kind, await accountsOf(db, kind, projectId), checked);
  if (!dryRun) {
    const hashes = await hashPasswords(plan.inserts.map((p) => p.password));
    const hashedFor = plan.inserts.map((p) => p.username).join('\n');
    try {
      plan = await db.transaction().execute(async (trx) => {
        await getProjectState(trx, projectId, 'update');
        const now = planPeople(kind, await accountsOf(trx, kind, projectId), checked);
        if (now.inserts.map((p) => p.username).join('\n') !== hashedFor) throw takenMeanwhile();
        await applyPlan(trx, kind, projectId, now, hashes);
        await recordChange(trx, projectId, importChange(kind, now));
        return now;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw takenMeanwhile();
      throw err;
    }
  }
  const outcome = importOutcome(plan, dryRun);
  return {
    ...outcome,
    created_count: dryRun ? 0 : outcome.counts.new,
    updated_count: dryRun ? 0 : outcome.counts.changed,
    skipped_count: outcome.counts.errors,
    errors: errorLines(plan),
  };
}
