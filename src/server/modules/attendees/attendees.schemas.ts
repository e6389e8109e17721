// What the attendees module's routes share: a poster's path and a question's.
import { z } from 'zod';
import { idParam } from '@shared/schemas';

export const posterParams = z.object({ projectId: idParam, posterId: idParam });
export const questionParams = posterParams.extend({ questionId: idParam });
