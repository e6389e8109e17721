import { z } from 'zod';
import { listParamsSchema, pageSchema } from '../paging';
import { linkToken } from '../schemas';
import { PRESENTER_NOTE_MAX } from './values';

/**
 * E-posters as presenters make them (docs/decisions/041-poster-files.md): presenters, their personal links, the
 * files they upload (submissions), the checks run on them (preflight), the pages rendered from them, and the
 * organiser's board.
 */

/** A submission's status; a poster without any is `not_started` on the board. */
export const submissionStatuses = ['processing', 'submitted', 'needs_fix', 'approved', 'failed'] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];
export const boardStatuses = ['not_started', ...submissionStatuses] as const;
export type BoardStatus = (typeof boardStatuses)[number];

/** The kinds of file a presenter may upload (PPTX, PPT and ODP are turned into PDF on the server). */
export const submissionFileKinds = ['pdf', 'png', 'jpeg', 'webp', 'pptx', 'ppt', 'odp'] as const;
export type SubmissionFileKind = (typeof submissionFileKinds)[number];

/** What preflight checks against: A0 portrait (841 x 1189 mm), one 16:9 landscape slide, or anything. */
export const posterFormats = ['a0-portrait', '16:9-landscape', 'free'] as const;
export type PosterFormat = (typeof posterFormats)[number];

/** Why a file was refused: at upload (4xx with the code) or by the rendering job (status failed, error_code). */
export const fileRefusalCodes = [
  'FILE_TYPE_NOT_ALLOWED',
  'FILE_TOO_LARGE',
  'PDF_ENCRYPTED',
  'PDF_UNREADABLE',
  'PAGE_TOO_LARGE',
  'IMAGE_TOO_LARGE',
  'TOO_MANY_PAGES',
  'SLIDES_NOT_SUPPORTED',
  'RENDER_FAILED',
] as const;
export type FileRefusalCode = (typeof fileRefusalCodes)[number];

/** Preflight: checks of a rendered file. An error refuses the file (status failed); a warning informs. */
export const preflightCodes = [
  'FORMAT_MISMATCH',
  'FONT_NOT_EMBEDDED',
  'TEXT_TOO_SMALL',
  'LOW_RESOLUTION_IMAGE',
  'BLANK_PAGE',
] as const;
export type PreflightCode = (typeof preflightCodes)[number];

export const preflightItemSchema = z.object({
  code: z.enum(preflightCodes),
  level: z.enum(['error', 'warning']),
  /** What the message needs, e.g. {fonts: ["Helvetica"]}, {pt: 12}, {pages: 15, orientation: "landscape"}. */
  params: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])),
});
export type PreflightItem = z.infer<typeof preflightItemSchema>;

/**
 * A rendered page: its size in pixels at full resolution, its deep-zoom image (DZI, with tiles beside it), and
 * WebP sizes of at most 400, 800 and 1600 px on the long side (lists and previews).
 */
export const posterPageSchema = z.object({
  number: z.number(),
  width: z.number(),
  height: z.number(),
  dzi_url: z.string(),
  thumb_url: z.string(),
  medium_url: z.string(),
  screen_url: z.string(),
});
export type PosterPage = z.infer<typeof posterPageSchema>;

/** A presenter's note to the reviewer with a file (PRESENTER_NOTE_MAX); blank is none. */
export const presenterNoteSchema = z
  .string()
  .trim()
  .max(PRESENTER_NOTE_MAX, `note must be at most ${PRESENTER_NOTE_MAX} characters`)
  .transform((v) => v || null);

/** One uploaded file and what became of it. */
export const submissionSchema = z.object({
  id: z.number(),
  status: z.enum(submissionStatuses),
  /** The organiser's note (what to fix), shown to the presenter. */
  note: z.string().nullable(),
  /** What the presenter wrote to the reviewer with this file. */
  presenter_note: z.string().nullable(),
  file_name: z.string(),
  file_kind: z.enum(submissionFileKinds),
  file_size: z.number(),
  uploaded_at: z.string(),
  uploaded_by: z.enum(['presenter', 'admin']),
  /** Why it failed, when status is failed. */
  error_code: z.string().nullable(),
  preflight: z.array(preflightItemSchema),
  pages: z.array(posterPageSchema),
});
export type Submission = z.infer<typeof submissionSchema>;

/** POST /posters/{posterId}/presenter-link: the link (shown once) and when it stops working. */
export const presenterLinkSchema = z.object({ url: z.string(), expires_at: z.string().nullable() });
export type PresenterLink = z.infer<typeof presenterLinkSchema>;

/** POST /presenter-links: how many posters got their first link (those that had one keep it). */
export const presenterLinksIssuedSchema = z.object({ issued: z.number() });
export type PresenterLinksIssued = z.infer<typeof presenterLinksIssuedSchema>;

/** GET /presenter-links.csv: every poster, or (unfinished) those whose file is not submitted or approved yet. */
export const presenterLinksCsvQuerySchema = z.object({
  status: z.enum(['all', 'unfinished'], { error: 'status must be all or unfinished' }).optional(),
});

/** POST /presenter/access. */
export const presenterAccessSchema = z.object({ token: linkToken(200) });

/** POST /presenter/access: the session started is for this poster's presenter. */
export const presenterSignInSchema = z.object({
  project_id: z.number(),
  poster_id: z.number(),
  number: z.number(),
  title: z.string(),
  presenter_name: z.string().nullable(),
});
export type PresenterSignIn = z.infer<typeof presenterSignInSchema>;

/** The project's submission settings (GET and PUT /submission-settings). */
export const submissionSettingsSchema = z.object({
  /** ISO time; null: no deadline. */
  deadline: z.string().nullable(),
  auto_approve: z.boolean(),
  poster_format: z.enum(posterFormats),
  /** Shown on every presenter page. */
  instructions: z.string().nullable(),
  /**
   * Consent (docs/decisions/055-consent.md), all off by default: participants may download the poster file;
   * posters stay online after the conference ends (otherwise their files close `close_after_days` days after the
   * end date); anyone with a poster's link may read it without an account. A presenter may refuse the first two
   * for their own poster.
   */
  allow_download: z.boolean(),
  online_after_end: z.boolean(),
  close_after_days: z.number(),
  public_links: z.boolean(),
});
export type SubmissionSettings = z.infer<typeof submissionSettingsSchema>;
export const submissionSettingsUpdateSchema = z
  .object({
    deadline: z.iso.datetime({ offset: true }).nullable(),
    auto_approve: z.boolean(),
    poster_format: z.enum(posterFormats),
    instructions: z.string().trim().max(5000, 'instructions must be at most 5000 characters').nullable(),
    allow_download: z.boolean(),
    online_after_end: z.boolean(),
    close_after_days: z
      .number()
      .int('close_after_days must be a whole number')
      .min(0, 'close_after_days must be 0 or more')
      .max(365, 'close_after_days must be at most 365'),
    public_links: z.boolean(),
  })
  .partial();
export type SubmissionSettingsUpdate = z.infer<typeof submissionSettingsUpdateSchema>;

/** What the server accepts, for the upload form. */
export const uploadRulesSchema = z.object({
  max_mb: z.number(),
  /** Whether slide decks (PPTX, PPT, ODP) can be converted here; if not, the presenter is asked for a PDF. */
  slides: z.boolean(),
  kinds: z.array(z.enum(submissionFileKinds)),
});
export type UploadRules = z.infer<typeof uploadRulesSchema>;

/** A poster as the presenter's page and the organiser's review page head it: number, title, author, presenter. */
const posterHeadFields = {
  id: z.number(),
  number: z.number(),
  title: z.string(),
  author: z.string(),
  presenter_name: z.string().nullable(),
};
/** Their names, for the server to take them from a poster's row. */
export const posterHeadKeys = Object.keys(posterHeadFields) as (keyof typeof posterHeadFields)[];

/** GET /presenter/poster: the presenter's page. */
export const presenterPosterSchema = z.object({
  poster: z.object({
    ...posterHeadFields,
    /** The presenter's refusals for this poster (docs/decisions/055-consent.md). */
    download_refused: z.boolean(),
    after_event_refused: z.boolean(),
  }),
  settings: submissionSettingsSchema,
  /** Whether uploads are still taken (before the deadline, project not closed). */
  open: z.boolean(),
  rules: uploadRulesSchema,
  /** The newest upload, whatever its status; null: nothing sent yet. */
  submission: submissionSchema.nullable(),
  /** The version judges and participants see (the newest approved), when it is not `submission`. */
  approved: submissionSchema.nullable(),
});
export type PresenterPoster = z.infer<typeof presenterPosterSchema>;

/** A row of the organiser's board. */
export const submissionRowSchema = z.object({
  poster_id: z.number(),
  number: z.number(),
  title: z.string(),
  author: z.string(),
  presenter_name: z.string().nullable(),
  presenter_email: z.string().nullable(),
  status: z.enum(boardStatuses),
  submission_id: z.number().nullable(),
  file_name: z.string().nullable(),
  uploaded_at: z.string().nullable(),
  error_code: z.string().nullable(),
  note: z.string().nullable(),
  preflight: z.array(preflightItemSchema),
  /** Whether a personal link has been issued (its URL is shown only when issued). */
  link_issued: z.boolean(),
  /** The page-1 preview of the newest rendered file, if any. */
  thumb_url: z.string().nullable(),
});
export type SubmissionRow = z.infer<typeof submissionRowSchema>;

export const submissionSorts = ['number', 'title', 'status', 'uploaded_at'] as const;
export const submissionListParamsSchema = listParamsSchema(submissionSorts).extend({
  status: z.enum(boardStatuses).optional(),
});
export type SubmissionListParams = z.infer<typeof submissionListParamsSchema>;

/** GET /submissions: a page of the board and the counts by status (over the whole project). */
export const submissionBoardSchema = pageSchema(submissionRowSchema).extend({
  counts: z.record(z.enum(boardStatuses), z.number()),
  settings: submissionSettingsSchema,
});
export type SubmissionBoard = z.infer<typeof submissionBoardSchema>;

/**
 * GET /posters/{posterId}/submission: what the organiser's review page shows (docs/decisions/066-review-loop.md):
 * the poster, its newest submission with every page, and the next poster waiting for review (newest `submitted`)
 * after it in the board's order (sort, dir and q as the board has them), coming round to the start; null when no
 * other waits. `waiting` counts the project's posters waiting.
 */
export const submissionReviewQuerySchema = listParamsSchema(submissionSorts).pick({
  q: true,
  sort: true,
  dir: true,
});
export type SubmissionReviewQuery = z.infer<typeof submissionReviewQuerySchema>;
export const submissionReviewViewSchema = z.object({
  poster: z.object({ ...posterHeadFields, presenter_email: z.string().nullable() }),
  submission: submissionSchema.nullable(),
  next_poster_id: z.number().nullable(),
  waiting: z.number(),
});
export type SubmissionReviewView = z.infer<typeof submissionReviewViewSchema>;

/** PUT /posters/{posterId}/submission: the organiser's review of the newest submission. */
export const submissionReviewSchema = z.object({
  status: z.enum(['approved', 'needs_fix']),
  note: z.string().trim().max(2000, 'note must be at most 2000 characters').nullable().optional(),
});
export type SubmissionReview = z.infer<typeof submissionReviewSchema>;

/** POST /submissions/approve: approves the newest submission of each poster named that is `submitted`. */
export const bulkApproveSchema = z.object({
  poster_ids: z.array(z.number().int().positive()).min(1).max(5000),
});
export const bulkApproveResultSchema = z.object({ approved: z.number(), skipped: z.number() });

/** PUT /presenter/consent: the presenter's refusals for their poster (either or both). */
export const presenterConsentSchema = z
  .object({ download_refused: z.boolean(), after_event_refused: z.boolean() })
  .partial();
export type PresenterConsent = z.infer<typeof presenterConsentSchema>;
