// The submissions module's face: what the rest of the server uses of it (docs/decisions/078-module-faces.md).
export { default as submissionsRoutes } from './submissions.routes';
export { renderJobDeclaration, tusUploadsSweep } from './submissions.jobs';
export { isSubmissionOpen, readSubmissionSettings } from './submission-settings.service';
export type { ReviewMail } from './submissions.service';
export { originalKey } from './page-urls';
export { RENDER_JOB } from './render-job';
// Of its repository: what other modules call directly, within their own work (a transaction, a count).
export { selectPosterStatuses } from './submission-board.repository';
export {
  approvedTextMatches,
  findNewestSubmission,
  selectApprovedPagesOf,
  selectCollectsFiles,
  selectPagesOf,
  toSubmission,
} from './submissions.repository';
