// The hall's floor map: the plan, where each board stands on it, and the certificates setting (decision 059).
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { AppError } from '@server/http/errors';
import type { BoardPosition, HallMap, HallSettingsInput } from '@shared/contracts/hall';
import { recordChange } from '../audit/audit.service';
import { selectBoardRows } from '../sessions/sessions.repository';
import { removePlan, storePlan } from './hall-plan';
import * as repo from './hall.repository';

export async function getHallMap(db: Kysely<DB>, projectId: number): Promise<HallMap> {
  const row = await repo.findHallMapRow(db, projectId);
  const plan =
    row?.plan_url && row.plan_width && row.plan_height
      ? { url: row.plan_url, width: row.plan_width, height: row.plan_height }
      : null;
  return {
    plan,
    positions: plan ? await repo.selectBoardPositions(db, projectId) : [],
    presence_certificates: row?.presence_certificates === 1,
  };
}

/**
 * Stores a new plan (or replaces the plan): the file is made before the transaction, the row written in it, and
 * the file no longer named removed after it. The boards keep their places: a revised plan of the same hall.
 */
export async function setHallPlan(
  db: Kysely<DB>,
  uploadsDir: string,
  projectId: number,
  file: { name: string; data: Buffer },
): Promise<HallMap> {
  const plan = await storePlan(uploadsDir, projectId, file);
  const old = await db.transaction().execute(async (trx) => {
    const before = await repo.findHallMapRow(trx, projectId, 'update');
    await repo.upsertHallMap(trx, projectId, {
      plan_url: plan.url,
      plan_width: plan.width,
      plan_height: plan.height,
    });
    await recordChange(trx, projectId, {
      kind: 'hall.plan',
      summary: before?.plan_url ? 'Hall plan replaced' : 'Hall plan uploaded',
      detail: { old: before?.plan_url ?? null, new: plan.url, width: plan.width, height: plan.height },
    });
    return before?.plan_url ?? null;
  });
  if (old !== plan.url) await removePlan(uploadsDir, projectId, old);
  return getHallMap(db, projectId);
}

/** Takes the plan away, and with it the boards' places (they were shares of that picture). */
export async function deleteHallPlan(
  db: Kysely<DB>,
  uploadsDir: string,
  projectId: number,
): Promise<HallMap> {
  const old = await db.transaction().execute(async (trx) => {
    const before = await repo.findHallMapRow(trx, projectId, 'update');
    if (!before?.plan_url) return null;
    await repo.upsertHallMap(trx, projectId, { plan_url: null, plan_width: null, plan_height: null });
    await repo.replaceBoardPositions(trx, projectId, []);
    await recordChange(trx, projectId, {
      kind: 'hall.plan',
      summary: 'Hall plan removed',
      detail: { old: before.plan_url, new: null },
    });
    return before.plan_url;
  });
  await removePlan(uploadsDir, projectId, old);
  return getHallMap(db, projectId);
}

/**
 * Replaces every board's place. A board must be one a poster of the project hangs on, named once, and the plan
 * must exist; checked against the rows read (and locked) in the write's transaction.
 */
export async function setBoardPositions(
  db: Kysely<DB>,
  projectId: number,
  positions: BoardPosition[],
): Promise<HallMap> {
  const seen = new Set<string>();
  for (const p of positions) {
    if (seen.has(p.board))
      throw new AppError('BOARD_TWICE', `Board "${p.board}" is placed twice`, {
        field: 'positions',
        params: { board: p.board },
      });
    seen.add(p.board);
  }
  await db.transaction().execute(async (trx) => {
    const map = await repo.findHallMapRow(trx, projectId, 'update');
    if (!map?.plan_url)
      throw new AppError('HALL_PLAN_MISSING', 'Upload the hall plan before placing boards on it');
    const boards = new Set((await selectBoardRows(trx, projectId, 'update')).map((r) => r.board));
    const unknown = positions.find((p) => !boards.has(p.board));
    if (unknown)
      throw new AppError('BOARD_UNKNOWN', `No poster of this project hangs on board "${unknown.board}"`, {
        field: 'positions',
        params: { board: unknown.board },
      });
    await repo.replaceBoardPositions(trx, projectId, positions);
    await recordChange(trx, projectId, {
      kind: 'hall.boards',
      summary: `Boards placed on the hall plan (${positions.length})`,
      detail: { boards: positions.length },
    });
  });
  return getHallMap(db, projectId);
}

export async function setHallSettings(
  db: Kysely<DB>,
  projectId: number,
  input: HallSettingsInput,
): Promise<HallMap> {
  await db.transaction().execute(async (trx) => {
    const before = await repo.findHallMapRow(trx, projectId, 'update');
    await repo.upsertHallMap(trx, projectId, { presence_certificates: input.presence_certificates ? 1 : 0 });
    await recordChange(trx, projectId, {
      kind: 'hall.settings',
      summary: `Certificates of presentation ${input.presence_certificates ? 'on' : 'off'}`,
      detail: {
        old: { presence_certificates: before?.presence_certificates === 1 },
        new: input,
      },
    });
  });
  return getHallMap(db, projectId);
}
