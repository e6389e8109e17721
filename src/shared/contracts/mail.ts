import { z } from 'zod';
import { listParamsSchema } from '../paging';
import { emailSchema, idParam, linkToken, passwordSchema } from '../schemas';

/** The languages a mail is written in: the recipient's where known, else Korean. */
export const mailLanguages = ['ko', 'en'] as const;
export type MailLanguage = (typeof mailLanguages)[number];

/**
 * What became of a message: queued (waiting, or being sent), sent (the SMTP server took it), failed (with the
 * server's answer, or MAIL_OUTCOME_UNKNOWN when a worker stopped while sending: resend it if it did not arrive).
 */
export const mailStatuses = ['queued', 'sent', 'failed'] as const;
export type MailStatusName = (typeof mailStatuses)[number];

/** A row of the mail log (GET /projects/{projectId}/mail). The body is not answered: it may hold a sign-in link. */
export const mailMessageSchema = z.object({
  id: z.number(),
  kind: z.string(),
  recipient: z.string(),
  recipient_name: z.string().nullable(),
  language: z.enum(mailLanguages),
  subject: z.string(),
  status: z.enum(mailStatuses),
  attempts: z.number(),
  error_code: z.string().nullable(),
  error_detail: z.string().nullable(),
  person_type: z.enum(['judge', 'presenter', 'participant']).nullable(),
  person_id: z.number().nullable(),
  resent_from: z.number().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

export const mailSorts = ['created', 'recipient', 'status'] as const;
export const mailListQuerySchema = listParamsSchema(mailSorts).extend({
  status: z.enum(mailStatuses, { error: 'status must be queued, sent or failed' }).optional(),
});
export type MailListParams = z.infer<typeof mailListQuerySchema>;

/** A batch: `dry_run` previews (how many, and one message as it would read); `ids` limits it to those people. */
export const mailBatchSchema = z.object({
  dry_run: z.boolean().optional(),
  ids: z
    .array(idParam)
    .min(1, 'ids must name at least one')
    .max(2000, 'ids may name at most 2000')
    .optional(),
});
export type MailBatch = z.infer<typeof mailBatchSchema>;
/** A batch as CSV for a mail merge: `ids` as for the batch. */
export const mailBatchCsvSchema = mailBatchSchema.pick({ ids: true });

export const mailSampleSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});

/**
 * The preview: recipients (with an address), those left out for having none, the first message, and whether
 * sending would mail them (`mail_on`: the server has SMTP_URL) or the page should offer the CSV.
 */
export const mailPreviewSchema = z.object({
  mail_on: z.boolean(),
  recipients: z.number(),
  skipped_no_email: z.number(),
  sample: mailSampleSchema.nullable(),
});
export type MailPreview = z.infer<typeof mailPreviewSchema>;

/** A batch written to the mail log (202): the messages queued, and those left out for having no address. */
export const mailQueuedSchema = z.object({ queued: z.number(), skipped_no_email: z.number() });
export type MailQueued = z.infer<typeof mailQueuedSchema>;

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export const passwordResetConfirmSchema = z.object({
  token: linkToken(100),
  password: z.string({ error: 'password is required' }).min(1, 'password is required').pipe(passwordSchema),
});
/** The answer to a reset request, the same whether the address is known or not. */
export const passwordResetAcceptedSchema = z.object({ status: z.literal('accepted') });
