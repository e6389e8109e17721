// SQL of judges (the organiser's side; the judge's own side is in judging); every query names its project first.
import { sql, type Kysely } from 'kysely';
import { lockRows } from '@server/db/database';
import {
  accountInserter,
  deleteRowInProject,
  findRowInProject,
  insertCopiedRows,
  lockRowInProject,
  selectExistsInProject,
  selectWorkOn,
  updateRowInProject,
} from '@server/db/project-rows';
import { listPages } from '@server/db/paging';
import { findRowWhere } from '@server/db/rows';
import type { DB, Judge, JudgeTable } from '@server/db/schema';
import type { Updateable } from 'kysely';
import type { JudgeRow } from '@shared/contracts/judges';

export function toJudgeRow(row: Judge, assigned = 0, completed = 0): JudgeRow {
  return {
    id: row.id,
    project_id: row.project_id,
    username: row.username,
    full_name: row.full_name,
    email: row.email,
    affiliation: row.affiliation,
    specialty: row.specialty,
    assigned_count: assigned,
    completed_count: completed,
    created_at: row.created_at,
    version: row.version,
  };
}

/** Assignment counts per judge of one project, as a grouped subquery to join (never one query per judge). */
function countsByJudge(db: Kysely<DB>, projectId: number) {
  return db
    .selectFrom('assignments')
    .select((eb) => [
      'judge_id',
      eb.fn.countAll<number>().as('assigned'),
      eb.fn.sum<number>(sql<number>`case when status = 'completed' then 1 else 0 end`).as('completed'),
    ])
    .where('project_id', '=', projectId)
    .groupBy('judge_id')
    .as('c');
}

/** The project's judges (`j`) joined to their assignment counts (`c`). */
const judgesWithCounts = (db: Kysely<DB>, projectId: number) =>
  db
    .selectFrom('judges as j')
    .leftJoin(countsByJudge(db, projectId), 'c.judge_id', 'j.id')
    .where('j.project_id', '=', projectId);

const toCountedJudge = (r: Judge & { assigned: number | null; completed: number | null }) =>
  toJudgeRow(r, Number(r.assigned ?? 0), Number(r.completed ?? 0));

/** Every judge of the project with their assigned and completed counts, in one query. */
export async function selectJudges(db: Kysely<DB>, projectId: number, judgeId?: number): Promise<JudgeRow[]> {
  let q = judgesWithCounts(db, projectId).selectAll('j').select(['c.assigned', 'c.completed']);
  if (judgeId !== undefined) q = q.where('j.id', '=', judgeId);
  return (await q.orderBy('j.id').execute()).map(toCountedJudge);
}

/** The judges list, with their assignment counts: searched by J-number, name, username, email, affiliation and specialty. */
export const selectJudgePage = listPages({
  from: judgesWithCounts,
  select: (q) => q.selectAll('j').select(['c.assigned', 'c.completed']),
  toItem: toCountedJudge,
  texts: ['j.full_name', 'j.username', 'j.email', 'j.affiliation', 'j.specialty'],
  numberRef: 'j.id',
  sorts: {
    number: [{ ref: 'j.id' }],
    name: [{ ref: 'j.full_name', text: true }],
    email: [{ ref: 'j.email', text: true }],
    affiliation: [{ ref: 'j.affiliation', text: true, nullable: true }],
    progress: [{ ref: sql`coalesce(c.completed, 0)` }, { ref: sql`coalesce(c.assigned, 0)` }],
  },
  defaultSort: 'number',
  tieBreaker: 'j.id',
});

export const findJudge = (db: Kysely<DB>, projectId: number, judgeId: number): Promise<Judge | undefined> =>
  findRowInProject(db, 'judges', projectId, judgeId);

const loginColumns = ['id', 'project_id', 'username', 'password_hash', 'full_name', 'email'] as const;

/** The judge of this project with this username, with what a login checks and answers. */
export const findJudgeForLogin = (db: Kysely<DB>, projectId: number, username: string) =>
  findRowWhere(db, 'judges', { project_id: projectId, username }, { columns: loginColumns });

/** The project's judges with this email, in any letter case (sign-in through the institution), by id. */
export const selectJudgesByEmail = (db: Kysely<DB>, projectId: number, email: string) =>
  db
    .selectFrom('judges')
    .select(loginColumns)
    .where('project_id', '=', projectId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .orderBy('id')
    .limit(2)
    .execute();

/** Inserts judges of one project in multi-row statements (a form's one, or an import's thousands). */
export const insertJudges = accountInserter('judges', (row) => toJudgeRow(row));

export async function updateJudgeRow(
  db: Kysely<DB>,
  projectId: number,
  judgeId: number,
  changes: Updateable<JudgeTable>,
  baseVersion?: number,
): Promise<boolean> {
  if (Object.keys(changes).length === 0 && baseVersion === undefined) return true;
  return updateRowInProject(db, 'judges', projectId, judgeId, changes, { baseVersion });
}

/** The project's judges by id, without passwords: what a re-import matches and the automatic plan weighs. */
export function selectJudgeAccounts(db: Kysely<DB>, projectId: number) {
  return db
    .selectFrom('judges')
    .select(['id', 'username', 'email', 'full_name', 'affiliation', 'specialty'])
    .where('project_id', '=', projectId)
    .orderBy('id')
    .execute();
}

/** Whether the judge is one of this project's; with `lock`, inside a write, it stays until the write ends. */
export const selectJudgeExists = (db: Kysely<DB>, projectId: number, judgeId: number, lock?: 'share') =>
  selectExistsInProject(db, 'judges', projectId, judgeId, lock);

/** The judge's username, the row locked until the transaction ends (a delete checks against it). */
export const lockJudge = (trx: Kysely<DB>, projectId: number, judgeId: number) =>
  lockRowInProject(trx, 'judges', projectId, judgeId, ['id', 'username']);

/** The judges of this project among `ids`, locked in id order until the transaction ends. */
export function lockJudges(trx: Kysely<DB>, projectId: number, ids: number[]) {
  return trx
    .selectFrom('judges')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('id', 'in', ids)
    .orderBy('id')
    .$call(lockRows(trx, 'update'))
    .execute();
}

/** How many evaluations and assignments of the project's judges deleting them removes. */
export const selectJudgeWork = (db: Kysely<DB>, projectId: number, judgeIds: number[]) =>
  selectWorkOn(db, projectId, 'judge_id', judgeIds);

/** Deletes a judge; their assignments, evaluations and scores go with them (foreign key cascades). */
export const deleteJudgeRow = (db: Kysely<DB>, projectId: number, judgeId: number) =>
  deleteRowInProject(db, 'judges', projectId, judgeId);

/** The columns a copied judge keeps: the insert's and the select's, in one order. */
const COPIED_JUDGE_COLUMNS = [
  'username',
  'password_hash',
  'full_name',
  'email',
  'affiliation',
  'specialty',
] as const;

/** Copies every judge of one project into another, password hashes included (their logins keep working). */
export const insertCopiedJudges = (trx: Kysely<DB>, from: number, to: number, createdAt: string) =>
  insertCopiedRows(trx, 'judges', COPIED_JUDGE_COLUMNS, from, to, createdAt);
