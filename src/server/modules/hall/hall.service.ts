// The hall's floor map: the plan, where each board stands on it, and the certificates setting (decision 059); a
// PDF plan rendered by the job queue (decision 061).
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '@server/db/schema';
import { AppError } from '@server/errors';
import {
  hallPlanErrors,
  type BoardPosition,
  type HallMap,
  type HallPlanError,
  type HallSettingsInput,
} from '@shared/contracts/hall';
import { recordChange } from '@server/modules/audit';
import { enqueue, jobKind } from '@server/modules/jobs';
import { selectBoardRows } from '@server/modules/sessions';
import {
  isPdfPlan,
  removePlan,
  removePlanSource,
  storePlan,
  storePlanSource,
  type StoredPlan,
} from './hall-plan';
import * as repo from './hall.repository';

/** Why a PDF plan was refused, as the contract names it (anything else stored reads as RENDER_FAILED). */
const planErrorOf = (code: string | null | undefined): HallPlanError | null =>
  !code
    ? null
    : (hallPlanErrors as readonly string[]).includes(code)
      ? (code as HallPlanError)
      : 'RENDER_FAILED';

export async function getHallMap(db: Kysely<DB>, projectId: number): Promise<HallMap> {
  const row = await repo.findHallMapRow(db, projectId);
  const plan =
    row?.plan_url && row.plan_width && row.plan_height
      ? { url: row.plan_url, width: row.plan_width, height: row.plan_height }
      : null;
  return {
    plan,
    plan_rendering: !!row?.plan_source,
    plan_error: planErrorOf(row?.plan_error),
    positions: plan ? await repo.selectBoardPositions(db, projectId) : [],
    presence_certificates: row?.presence_certificates === 1,
  };
}

/** The job kind that renders a PDF plan (hall-plan-job.ts); one job per upload, named by its number and hash. */
export const HALL_PLAN_JOB = 'hall-plan';
/** Attempts of one rendering: a passing failure (a program not started, a full disk) is tried again, then fails. */
export const HALL_PLAN_MAX_ATTEMPTS = 3;
export const hallPlanJobKey = (projectId: number, upload: number, hash: string) =>
  `${HALL_PLAN_JOB}:${projectId}:${upload}:${hash}`;
export const hallPlanJob = jobKind({
  name: HALL_PLAN_JOB,
  payload: z.object({ upload: z.number().int(), source: z.string() }),
  maxAttempts: HALL_PLAN_MAX_ATTEMPTS,
});
export type HallPlanPayload = z.infer<typeof hallPlanJob.payload>;

/**
 * Stores a new plan (or replaces the plan). An image is made into the plan at once, before the transaction that
 * records it (and that clears a PDF still rendering or refused: the newest upload wins); the file no longer named
 * is removed after. A PDF is kept aside and, in one transaction, becomes the upload waiting to be rendered and
 * gets its job (`rendering: true`; the caller wakes the runner): the current plan stays shown until the job
 * records the new one. The boards keep their places: a revised plan of the same hall.
 */
export async function setHallPlan(
  db: Kysely<DB>,
  uploadsDir: string,
  projectId: number,
  file: { name: string; data: Buffer },
): Promise<{ map: HallMap; rendering: boolean }> {
  if (isPdfPlan(file.data)) {
    await queuePlanPdf(db, uploadsDir, projectId, file);
    return { map: await getHallMap(db, projectId), rendering: true };
  }
  const plan = await storePlan(uploadsDir, projectId, file);
  let old: { url: string | null; source: string | null };
  try {
    old = await db.transaction().execute(async (trx) => {
      const before = await repo.lockHallMap(trx, projectId);
      await writePlan(trx, projectId, before, plan, '');
      return { url: before.plan_url, source: before.plan_source };
    });
  } catch (err) {
    await removePlan(uploadsDir, projectId, plan.url);
    throw err;
  }
  await removePlan(uploadsDir, projectId, old.url);
  await removePlanSource(uploadsDir, projectId, old.source);
  return { map: await getHallMap(db, projectId), rendering: false };
}

async function queuePlanPdf(
  db: Kysely<DB>,
  uploadsDir: string,
  projectId: number,
  file: { name: string; data: Buffer },
): Promise<void> {
  const { source, hash } = await storePlanSource(uploadsDir, projectId, file.data);
  let replaced: string | null;
  try {
    replaced = await db.transaction().execute(async (trx) => {
      const before = await repo.lockHallMap(trx, projectId);
      const upload = before.plan_upload + 1;
      await repo.upsertHallMap(trx, projectId, {
        plan_source: source,
        plan_error: null,
        plan_upload: upload,
      });
      await enqueue(
        trx,
        hallPlanJob,
        { upload, source },
        { projectId, key: hallPlanJobKey(projectId, upload, hash) },
      );
      await recordChange(trx, projectId, {
        kind: 'hall.plan',
        summary: 'Hall plan uploaded as a PDF (its first page is being rendered)',
        detail: { file: file.name, size: file.data.length, upload },
      });
      return before.plan_source;
    });
  } catch (err) {
    await removePlanSource(uploadsDir, projectId, source);
    throw err;
  }
  // An older PDF still waiting is replaced: its job finds it is no longer the newest and records nothing.
  await removePlanSource(uploadsDir, projectId, replaced);
}

/**
 * Makes `plan` the project's plan, in the caller's transaction (its row locked as `before`), and writes its audit
 * row; a waiting or refused PDF is forgotten. `how` says where the picture came from.
 */
async function writePlan(
  trx: Kysely<DB>,
  projectId: number,
  before: repo.HallMapRow,
  plan: StoredPlan,
  how: '' | ' (from a PDF)',
): Promise<void> {
  await repo.upsertHallMap(trx, projectId, {
    plan_url: plan.url,
    plan_width: plan.width,
    plan_height: plan.height,
    plan_source: null,
    plan_error: null,
  });
  await recordChange(trx, projectId, {
    kind: 'hall.plan',
    summary: `${before.plan_url ? 'Hall plan replaced' : 'Hall plan uploaded'}${how}`,
    detail: { old: before.plan_url, new: plan.url, width: plan.width, height: plan.height },
  });
}

/**
 * Records a PDF's rendered plan, once and only while its upload is still the newest (checked on the row locked in
 * this transaction): the plan replaces the one shown, the waiting state is cleared. Answers whether it did; the
 * PDF and the plan file it replaced are removed after the commit.
 */
export async function recordRenderedPlan(
  db: Kysely<DB>,
  uploadsDir: string,
  projectId: number,
  pending: HallPlanPayload,
  plan: StoredPlan,
): Promise<boolean> {
  const old = await db.transaction().execute(async (trx) => {
    const before = await repo.lockWhilePending(trx, projectId, pending);
    if (!before) return undefined;
    await writePlan(trx, projectId, before, plan, ' (from a PDF)');
    return before.plan_url;
  });
  if (old === undefined) return false;
  await removePlan(uploadsDir, projectId, old);
  await removePlanSource(uploadsDir, projectId, pending.source);
  return true;
}

/**
 * Records why a PDF plan was refused (a file refusal code), once and only while its upload is still the newest:
 * the waiting state is cleared and the plan shown stays. Answers whether it did; the PDF is removed after.
 */
export async function recordRefusedPlan(
  db: Kysely<DB>,
  uploadsDir: string,
  projectId: number,
  pending: HallPlanPayload,
  code: string,
): Promise<boolean> {
  const done = await db.transaction().execute(async (trx) => {
    if (!(await repo.lockWhilePending(trx, projectId, pending))) return false;
    const error = planErrorOf(code)!;
    await repo.upsertHallMap(trx, projectId, { plan_source: null, plan_error: error });
    await recordChange(trx, projectId, {
      kind: 'hall.plan',
      summary: `Hall plan PDF refused (${error})`,
      detail: { upload: pending.upload, code: error },
    });
    return true;
  });
  if (done) await removePlanSource(uploadsDir, projectId, pending.source);
  return done;
}

/** Takes the plan away, and with it the boards' places (they were shares of that picture) and any PDF waiting. */
export async function deleteHallPlan(
  db: Kysely<DB>,
  uploadsDir: string,
  projectId: number,
): Promise<HallMap> {
  const old = await db.transaction().execute(async (trx) => {
    const before = await repo.lockHallMap(trx, projectId);
    if (!before.plan_url && !before.plan_source && !before.plan_error) return null;
    await repo.upsertHallMap(trx, projectId, {
      plan_url: null,
      plan_width: null,
      plan_height: null,
      plan_source: null,
      plan_error: null,
    });
    await repo.replaceBoardPositions(trx, projectId, []);
    await recordChange(trx, projectId, {
      kind: 'hall.plan',
      summary: 'Hall plan removed',
      detail: { old: before.plan_url, new: null, rendering: !!before.plan_source },
    });
    return { url: before.plan_url, source: before.plan_source };
  });
  await removePlan(uploadsDir, projectId, old?.url ?? null);
  await removePlanSource(uploadsDir, projectId, old?.source ?? null);
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
    const map = await repo.lockHallMap(trx, projectId);
    if (!map.plan_url)
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
    const before = await repo.lockHallMap(trx, projectId);
    await repo.upsertHallMap(trx, projectId, { presence_certificates: input.presence_certificates ? 1 : 0 });
    await recordChange(trx, projectId, {
      kind: 'hall.settings',
      summary: `Certificates of presentation ${input.presence_certificates ? 'on' : 'off'}`,
      detail: {
        old: { presence_certificates: before.presence_certificates === 1 },
        new: input,
      },
    });
  });
  return getHallMap(db, projectId);
}
