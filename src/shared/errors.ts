import { z } from 'zod';

/** Values an error names, for the client to put in its own sentence (e.g. `{row: 7, column: 'email'}`). */
export const errorParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type ErrorParams = z.infer<typeof errorParamsSchema>;

/**
 * Every API error body: an English sentence for API users (`detail`), a stable code the client translates
 * (`code`, one of `errorCodes`), the input it concerns when it is one field, and the values its sentence names.
 */
export const errorBodySchema = z.object({
  detail: z.string(),
  code: z.string(),
  /** The input the error concerns, when it is one field (e.g. `slug` for SLUG_TAKEN). */
  field: z.string().optional(),
  /** The values the message names (e.g. `{criterion: 'Clarity', max: 10}` for SCORE_OUT_OF_RANGE). */
  params: errorParamsSchema.optional(),
  /** EDIT_CONFLICT: the record as it is stored now, for the page to show instead of what it had. */
  current: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * The one list of error codes and their HTTP status. The web app says each one in Korean and English
 * (`src/web/i18n/error-messages.ts`; a unit test fails when one is missing there). Add a code here and there.
 */
export const errorCodes = {
  // Requests the server cannot read
  BAD_REQUEST: 400,
  INVALID_JSON: 400,
  TOO_COMPLEX: 400,
  PASSWORD_IN_URL: 400,
  // A field's value (from the schemas: one per zod issue, with `field`)
  VALIDATION: 400,
  REQUIRED: 400,
  TOO_SHORT: 400,
  TOO_LONG: 400,
  TOO_SMALL: 400,
  TOO_BIG: 400,
  NOT_INTEGER: 400,
  INVALID_EMAIL: 400,
  INVALID_FORMAT: 400,
  INVALID_CHOICE: 400,
  NOTHING_TO_CHANGE: 400,
  // Taken names
  SLUG_TAKEN: 400,
  SESSION_NAME_TAKEN: 400,
  USERNAME_TAKEN: 400,
  EMAIL_TAKEN: 400,
  ALREADY_ASSIGNED: 400,
  CONFLICT_ALREADY_MARKED: 400,
  // Rules of the product
  USERNAME_FIXED: 400,
  NOT_YOURSELF: 400,
  DATES_REVERSED: 400,
  TIMES_REVERSED: 400,
  TIME_ZONE_UNKNOWN: 400,
  SETTINGS_INVALID: 400,
  PHASE_ONE_STEP: 400,
  REASON_REQUIRED: 400,
  CLOSING_TIME_PASSED: 400,
  MAX_BELOW_GIVEN: 400,
  NO_SUCH_PROJECT: 400,
  SEARCH_EMPTY: 400,
  // Scores
  SCORE_OUT_OF_RANGE: 400,
  SCORE_MISSING: 400,
  SCORE_NOT_CRITERION: 400,
  NO_ACTIVE_CRITERIA: 400,
  COMMENT_BLANK: 400,
  // Files
  BAD_FILE: 400,
  FILE_EMPTY: 400,
  FILE_TYPE: 400,
  FILE_MISSING: 400,
  FILE_TYPE_NOT_ALLOWED: 400,
  SLIDES_NOT_SUPPORTED: 400,
  TOO_MANY_FILES: 400,
  TOO_MANY_IMAGES: 400,
  IMAGE_TWICE: 400,
  BOARD_TWICE: 400,
  BOARD_UNKNOWN: 400,
  NOT_AN_IMAGE: 400,
  IMAGE_TOO_MANY_PIXELS: 400,
  SEAL_PIXELS: 400,
  IMAGE_LEFT_OUT: 400,
  IMAGE_FETCH_PENDING: 400,
  IMAGE_FETCH_FAILED: 400,
  SPREADSHEET_ROW_INVALID: 400,
  SPREADSHEET_ROW_REPEATED: 400,
  SESSION_UNKNOWN: 400,
  SPREADSHEET_COLUMNS_MISSING: 400,
  SPREADSHEET_CHANGED_MEANWHILE: 409,
  LINK_INVALID: 400,
  RESET_LINK_INVALID: 400,
  // Sign-in through the institution (OpenID Connect)
  OIDC_NO_FLOW: 400,
  OIDC_STATE: 400,
  OIDC_REFUSED: 403,
  OIDC_TOKEN_INVALID: 403,
  OIDC_EMAIL_UNVERIFIED: 403,
  OIDC_NO_ACCOUNT: 403,
  OIDC_AMBIGUOUS: 409,
  OIDC_OFF: 404,
  OIDC_UNAVAILABLE: 503,
  // Who may
  LOGIN_REQUIRED: 401,
  LOGIN_FAILED: 401,
  FORBIDDEN: 403,
  NOT_ASSIGNED: 403,
  BAD_ORIGIN: 403,
  PROJECT_INACTIVE: 403,
  NOT_PUBLISHED: 403,
  BOOK_NOT_PUBLISHED: 403,
  DOWNLOAD_NOT_ALLOWED: 403,
  NOT_CHECKED_IN: 403,
  NOT_FOUND: 404,
  TIMEOUT: 408,
  // The state of the record
  NUMBER_TAKEN: 409,
  BOARD_TAKEN: 409,
  EDIT_CONFLICT: 409,
  CONFIRMATION_REQUIRED: 409,
  SUBMISSION_CLOSED: 409,
  SUBMISSION_PROCESSING: 409,
  JUDGING_CLOSED: 409,
  ASSIGNED: 409,
  CONFLICT_OF_INTEREST: 409,
  CONFLICT_ALREADY_DECLARED: 409,
  EVALUATION_SENT: 409,
  NO_CONFLICT: 409,
  VOTE_LIMIT: 409,
  VOTING_CLOSED: 409,
  SUBMISSION_NOT_REVIEWABLE: 409,
  MAIL_OFF: 409,
  MAIL_PENDING: 409,
  BOOK_NOT_READY: 409,
  HALL_PLAN_MISSING: 409,
  CERTIFICATES_OFF: 409,
  LINK_USED: 410,
  LINK_EXPIRED: 410,
  TOO_LARGE: 413,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  TOO_MANY: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  DATABASE_UNAVAILABLE: 503,
  SERVER_BUSY: 503,
  DATABASE_FULL: 507,
} as const;
export type ErrorCode = keyof typeof errorCodes;

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.hasOwn(errorCodes, code);
