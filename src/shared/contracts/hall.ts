// The hall's floor map and certificates of presentation (docs/decisions/059-hall-map-and-certificates.md, 061).
import { z } from 'zod';
import { posterPeopleFields } from './fields';
import { sessionSummarySchema } from './sessions';

/** Where a board stands on the plan: its centre, as a share (0..1) of the plan's width (x) and height (y). */
export const boardPositionSchema = z.object({
  board: z.string().trim().min(1, 'board is required').max(50, 'board must be at most 50 characters'),
  x: z.number({ error: 'x must be a number' }).min(0, 'x must be 0 or more').max(1, 'x must be at most 1'),
  y: z.number({ error: 'y must be a number' }).min(0, 'y must be 0 or more').max(1, 'y must be at most 1'),
});
export type BoardPosition = z.infer<typeof boardPositionSchema>;

/** At most this many boards stand on one plan (a large hall holds about a thousand). */
export const MAX_BOARD_POSITIONS = 3000;

/** PUT /hall-map/positions: every board's place, replacing those stored (a board left out is taken off). */
export const boardPositionsInputSchema = z.object({
  positions: z.array(boardPositionSchema).max(MAX_BOARD_POSITIONS, `at most ${MAX_BOARD_POSITIONS} boards`),
});
export type BoardPositionsInput = z.infer<typeof boardPositionsInputSchema>;

/**
 * Why a PDF plan's rendering refused it (docs/decisions/061-hall-plan-pdf.md): needs a password, cannot be read,
 * a page too large, too many pages, or past its time or memory.
 */
export const hallPlanErrors = [
  'PDF_ENCRYPTED',
  'PDF_UNREADABLE',
  'PAGE_TOO_LARGE',
  'TOO_MANY_PAGES',
  'RENDER_FAILED',
] as const;
export type HallPlanError = (typeof hallPlanErrors)[number];

/** GET /hall-map: the plan (none until the organiser uploads one), the boards on it, the certificates setting. */
export const hallMapSchema = z.object({
  plan: z.object({ url: z.string(), width: z.number(), height: z.number() }).nullable(),
  /** A PDF plan is being rendered (its first page); the plan above, if any, stays until it is done. */
  plan_rendering: z.boolean(),
  /** Why the last PDF plan was refused, until the next upload or removal. */
  plan_error: z.enum(hallPlanErrors).nullable(),
  positions: z.array(boardPositionSchema),
  /** The project issues certificates of presentation to presenters who checked in during their session. */
  presence_certificates: z.boolean(),
});
export type HallMap = z.infer<typeof hallMapSchema>;

/** The plan and the boards on it, as a screen shows them beside a poster (the kiosk's roster carries it). */
export const hallPlanViewSchema = z.object({
  plan: hallMapSchema.shape.plan.unwrap(),
  positions: z.array(boardPositionSchema),
});
export type HallPlanView = z.infer<typeof hallPlanViewSchema>;

export const hallSettingsInputSchema = z.object({ presence_certificates: z.boolean() });
export type HallSettingsInput = z.infer<typeof hallSettingsInputSchema>;

/** The seal or signature printed beside the issuer on every certificate: a WebP the server made, with its size. */
export const sealSchema = z.object({ url: z.string(), width: z.number(), height: z.number() });
export type Seal = z.infer<typeof sealSchema>;

/**
 * GET, PUT and DELETE /certificates/seal: the project's one seal (docs/decisions/071-poster-day-finishing.md), or
 * null while none is stored.
 */
export const certificateSealSchema = z.object({ seal: sealSchema.nullable() });
export type CertificateSeal = z.infer<typeof certificateSealSchema>;

/** A certificate of presentation: the poster, its session and the first check-in within the session's time. */
export const presenceCertificateSchema = z.object({
  ...posterPeopleFields,
  board: z.string().nullable(),
  session: sessionSummarySchema,
  checked_in_at: z.string(),
});
export type PresenceCertificate = z.infer<typeof presenceCertificateSchema>;

/**
 * GET /presenter/certificate. The presenter's page asks on every load, so a presenter without one is answered
 * 200 with the refusal's code (CERTIFICATES_OFF, NOT_CHECKED_IN) rather than a failed request.
 */
export const presenterCertificateSchema = z.object({
  certificate: presenceCertificateSchema.nullable(),
  refusal: z.enum(['CERTIFICATES_OFF', 'NOT_CHECKED_IN']).nullable(),
  /** The project's seal, printed on it (null without a certificate or a seal). */
  seal: sealSchema.nullable(),
});
export type PresenterCertificate = z.infer<typeof presenterCertificateSchema>;
