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

/** POST .../bulk-delete: the records chosen in a list (at most one page's worth at a time). */
export const bulkDeleteSchema = z.object({
  ids: z
    .array(
      z
        .number({ error: 'ids must be positive whole numbers' })
        .int('ids must be positive whole numbers')
        .positive('ids must be positive whole numbers'),
      { error: 'ids must be a list of record ids' },
    )
    .min(1, 'ids must name at least one record')
    .max(200, 'ids may name at most 200 records'),
  /** For posters and judges that take evaluations with them: the text bulk-delete-preview names (their count). */
  confirm: z.string().max(500, 'confirm is too long').optional(),
});
/** POST .../bulk-delete-preview: what deleting the chosen records would remove, and the text to type if any. */
export const bulkDeletePreviewSchema = bulkDeleteSchema.pick({ ids: true });
export const bulkDeletedSchema = z.object({ deleted: z.number() });
