// The mail module's job kind: sending one message of the mail log (docs/decisions/044-mail.md).
import { declareJob } from '@server/modules/jobs';
import { mailJobHandler } from './mail-send';
import { mailJob } from './mail.service';

export const mailJobDeclaration = declareJob(mailJob, {
  handler: (job, { db, config, mail }) => {
    if (!mail) throw new Error('mail is off on this instance'); // never: runsHere
    return mailJobHandler({ db, transport: mail, from: config.mailFrom })(job);
  },
  concurrency: 4,
  // Only while SMTP_URL is set: messages queued before it was unset wait for an instance that sends.
  runsHere: ({ mail }) => mail !== null,
});
