import { z } from 'zod';

/**
 * What a delete would remove (GET .../delete-preview), and the text to type to confirm it: the project's name,
 * the judge's username, the poster's number (P-001); null when no typed confirmation is needed (a judge or poster
 * without evaluations). The DELETE takes it as `?confirm=`; a wrong or missing one is 409 CONFIRMATION_REQUIRED.
 */
export const deletePreviewSchema = z.object({
  posters: z.number(),
  judges: z.number(),
  participants: z.number(),
  evaluations: z.number(),
  assignments: z.number(),
  confirm: z.string().nullable(),
});
export type DeletePreview = z.infer<typeof deletePreviewSchema>;
