// The abstract book's job kind: building its PDF and workbook (docs/decisions/054-abstract-book.md).
import { declareJob } from '@server/modules/jobs';
import { bookJobHandler } from './book-job';
import { bookJob } from './abstract-book.service';

export const bookJobDeclaration = declareJob(bookJob, {
  handler: (job, { db, config, log }) => bookJobHandler({ db, uploadsDir: config.uploadsDir, log })(job),
});
