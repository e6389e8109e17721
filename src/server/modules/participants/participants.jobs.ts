// The participants module's job kind: a password reset request, answered by mail (docs/decisions/044-mail.md).
import { declareJob } from '@server/modules/jobs';
import { passwordResetHandler, passwordResetJob } from './password-reset.service';

export const passwordResetJobDeclaration = declareJob(passwordResetJob, {
  handler: (job, { db, config }) => passwordResetHandler(db, config)(job),
  // Mail off: nothing is queued; a request queued while it was on waits for an instance with mail.
  runsHere: ({ mail }) => mail !== null,
});
