// Conflicts of interest (docs/decisions/089-declared-conflicts.md): marked by the organiser, declared by a judge on
// an assigned poster, guessed from a shared affiliation, and cleared by the organiser. Each write is one
// transaction on the project row locked FOR UPDATE (as the plan and the bulk assignment), holding its checks.
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '@server/db/constraint-errors';
import { groupRowsBy } from '@server/db/rows';
import type { ConflictSource, DB } from '@server/db/schema';
import { AppError, forbidden, notFound } from '@server/errors';
import type { JudgePrincipal } from '@server/principal';
import type {
  ClearConflictInput,
  Conflict,
  ConflictReason,
  DeclaredConflict,
} from '@shared/contracts/assignments';
import { findStoredEvaluation } from '@server/modules/judging';
import { recordChange } from '@server/modules/audit';
import { findJudge, selectJudgeAccounts, selectJudgeExists } from '@server/modules/judges';
import {
  selectPosterExists,
  selectPosterHeadings,
  selectPostersAmong,
  selectPostersInBoardOrder,
} from '@server/modules/posters';
import { affiliationKey, sameAffiliation, type Pair } from './assignment-plan';
import { deleteAssignmentRow, selectAssignments } from './assignments.repository';
import * as repo from './conflicts.repository';
import { selectClearedPairs } from './plan.repository';
import { computePlan, lockProjectForAssignments } from './plan.service';

const key = (p: Pair) => `${p.judge_id}:${p.poster_id}`;

/**
 * The conflicts in force: the rows (declared, marked) and every judge-poster pair sharing an affiliation that the
 * organiser has not cleared. A declared one names the judge the plan would give its poster instead: the plan for
 * as many judges a poster as the best-served poster has, so the freed slot is refilled and the loads stay even.
 */
export async function listConflicts(db: Kysely<DB>, projectId: number): Promise<Conflict[]> {
  const [rows, cleared, judges, posters, headings, assigned] = await Promise.all([
    repo.selectConflicts(db, projectId),
    selectClearedPairs(db, projectId),
    selectJudgeAccounts(db, projectId),
    selectPostersInBoardOrder(db, projectId),
    selectPosterHeadings(db, projectId),
    selectAssignments(db, projectId),
  ]);
  const known = new Set([...rows, ...cleared].map(key));
  const assignedPairs = new Set(assigned.map(key));
  const titles = new Map(headings.map((p) => [p.id, p.title]));
  const names = new Map(judges.map((j) => [j.id, j.full_name]));
  const byAffiliation = groupRowsBy(
    posters.map((p) => ({ ...p, key: affiliationKey(p.affiliation) })),
    'key',
  );
  const guessed: Conflict[] = [];
  for (const j of judges) {
    const aff = affiliationKey(j.affiliation);
    for (const p of aff ? (byAffiliation.get(aff) ?? []) : []) {
      const pair = { judge_id: j.id, poster_id: p.id };
      // An assigned pair was the organiser's choice (a single assignment may share an affiliation).
      if (known.has(key(pair)) || assignedPairs.has(key(pair))) continue;
      guessed.push({
        id: null,
        ...pair,
        judge_name: j.full_name,
        poster_title: titles.get(p.id) ?? '',
        source: 'affiliation',
        reason: null,
        note: null,
        created_at: null,
        replacement: null,
      });
    }
  }
  const replacements = await replacementsFor(db, projectId, rows, assigned);
  const stored: Conflict[] = rows.map((r) => {
    const judgeId = replacements.get(r.poster_id);
    return {
      ...r,
      reason: r.reason as ConflictReason | null,
      replacement:
        r.source === 'declared' && judgeId !== undefined
          ? { judge_id: judgeId, judge_name: names.get(judgeId) ?? '' }
          : null,
    };
  });
  return [...stored, ...guessed];
}

/** For each poster left short by a declared conflict, the first judge the plan would add to it. */
async function replacementsFor(
  db: Kysely<DB>,
  projectId: number,
  rows: readonly { source: string; poster_id: number }[],
  assigned: readonly Pair[],
): Promise<Map<number, number>> {
  const found = new Map<number, number>();
  if (!rows.some((r) => r.source === 'declared')) return found;
  const perPoster = new Map<number, number>();
  for (const a of assigned) perPoster.set(a.poster_id, (perPoster.get(a.poster_id) ?? 0) + 1);
  const k = Math.max(1, ...perPoster.values());
  const plan = await computePlan(db, projectId, k, null);
  for (const a of plan.assignments) if (!found.has(a.poster_id)) found.set(a.poster_id, a.judge_id);
  return found;
}

/** Marks a pair as a conflict of interest; an assigned pair must be unassigned first (409 ASSIGNED). */
export async function markConflict(db: Kysely<DB>, projectId: number, pair: Pair): Promise<Conflict> {
  const id = await db.transaction().execute(async (trx) => {
    await lockProjectForAssignments(trx, projectId);
    if (!(await selectJudgeExists(trx, projectId, pair.judge_id))) throw notFound('Judge');
    if (!(await selectPosterExists(trx, projectId, pair.poster_id))) throw notFound('Poster');
    if (await repo.lockAssignmentOf(trx, projectId, pair))
      throw new AppError(
        'ASSIGNED',
        'This poster is assigned to this judge: remove the assignment before marking the conflict',
      );
    const marked = {
      source: 'marked' as const,
      reason: null,
      note: null,
      cleared_at: null,
      cleared_reason: null,
    };
    const row = await repo.lockConflictOf(trx, projectId, pair);
    if (row?.cleared_at) {
      await repo.updateConflict(trx, projectId, row.id, marked);
      return row.id;
    }
    try {
      return await repo.insertConflict(trx, projectId, pair, marked);
    } catch (err) {
      if (isUniqueViolation(err))
        throw new AppError('CONFLICT_ALREADY_MARKED', 'This conflict is already marked');
      throw err;
    }
  });
  return conflictRow(db, projectId, id);
}

async function conflictRow(db: Kysely<DB>, projectId: number, id: number): Promise<Conflict> {
  const [row] = await repo.selectConflicts(db, projectId, id);
  if (!row) throw notFound('Conflict');
  return { ...row, reason: row.reason as ConflictReason | null, replacement: null };
}

export async function unmarkConflict(db: Kysely<DB>, projectId: number, id: number): Promise<void> {
  if (!(await repo.deleteConflictRow(db, projectId, id))) throw notFound('Conflict');
}

/**
 * A judge declares a conflict with an assigned poster (or abstains): the assignment goes and the pair becomes a
 * declared conflict, in one transaction. The assignment is locked: an evaluation being stored holds it, so one of
 * the two waits for the other. A sent (stored) evaluation refuses it (409 EVALUATION_SENT): the organiser removes
 * it, the scores being part of the record. A draft never sent lives on the phone only, which drops it.
 */
export async function declareConflict(
  db: Kysely<DB>,
  judge: JudgePrincipal,
  projectId: number,
  posterId: number,
  input: { reason: ConflictReason; note?: string | undefined },
): Promise<DeclaredConflict> {
  const pair = { judge_id: judge.id, poster_id: posterId };
  const note = input.note ? input.note : null;
  return db.transaction().execute(async (trx) => {
    await lockProjectForAssignments(trx, projectId);
    const assignment = await repo.lockAssignmentOf(trx, projectId, pair);
    const row = await repo.lockConflictOf(trx, projectId, pair);
    if (!assignment) {
      if (!(await selectPosterExists(trx, projectId, posterId))) throw notFound('Poster');
      if (row && !row.cleared_at)
        throw new AppError('CONFLICT_ALREADY_DECLARED', 'This poster is already set aside as a conflict');
      throw forbidden('This poster is not assigned to you');
    }
    if (await findStoredEvaluation(trx, projectId, judge.id, posterId))
      throw new AppError(
        'EVALUATION_SENT',
        'Your evaluation of this poster is already sent: ask the organiser to remove it first',
      );
    await deleteAssignmentRow(trx, projectId, assignment.id);
    const declared = { source: 'declared' as const, reason: input.reason, note, cleared_at: null };
    if (row) await repo.updateConflict(trx, projectId, row.id, { ...declared, cleared_reason: null });
    else await repo.insertConflict(trx, projectId, pair, { ...declared, cleared_reason: null });
    await recordChange(trx, projectId, {
      kind: 'conflict.declared',
      ...pair,
      summary:
        input.reason === 'abstain'
          ? 'The judge abstained from the poster; assignment removed'
          : `Conflict of interest declared by the judge (${input.reason}); assignment removed`,
      detail: { reason: input.reason, note },
    });
    return { poster_id: posterId, reason: input.reason, note, created_at: new Date().toISOString() };
  });
}

/**
 * The organiser disputes a conflict in force (declared, marked, or a shared affiliation) with a reason kept in the
 * audit log: the pair may then be assigned, by hand or by the plan. A pair with no conflict is 409 NO_CONFLICT.
 */
export async function clearConflict(db: Kysely<DB>, projectId: number, input: ClearConflictInput) {
  const pair = { judge_id: input.judge_id, poster_id: input.poster_id };
  const reason = input.reason.trim();
  await db.transaction().execute(async (trx) => {
    await lockProjectForAssignments(trx, projectId);
    const judge = await findJudge(trx, projectId, pair.judge_id);
    if (!judge) throw notFound('Judge');
    const [poster] = await selectPostersAmong(trx, projectId, [pair.poster_id]);
    if (!poster) throw notFound('Poster');
    const row = await repo.lockConflictOf(trx, projectId, pair);
    const cleared = { cleared_at: new Date().toISOString(), cleared_reason: reason };
    const assigned = await repo.lockAssignmentOf(trx, projectId, pair);
    let source: ConflictSource;
    if (row && !row.cleared_at) {
      source = row.source;
      await repo.updateConflict(trx, projectId, row.id, cleared);
    } else if (!row && !assigned && sameAffiliation(judge.affiliation, poster.affiliation)) {
      source = 'affiliation';
      await repo.insertConflict(trx, projectId, pair, { source, reason: null, note: null, ...cleared });
    } else
      throw new AppError('NO_CONFLICT', 'There is no conflict of interest between this judge and poster');
    await recordChange(trx, projectId, {
      kind: 'conflict.cleared',
      ...pair,
      summary: `Conflict of interest (${source}) cleared by the organiser`,
      detail: { source, reason: row?.reason ?? null, note: row?.note ?? null, cleared_reason: reason },
    });
  });
}
