// SQL of the hall map: the plan, the certificates setting and the boards' places; every query names its project.
import type { Kysely, Selectable, Updateable } from 'kysely';
import { findProjectRow } from '@server/db/project-rows';
import type { DB, HallMapTable } from '@server/db/schema';

/** Positions are stored in ten-thousandths of the plan: integers on both databases. */
const SCALE = 10_000;

export type HallMapRow = Selectable<HallMapTable>;

export const findHallMapRow = (db: Kysely<DB>, projectId: number): Promise<HallMapRow | undefined> =>
  findProjectRow(db, 'hall_maps', projectId);

/**
 * The project's hall map row, made when it has none and locked until the transaction ends: every write of the hall
 * map starts here, so two writes, even a project's first two, take turns (a row not there yet could not be locked).
 */
export async function lockHallMap(trx: Kysely<DB>, projectId: number): Promise<HallMapRow> {
  await trx
    .insertInto('hall_maps')
    .values({ project_id: projectId, presence_certificates: 0, updated_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('project_id').doNothing())
    .execute();
  return (await findProjectRow(trx, 'hall_maps', projectId, 'update'))!;
}

/** A PDF plan uploaded and waiting to be rendered: the upload's number and the file. */
type PendingPlan = { upload: number; source: string };

/** Whether the hall map still waits for this PDF upload: no newer upload, image or removal came since. */
export const stillPending = (row: HallMapRow | undefined, pending: PendingPlan): boolean =>
  row?.plan_upload === pending.upload && row.plan_source === pending.source;

/** The hall map locked in `trx` (lockHallMap) while it still waits for this upload; undefined once it does not. */
export async function lockWhilePending(trx: Kysely<DB>, projectId: number, pending: PendingPlan) {
  const row = await lockHallMap(trx, projectId);
  return stillPending(row, pending) ? row : undefined;
}

/** Sets some of the project's hall map columns, making its row when it has none. */
export async function upsertHallMap(
  db: Kysely<DB>,
  projectId: number,
  values: Omit<Updateable<HallMapTable>, 'project_id' | 'updated_at'>,
): Promise<void> {
  const updated_at = new Date().toISOString();
  await db
    .insertInto('hall_maps')
    .values({ project_id: projectId, presence_certificates: 0, ...values, updated_at })
    .onConflict((oc) => oc.column('project_id').doUpdateSet({ ...values, updated_at }))
    .execute();
}

export async function selectBoardPositions(db: Kysely<DB>, projectId: number) {
  const rows = await db
    .selectFrom('board_positions')
    .select(['board', 'x', 'y'])
    .where('project_id', '=', projectId)
    .orderBy('board')
    .execute();
  return rows.map((r) => ({ board: r.board, x: r.x / SCALE, y: r.y / SCALE }));
}

/** Replaces every board's place with these. */
export async function replaceBoardPositions(
  trx: Kysely<DB>,
  projectId: number,
  positions: { board: string; x: number; y: number }[],
): Promise<void> {
  await trx.deleteFrom('board_positions').where('project_id', '=', projectId).execute();
  for (let i = 0; i < positions.length; i += 500) {
    await trx
      .insertInto('board_positions')
      .values(
        positions.slice(i, i + 500).map((p) => ({
          project_id: projectId,
          board: p.board,
          x: Math.round(p.x * SCALE),
          y: Math.round(p.y * SCALE),
        })),
      )
      .execute();
  }
}
