// SQL of a project's phase and its log of changes; every query names its project first.
import type { Kysely } from 'kysely';
import { findRowWhere } from '@server/db/rows';
import type { DB, ProjectPhase } from '@server/db/schema';

/** The stored phase, locked FOR UPDATE: two changes (or a change and an evaluation) run one after the other. */
export const lockPhase = (trx: Kysely<DB>, projectId: number) =>
  findRowWhere(
    trx,
    'projects',
    { id: projectId },
    { columns: ['phase', 'judging_closes_at'], lock: 'update' },
  );

export async function updateProjectPhase(
  trx: Kysely<DB>,
  projectId: number,
  phase: ProjectPhase,
  closesAt: string | null,
): Promise<void> {
  await trx
    .updateTable('projects')
    .set({ phase, judging_closes_at: closesAt })
    .where('id', '=', projectId)
    .execute();
}

export async function insertPhaseChange(
  trx: Kysely<DB>,
  projectId: number,
  change: { from: ProjectPhase; to: ProjectPhase; reason: string | null; adminId: number | null },
): Promise<void> {
  await trx
    .insertInto('phase_changes')
    .values({
      project_id: projectId,
      from_phase: change.from,
      to_phase: change.to,
      reason: change.reason,
      admin_id: change.adminId,
      created_at: new Date().toISOString(),
    })
    .execute();
}

export function selectPhaseChanges(db: Kysely<DB>, projectId: number) {
  return db
    .selectFrom('phase_changes')
    .select(['from_phase', 'to_phase', 'reason', 'admin_id', 'created_at'])
    .where('project_id', '=', projectId)
    .orderBy('id')
    .execute();
}
