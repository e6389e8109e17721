// The jobs module's face: what the rest of the server uses of it (docs/decisions/078-module-faces.md).
export {
  declareJob,
  type FileJobDeps,
  type Job,
  type JobContext,
  type JobDeclaration,
  type JobFailure,
  type JobLog,
  jobKind,
  recurringJob,
} from './job-kind';
export { jobsPurge } from './job-purge';
export { enqueue, enqueueMany, PermanentJobError } from './job-queue';
export { JobRunner } from './job-runner';
