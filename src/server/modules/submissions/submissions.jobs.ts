// The submissions module's job kinds: rendering a poster file, and the hourly sweep of unfinished resumable
// uploads (docs/decisions/072-job-registry.md).
import { declareJob, recurringJob } from '@server/modules/jobs';
import { failRender, renderJob, renderJobHandler } from './render-job';
import { removeExpiredUploads } from './tus-store';

export const renderJobDeclaration = declareJob(renderJob, {
  handler: (job, { db, config, log }) => renderJobHandler({ db, uploadsDir: config.uploadsDir, log })(job),
  concurrency: ({ config }) => config.renderConcurrency,
  // A worker that died during every attempt: the submission fails instead of staying `processing`.
  onFailed: (job, failure, { db }) => failRender(db, job.payload.submissionId, failure),
});

// Each instance sweeps its own upload parts (DATA_DIR/tus), or the bucket's (each instance, at no harm: a part
// already removed is not removed again).
export const tusUploadsSweep = recurringJob({
  name: 'tus-uploads-sweep',
  every: 3600_000,
  eachInstance: true,
  handler: ({ config }) => removeExpiredUploads(config),
});
