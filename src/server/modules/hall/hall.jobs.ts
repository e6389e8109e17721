// The hall module's job kind: rendering a hall plan uploaded as a PDF (docs/decisions/061-hall-plan-pdf.md).
import { declareJob } from '@server/modules/jobs';
import { hallPlanJobHandler } from './hall-plan-job';
import { hallPlanJob, recordRefusedPlan } from './hall.service';

export const hallPlanJobDeclaration = declareJob(hallPlanJob, {
  handler: (job, { db, config, log }) => hallPlanJobHandler({ db, uploadsDir: config.uploadsDir, log })(job),
  // A worker that died during every attempt: the plan shows RENDER_FAILED instead of rendering for ever (a code
  // the plan does not know reads as RENDER_FAILED; a refusal the handler recorded is not recorded twice).
  onFailed: async (job, failure, { db, config }) => {
    if (job.projectId !== null)
      await recordRefusedPlan(db, config.uploadsDir, job.projectId, job.payload, failure.code);
  },
});
