// Closing judging and publishing the results, guarded (docs/decisions/064-guarded-steps-and-publishing-scope.md):
// what is missing, read from the live dashboard's counts; the typed confirmation the steps need while something
// is; the publishing scope, stored with the step; taking published results down.
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { checkTyped } from '@server/http/confirmation';
import type { Phase, PhaseChangeInput, PhaseState } from '@shared/contracts/projects';
import type { MissingWork } from '@shared/contracts/reports';
import { pick } from '@shared/pick';
import { changePhase, getProjectById, type PhaseStepGuard } from '@server/modules/projects';
import { selectJudgeCounts, selectPosterCounts } from './progress.repository';
import * as repo from './reports.repository';

/** N of "the top N of each category" until the organiser chooses one. */
const DEFAULT_WINNERS = 3;

/** The stored publishing scope (null: never chosen) and N (3 unless chosen). */
export async function publishChoice(db: Kysely<DB>, projectId: number): Promise<MissingWork['publish']> {
  const row = await repo.findResultSettings(db, projectId);
  return {
    scope: row?.publish_scope ?? null,
    winners_per_category: row?.winners_per_category ?? DEFAULT_WINNERS,
  };
}

/**
 * The judging not done, from the same per-judge and per-poster counts as the live dashboard (progress): an
 * evaluation is missing for each assignment not completed.
 */
export async function missingWork(db: Kysely<DB>, projectId: number): Promise<MissingWork> {
  const judges = await selectJudgeCounts(db, projectId);
  const posters = await selectPosterCounts(db, projectId);
  const total = judges.reduce((s, j) => s + j.assigned, 0);
  const done = judges.reduce((s, j) => s + j.completed, 0);
  const left = total - done;
  return {
    total_assignments: total,
    completed_assignments: done,
    evaluations_left: left,
    posters_short: posters
      .filter((p) => p.evaluated < p.assigned)
      .map((p) => pick(p, ['poster_id', 'poster_number', 'title', 'assigned', 'evaluated'])),
    judges_unfinished: judges
      .filter((j) => j.completed < j.assigned)
      .map((j) => pick(j, ['judge_id', 'full_name', 'assigned', 'completed'])),
    confirm: left > 0 ? String(left) : null,
    publish: await publishChoice(db, projectId),
  };
}

/** Closing judging and publishing are the steps that end the judging: they check what is missing. */
const endsJudging = (from: Phase, to: Phase) =>
  (from === 'open' && to === 'closed') || (from === 'closed' && to === 'published');

/**
 * The checks and the write a phase step adds, inside its transaction on the locked project row: closing or
 * publishing while evaluations are missing needs their number typed; taking published results down needs the
 * project's name typed; publishing stores its scope (the one given, else the stored one).
 */
function releaseGuard(input: PhaseChangeInput): PhaseStepGuard {
  return async (trx, projectId, from, to) => {
    if (from === to) return;
    if (endsJudging(from, to)) {
      const missing = await missingWork(trx, projectId);
      if (missing.confirm !== null)
        checkTyped(
          [missing.confirm],
          input.confirm,
          `${missing.evaluations_left} evaluations are missing (${missing.posters_short.length} posters have ` +
            `fewer than their judges, ${missing.judges_unfinished.length} judges have not finished): to go on, ` +
            `confirm by typing "${missing.confirm}"`,
          {
            evaluations_left: missing.evaluations_left,
            posters_short: missing.posters_short.length,
            judges_unfinished: missing.judges_unfinished.length,
          },
        );
    }
    if (from === 'published') {
      const { name } = await getProjectById(trx, projectId);
      checkTyped([name], input.confirm, `To take the published results down, confirm by typing "${name}"`);
    }
    if (to === 'published') {
      const stored = await publishChoice(trx, projectId);
      await repo.updatePublishScope(trx, projectId, {
        publish_scope: input.publish_scope ?? stored.scope ?? 'scores',
        winners_per_category: input.winners_per_category ?? stored.winners_per_category,
      });
    }
  };
}

/** PUT /phase: the phase step (projects' phase service) with the guard above in its transaction. */
export function changePhaseGuarded(
  db: Kysely<DB>,
  projectId: number,
  adminId: number | null,
  input: PhaseChangeInput,
): Promise<PhaseState> {
  return changePhase(db, projectId, adminId, input, releaseGuard(input));
}
