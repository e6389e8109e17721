// A project's phase: setup -> open -> closed -> published, one step at a time; going back needs a reason.
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { AppError, notFound } from '@server/errors';
import { effectivePhase, goesBack, phases, type Phase, type PhaseState } from '@shared/contracts/projects';
import { getProjectState } from './projects.service';
import * as repo from './phase.repository';
import { recordChange } from '@server/modules/audit';

export async function getPhaseState(db: Kysely<DB>, projectId: number): Promise<PhaseState> {
  const state = await getProjectState(db, projectId);
  const changes = await repo.selectPhaseChanges(db, projectId);
  return {
    phase: effectivePhase(state.phase, state.judging_closes_at),
    judging_closes_at: state.judging_closes_at,
    changes: changes.map((c) => ({
      from: c.from_phase,
      to: c.to_phase,
      reason: c.reason,
      admin_id: c.admin_id,
      at: c.created_at,
    })),
  };
}

/**
 * What a module that reads the judging adds to a step, in the step's transaction once the project row is locked
 * and the step is allowed: its own checks (a refusal throws) and writes (decision 064: the reports module's
 * guard on closing and publishing, and the publishing scope).
 */
export type PhaseStepGuard = (trx: Kysely<DB>, projectId: number, from: Phase, to: Phase) => Promise<void>;

/**
 * Moves the project to `input.phase` (or only sets the closing time when the phase is the same). Runs on the
 * project row locked FOR UPDATE, so a submission (which reads it FOR SHARE) is either before or after it, and
 * so is what `guard` counts and writes.
 */
export async function changePhase(
  db: Kysely<DB>,
  projectId: number,
  adminId: number | null,
  input: { phase: Phase; reason?: string | undefined; judging_closes_at?: string | null | undefined },
  guard?: PhaseStepGuard,
): Promise<PhaseState> {
  await db.transaction().execute(async (trx) => {
    const row = await repo.lockPhase(trx, projectId);
    if (!row) throw notFound('Project');
    const from = effectivePhase(row.phase, row.judging_closes_at);
    const to = input.phase;
    const closesAt = input.judging_closes_at !== undefined ? input.judging_closes_at : row.judging_closes_at;
    const reason = input.reason?.trim() || null;
    if (to !== from) {
      if (Math.abs(phases.indexOf(to) - phases.indexOf(from)) !== 1)
        throw new AppError(
          'PHASE_ONE_STEP',
          `The phase moves one step at a time: it is ${from} now, so it cannot become ${to}`,
          { params: { from, to } },
        );
      if (goesBack(from, to) && !reason)
        throw new AppError('REASON_REQUIRED', `A reason is required to go back from ${from} to ${to}`, {
          field: 'reason',
        });
    }
    if (to === 'open' && closesAt !== null && Date.parse(closesAt) <= Date.now())
      throw new AppError(
        'CLOSING_TIME_PASSED',
        'judging_closes_at has passed: set a later closing time (or none) to open judging',
        { field: 'judging_closes_at' },
      );
    if (guard) await guard(trx, projectId, from, to);
    await repo.updateProjectPhase(trx, projectId, to, closesAt);
    if (to !== from) await repo.insertPhaseChange(trx, projectId, { from, to, reason, adminId });
    const closes = { old: row.judging_closes_at, new: closesAt };
    if (to !== from || closes.old !== closes.new)
      await recordChange(trx, projectId, {
        kind: 'phase.changed',
        summary: to !== from ? `Phase ${from} -> ${to}` : `Judging closes at ${closesAt ?? 'no set time'}`,
        detail: { from, to, reason, judging_closes_at: closes },
      });
  });
  return getPhaseState(db, projectId);
}
