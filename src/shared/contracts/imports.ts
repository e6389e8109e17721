import { z } from 'zod';
import { errorParamsSchema } from '../errors';

/** What the spreadsheet uploads answer (posters, judges, participants). */

/**
 * The columns each upload reads, by the headers the sheet must have: the server's import checks them and the
 * organiser's page lists them above the upload.
 */
export const POSTER_COLUMNS = [
  'number',
  'board',
  'session',
  'title',
  'author',
  'affiliation',
  'category',
  'abstract',
  'keywords',
  'audio_file',
  'order_number',
  'image_urls',
  'presenter_name',
  'presenter_email',
] as const;
export const POSTER_REQUIRED = ['title', 'author'] as const;
export const JUDGE_COLUMNS = [
  'username',
  'password',
  'full_name',
  'email',
  'affiliation',
  'specialty',
] as const;
/** No password column needed: a judge without one signs in by the sign-in link (linkOnlyPassword). */
export const JUDGE_REQUIRED = ['username', 'full_name', 'email'] as const;
export const PARTICIPANT_COLUMNS = ['username', 'password', 'email', 'full_name'] as const;
export const PARTICIPANT_REQUIRED = ['username', 'password', 'email'] as const;

/**
 * What an upload would do (dry_run=true) or did: rows that add, change, or leave a record as it is, and rows with
 * errors (skipped). The same file imported twice counts new 0, changed 0 the second time.
 */
const importCountsSchema = z.object({
  new: z.number(),
  changed: z.number(),
  unchanged: z.number(),
  errors: z.number(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;
/**
 * A skipped row: `reason` in English for API users; `code` (one of `errorCodes`) with the `column` and `params`
 * for a page to say it in its language (SPREADSHEET_ROW_INVALID frames it: row, column, problem).
 */
const rowErrorSchema = z.object({
  row: z.number(),
  reason: z.string(),
  code: z.string(),
  column: z.string().optional(),
  params: errorParamsSchema.optional(),
});
export type RowError = z.infer<typeof rowErrorSchema>;
const importOutcome = {
  dry_run: z.boolean(),
  counts: importCountsSchema,
  error_rows: z.array(rowErrorSchema),
};
/**
 * Rows imported with a problem: an image the server could not fetch or that is no image is left out of the
 * poster (a real import only; a dry run does not fetch).
 */
const warningRows = { warning_rows: z.array(rowErrorSchema) };

/** The POST /posters/upload-excel answer (docs/product.md#records), with the re-import counts. */
export const posterUploadResponseSchema = z.object({
  message: z.string(),
  ...importOutcome,
  ...warningRows,
  details: z.object({
    posters_created: z.number(),
    posters_updated: z.number(),
    images_uploaded: z.number(),
    posters_with_images: z.number(),
    posters_without_images: z.number(),
    skipped_count: z.number(),
    errors: z.array(z.string()),
  }),
});
export type PosterUploadResponse = z.infer<typeof posterUploadResponseSchema>;

/** The judges and participants Excel upload answer (docs/product.md#records). */
export const bulkUploadResponseSchema = z.object({
  message: z.string(),
  ...importOutcome,
  created_count: z.number(),
  updated_count: z.number(),
  skipped_count: z.number(),
  errors: z.array(z.string()),
});
export type BulkUploadResponse = z.infer<typeof bulkUploadResponseSchema>;

/**
 * An image a spreadsheet named by URL that is not fetched yet (docs/decisions/049-image-fetch-retries.md): kept
 * on its poster (never shown to participants, judges or screens), `pending` while the queue tries again at
 * `next_try_at`, `failed` when it stopped trying (the organiser's retry starts again).
 */
/**
 * Why a URL was not fetched, as a code a page says in its language (the English `error` stays for API users).
 * URL_*: the address itself is refused; PRIVATE_ADDRESS {host}; HTTP_STATUS {status}; TOO_LARGE {size};
 * TIMEOUT {seconds}; the network's failures by name (NETWORK_ERROR {code} for any other); TOO_MANY_REDIRECTS
 * {max}; NOT_AN_IMAGE: what came back is no image the pipeline reads.
 */
export const fetchFailureCodes = [
  'URL_INVALID',
  'URL_NOT_HTTP',
  'URL_CREDENTIALS',
  'PRIVATE_ADDRESS',
  'HTTP_STATUS',
  'TOO_LARGE',
  'TIMEOUT',
  'HOST_NOT_FOUND',
  'LOOKUP_FAILED',
  'CONNECTION_REFUSED',
  'CONNECTION_RESET',
  'HOST_UNREACHABLE',
  'NETWORK_UNREACHABLE',
  'NETWORK_ERROR',
  'TOO_MANY_REDIRECTS',
  'NOT_AN_IMAGE',
] as const;
export const fetchFailureSchema = z.object({
  code: z.enum(fetchFailureCodes),
  params: errorParamsSchema.optional(),
});
export type FetchFailure = z.infer<typeof fetchFailureSchema>;

export const imageFetchSchema = z.object({
  id: z.number(),
  poster_id: z.number(),
  poster_number: z.number(),
  poster_title: z.string(),
  source_url: z.string(),
  /** Its place in the poster's list of images as the sheet named them (from 0). */
  position: z.number(),
  status: z.enum(['pending', 'failed']),
  /** Fetches tried, the import's included. */
  attempts: z.number(),
  /** Why the last try failed, in English (the fetcher's words: "the server answered 404"). */
  error: z.string().nullable(),
  /** The same as a code and its values, for the page's language; null for a try made before codes were kept. */
  why: fetchFailureSchema.nullable(),
  next_try_at: z.string().nullable(),
  updated_at: z.string(),
});
export type ImageFetch = z.infer<typeof imageFetchSchema>;
export const imageFetchListSchema = z.object({ items: z.array(imageFetchSchema) });
export type ImageFetchList = z.infer<typeof imageFetchListSchema>;
export const imageFetchRetryAllSchema = z.object({ queued: z.number() });
