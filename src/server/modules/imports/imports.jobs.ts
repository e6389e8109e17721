// The imports module's job kind: fetching again, with backoff, an image URL a spreadsheet named
// (docs/decisions/049-image-fetch-retries.md).
import { declareJob } from '@server/modules/jobs';
import { imageFetchHandler, imageFetchJob, waitAfterJobTry } from './image-fetch-job';
import { importMediaOf } from './import-images';

export const imageFetchJobDeclaration = declareJob(imageFetchJob, {
  handler: (job, { db, config, images }) =>
    imageFetchHandler({ db, media: importMediaOf(config), images, firstRetryMs: config.imageFetchRetryMs })(
      job,
    ),
  concurrency: 2,
  backoff: (attempts, { config }) => waitAfterJobTry(config.imageFetchRetryMs)(attempts),
});
