import { z } from 'zod';

/** The audit log (docs/decisions/024-audit-log.md): who changed what and when, per project. */

export const auditKinds = [
  'evaluation.submitted',
  'assignment.added',
  'assignment.removed',
  'conflict.declared',
  'conflict.cleared',
  'criterion.created',
  'criterion.updated',
  'criterion.deleted',
  'phase.changed',
  'import.posters',
  'import.judges',
  'import.participants',
  'judge.created',
  'judge.updated',
  'judge.deleted',
  'admin.assigned',
  'admin.unassigned',
  'admin.updated',
  'admin.deleted',
  'submission.approved',
  'submission.needs_fix',
  'submission.settings',
  'presenter.link_issued',
  'submission.uploaded',
  'poster.consent',
  'session.created',
  'session.updated',
  'session.deleted',
  'boards.numbered',
  'hall.plan',
  'hall.boards',
  'hall.settings',
  'certificates.seal',
  'screen.created',
  'screen.updated',
  'screen.revoked',
  'screen.deleted',
  'question.hidden',
  'question.shown',
] as const;
const auditKindSchema = z.enum(auditKinds, { error: `kind must be one of ${auditKinds.join(', ')}` });
export type AuditKind = z.infer<typeof auditKindSchema>;

export const AUDIT_PAGE_SIZE = 50;

const positiveId = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`)
    .max(2_147_483_647, `${name} is too large`);

export const auditQuerySchema = z.object({
  kind: auditKindSchema.optional(),
  poster_id: positiveId('poster_id').optional(),
  judge_id: positiveId('judge_id').optional(),
  page: positiveId('page').default(1),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.object({
    kind: z.enum(['admin', 'judge', 'user', 'presenter', 'kiosk', 'system']),
    id: z.number().nullable(),
    name: z.string(),
  }),
  kind: z.string(),
  poster_id: z.number().nullable(),
  judge_id: z.number().nullable(),
  summary: z.string(),
  /** What changed: old and new values, as the kind records them. */
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  page: z.number(),
  page_size: z.number(),
  total: z.number(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
