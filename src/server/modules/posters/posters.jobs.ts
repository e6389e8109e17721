// The posters module's job kind: deriving an image row's sizes in the background (image-work.ts).
import { declareJob } from '@server/modules/jobs';
import { imageSizesJob } from './image-work';

export const imageSizesJobDeclaration = declareJob(imageSizesJob, {
  // On the image queue shared with uploads (one derivation at a time).
  handler: (job, { images }) => images.deriveRow(job),
});
