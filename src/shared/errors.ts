import { z } from 'zod';

/** Every API error body: a message a person can act on, and a stable code the client may translate. */
export const errorBodySchema = z.object({
  detail: z.string(),
  code: z.string(),
  /** The input the error concerns, when it is one field (e.g. `number` for NUMBER_TAKEN). */
  field: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const errorCodes = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  INVALID_JSON: 400,
  TOO_COMPLEX: 400,
  PASSWORD_IN_URL: 400,
  DUPLICATE: 400,
  BAD_FILE: 400,
  UNAUTHENTICATED: 401,
  LOGIN_FAILED: 401,
  FORBIDDEN: 403,
  BAD_ORIGIN: 403,
  PROJECT_INACTIVE: 403,
  NOT_PUBLISHED: 403,
  NOT_FOUND: 404,
  NUMBER_TAKEN: 409,
  CONFIRMATION_REQUIRED: 409,
  JUDGING_CLOSED: 409,
  ASSIGNED: 409,
  CONFLICT_OF_INTEREST: 409,
  VOTE_LIMIT: 409,
  VOTING_CLOSED: 409,
  LINK_USED: 410,
  LINK_EXPIRED: 410,
  TIMEOUT: 408,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  HEADERS_TOO_LARGE: 431,
  TOO_MANY: 429,
  INTERNAL: 500,
} as const;
export type ErrorCode = keyof typeof errorCodes;
