// What the attendees module's routes share: a poster's path and the error answers.
import { z } from 'zod';
import { errorBodySchema } from '@shared/errors';
import { idParam } from '@shared/schemas';

export const posterParams = z.object({ projectId: idParam, posterId: idParam });
export const questionParams = posterParams.extend({ questionId: idParam });
export const attendeeErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};
