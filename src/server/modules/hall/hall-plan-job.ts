// The job kind hall-plan: renders the first page of an uploaded PDF into the hall plan and records it, unless a
// newer upload came meanwhile (docs/decisions/061-hall-plan-pdf.md, 040-job-queue.md).
import { type FileJobDeps, type Job, PermanentJobError } from '@server/modules/jobs';
import { isFileRefusal, PLAN_RENDER_LIMITS, type RenderLimits } from '@server/media';
import { planSourceFile, removePlan, renderPlanPdf } from './hall-plan';
import { findHallMapRow, stillPending } from './hall.repository';
import {
  HALL_PLAN_MAX_ATTEMPTS,
  recordRefusedPlan,
  recordRenderedPlan,
  type HallPlanPayload,
} from './hall.service';

export type HallPlanJobDeps = FileJobDeps & {
  /** The rendering (tests wrap it to see or stop a run). */
  render?: typeof renderPlanPdf;
  limits?: RenderLimits;
};

/**
 * Renders one upload's PDF. Idempotent: an upload no longer the newest (a newer upload, an image or a removal came)
 * is left alone before and after rendering, and the result is recorded in one transaction only while it is still
 * the newest; so a run repeated after a crash records once. A refused file (MediaRefused: encrypted, unreadable,
 * too large, past its time or memory) is recorded as the plan's error and ends the job failed with its code
 * (PermanentJobError); any other failure is thrown for the queue to retry, and on the last attempt it is recorded
 * as RENDER_FAILED instead of leaving the plan rendering for ever.
 */
export function hallPlanJobHandler(deps: HallPlanJobDeps) {
  const render = deps.render ?? renderPlanPdf;
  const limits = deps.limits ?? PLAN_RENDER_LIMITS;
  return async (job: Job<HallPlanPayload>): Promise<void> => {
    const { projectId, payload } = job;
    if (projectId === null) return;
    const isNewest = async () => stillPending(await findHallMapRow(deps.db, projectId), payload);
    const file = planSourceFile(deps.uploadsDir, projectId, payload.source);
    if (!file || !(await isNewest())) return;
    let plan;
    try {
      plan = await render(deps.uploadsDir, projectId, file, limits);
    } catch (err) {
      // A newer upload may have removed this one's file under the rendering: nothing to record, nothing to retry.
      if (!(await isNewest())) return;
      const detail = err instanceof Error ? err.message : String(err);
      if (!isFileRefusal(err) && job.attempt < HALL_PLAN_MAX_ATTEMPTS) throw err;
      const code = isFileRefusal(err) ? err.code : 'RENDER_FAILED';
      if (!isFileRefusal(err)) deps.log?.warn({ project: projectId, err }, 'rendering a hall plan failed');
      if (await recordRefusedPlan(deps.db, deps.uploadsDir, projectId, payload, code))
        throw new PermanentJobError(code, detail);
      return;
    }
    // Not recorded when a newer upload came during the rendering: its WebP (a name of its own) goes.
    if (!(await recordRenderedPlan(deps.db, deps.uploadsDir, projectId, payload, plan)))
      await removePlan(deps.uploadsDir, projectId, plan.url);
  };
}
