// The automatic plan, bulk assignment and removal: each a single transaction.
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { AppError, notFound } from '@server/errors';
import type { AssignmentRow, PlanResult } from '@shared/contracts/assignments';
import { deleteEvaluationRow, findStoredEvaluation } from '@server/modules/judging';
import { recordChange } from '@server/modules/audit';
import { findJudge, selectJudgeAccounts } from '@server/modules/judges';
import { selectPostersAmong, selectPostersInBoardOrder } from '@server/modules/posters';
import { getProjectState } from '@server/modules/projects';
import { planAssignments, sameAffiliation, type Pair } from './assignment-plan';
import { assignmentChange, pairsAdded } from './assignment-audit';
import { selectAssignments } from './assignments.repository';
import * as repo from './plan.repository';

const key = (p: Pair) => `${p.judge_id}:${p.poster_id}`;

/**
 * The project row FOR UPDATE: applying a plan, a bulk assignment and marking a conflict each take it first,
 * so they run one after another and each one's checks still hold at its commit (SQLite: one writer anyway).
 */
export async function lockProjectForAssignments(trx: Kysely<DB>, projectId: number): Promise<void> {
  await getProjectState(trx, projectId, 'update');
}

/** The plan for `k` judges a poster on the project as it is now (conflicts in force avoided, cleared ones not). */
export async function computePlan(db: Kysely<DB>, projectId: number, k: number, max: number | null) {
  const [judges, posters, existing, conflicts, cleared] = await Promise.all([
    selectJudgeAccounts(db, projectId),
    selectPostersInBoardOrder(db, projectId),
    repo.selectPairs(db, 'assignments', projectId),
    repo.selectPairs(db, 'conflicts', projectId),
    repo.selectClearedPairs(db, projectId),
  ]);
  return planAssignments({
    judges,
    posters,
    existing,
    conflicts,
    cleared,
    judgesPerPoster: k,
    maxPerJudge: max,
  });
}

/**
 * The plan for `k` judges a poster. A preview reads; `apply` computes the same plan inside one transaction on
 * the project row locked FOR UPDATE (so two applies, or a conflict being marked, cannot interleave) and
 * inserts its new pairs. Existing pairs and their evaluations are kept: a re-run only fills gaps.
 */
export async function planProjectAssignments(
  db: Kysely<DB>,
  projectId: number,
  input: { judges_per_poster: number; max_per_judge: number | null; apply: boolean },
): Promise<PlanResult> {
  const k = input.judges_per_poster;
  if (!input.apply) return { ...(await computePlan(db, projectId, k, input.max_per_judge)), applied: false };
  return db.transaction().execute(async (trx) => {
    await lockProjectForAssignments(trx, projectId);
    const plan = await computePlan(trx, projectId, k, input.max_per_judge);
    await repo.insertAssignments(trx, projectId, plan.assignments);
    await recordChange(
      trx,
      projectId,
      pairsAdded('Automatic plan applied', plan.assignments, { judges_per_poster: k }),
    );
    return { ...plan, applied: true };
  });
}

/**
 * The posters among `posterIds` this judge must not get: a marked or declared pair, or the author's affiliation
 * (unless the organiser cleared that pair).
 */
async function conflictsOf(
  db: Kysely<DB>,
  projectId: number,
  judge: { id: number; affiliation: string | null },
  posters: readonly { id: number; affiliation: string | null }[],
  affiliation: 'refuse' | 'allow' = 'refuse',
): Promise<number[]> {
  const marked = new Set((await repo.selectPairs(db, 'conflicts', projectId)).map(key));
  const cleared = new Set((await repo.selectClearedPairs(db, projectId)).map(key));
  return posters
    .filter((p) => {
      const pair = key({ judge_id: judge.id, poster_id: p.id });
      if (marked.has(pair)) return true;
      return (
        affiliation === 'refuse' && !cleared.has(pair) && sameAffiliation(judge.affiliation, p.affiliation)
      );
    })
    .map((p) => p.id);
}

/** Gives one judge many posters at once; pairs that exist are skipped, a conflict refuses the whole request. */
export async function bulkAssign(
  db: Kysely<DB>,
  projectId: number,
  judgeId: number,
  posterIds: readonly number[],
  rules: { sameAffiliation: 'refuse' | 'allow' } = { sameAffiliation: 'refuse' },
): Promise<{ assignments: AssignmentRow[]; already_assigned: number[] }> {
  const wanted = [...new Set(posterIds)];
  const added = await db.transaction().execute(async (trx) => {
    await lockProjectForAssignments(trx, projectId);
    const judge = await findJudge(trx, projectId, judgeId);
    if (!judge) throw notFound('Judge');
    const posters = await selectPostersAmong(trx, projectId, wanted);
    if (posters.length !== wanted.length) {
      const found = new Set(posters.map((p) => p.id));
      throw notFound(`Poster ${wanted.filter((id) => !found.has(id)).join(', ')}`);
    }
    const refused = await conflictsOf(trx, projectId, judge, posters, rules.sameAffiliation);
    if (refused.length > 0)
      throw new AppError(
        'CONFLICT_OF_INTEREST',
        `Conflict of interest: this judge cannot be given poster ${refused.join(', ')}`,
      );
    const existing = new Set((await repo.selectPairs(trx, 'assignments', projectId)).map(key));
    const fresh = wanted.filter((id) => !existing.has(key({ judge_id: judgeId, poster_id: id })));
    await repo.insertAssignments(
      trx,
      projectId,
      fresh.map((id) => ({ judge_id: judgeId, poster_id: id })),
    );
    // One poster is recorded as that pair (found by poster too); several as one entry listing them.
    if (fresh.length === 1) {
      await recordChange(trx, projectId, assignmentChange('added', judgeId, fresh[0]!, null));
    } else if (fresh.length > 1) {
      await recordChange(trx, projectId, {
        ...pairsAdded(
          'Posters assigned to the judge',
          fresh.map((id) => ({ judge_id: judgeId, poster_id: id })),
        ),
        judge_id: judgeId,
      });
    }
    return fresh;
  });
  const mine = await selectAssignments(db, projectId, judgeId);
  const freshSet = new Set(added);
  return {
    assignments: mine.filter((a) => freshSet.has(a.poster_id)),
    already_assigned: wanted.filter((id) => !freshSet.has(id)),
  };
}

/** Removes many assignments (and their evaluations) at once; an id not of this project refuses them all. */
export async function bulkRemove(db: Kysely<DB>, projectId: number, ids: readonly number[]): Promise<number> {
  const wanted = [...new Set(ids)];
  return db.transaction().execute(async (trx) => {
    const rows = await repo.lockAssignments(trx, projectId, wanted);
    if (rows.length !== wanted.length) {
      const found = new Set(rows.map((r) => r.id));
      throw notFound(`Assignment ${wanted.filter((id) => !found.has(id)).join(', ')}`);
    }
    const removed = [];
    for (const a of rows) {
      const evaluation = await findStoredEvaluation(trx, projectId, a.judge_id, a.poster_id);
      removed.push({ judge_id: a.judge_id, poster_id: a.poster_id, removed_evaluation: evaluation });
      await deleteEvaluationRow(trx, projectId, a.judge_id, a.poster_id);
    }
    await repo.deleteAssignmentRows(trx, projectId, wanted);
    await recordChange(trx, projectId, {
      kind: 'assignment.removed',
      summary: `${rows.length} assignments removed`,
      detail: { removed },
    });
    return rows.length;
  });
}
