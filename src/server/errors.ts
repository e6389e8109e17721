// The one error type services throw (AppError), the errors they throw most, and the one mapping from a zod issue
// to an error code: free of any framework. The codes and their statuses are @shared/errors'; Fastify's handler
// that answers them as {detail, code} is http/error-handler.ts.
import type { ZodError } from 'zod';
import { errorCodes, isErrorCode, type ErrorBody, type ErrorCode, type ErrorParams } from '@shared/errors';

export type AppErrorOptions = {
  headers?: Record<string, string>;
  /** The input the error concerns, sent as `field`. */
  field?: string;
  /** The values the client's sentence names, sent as `params`. */
  params?: ErrorParams;
  /** EDIT_CONFLICT: the record as stored now, sent as `current`. */
  current?: Record<string, unknown>;
};

/**
 * The one error type services throw; the error handler (http/error-handler.ts) answers it as
 * `{detail, code, field?, params?}` with the code's status. `detail` is English for API users; the web app translates the code with its params.
 */
export class AppError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly field?: string;
  readonly params?: ErrorParams;
  readonly current?: Record<string, unknown>;
  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    options: AppErrorOptions = {},
  ) {
    super(detail);
    this.status = errorCodes[code];
    this.headers = options.headers ?? {};
    this.field = options.field;
    this.params = options.params;
    this.current = options.current;
  }

  get body(): ErrorBody {
    return {
      detail: this.detail,
      code: this.code,
      ...(this.field ? { field: this.field } : {}),
      ...(this.params ? { params: this.params } : {}),
      ...(this.current ? { current: this.current } : {}),
    };
  }
}

/**
 * A save based on an old version of a record (docs/decisions/030-edit-versions.md): refused, with the record as
 * it is stored now so the page can show it.
 */
export const editConflict = (current: Record<string, unknown>) =>
  new AppError(
    'EDIT_CONFLICT',
    'Someone else changed this record meanwhile: review the current values (in `current`) and save again',
    { current },
  );

export const notFound = (what = 'Record') => new AppError('NOT_FOUND', `${what} not found`);

/** The rows found for the chosen `ids`, or a 404 naming every id that was not found (`what 3, 9 not found`). */
export function allFound<T extends { id: number }>(what: string, ids: number[], rows: T[]): T[] {
  const found = new Set(rows.map((r) => r.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw notFound(`${what} ${missing.join(', ')}`);
  return rows;
}

/** The database is away (a restart, a failover): the request may be tried again in a moment. */
export const databaseUnavailable = () =>
  new AppError('DATABASE_UNAVAILABLE', 'The database cannot be reached just now; try again in a moment', {
    headers: { 'retry-after': '5' },
  });

/** The database's disk is full: nothing was written. */
export const databaseFull = () =>
  new AppError('DATABASE_FULL', 'The server has no disk space left; nothing was written');

/** 429: past a limit, to be tried again in `seconds` (Retry-After, and the message's parameter). */
export const tooMany = (detail: string, seconds: number) =>
  new AppError('TOO_MANY', detail, { headers: { 'retry-after': String(seconds) }, params: { seconds } });

export const forbidden = (detail = 'You do not have permission to do this') =>
  new AppError('FORBIDDEN', detail);
export const badRequest = (detail: string) => new AppError('BAD_REQUEST', detail);

type Issue = { path: PropertyKey[]; message: string };

/** A zod issue as zod reports it (and as fastify-type-provider-zod passes it on in `params`). */
type ZodIssueLike = Issue & {
  code?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  expected?: string;
  format?: string;
  params?: Record<string, unknown>;
};

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v = input;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const num = (n: number | bigint | undefined) => (n === undefined ? undefined : Number(n));

/**
 * The one mapping from a zod issue to the error code a client translates: a missing or blank value is
 * REQUIRED; lengths and ranges name their limit; a refine names its own code (`params: {code: 'COMMENT_BLANK'}`).
 */
export function codeOfIssue(
  issue: ZodIssueLike,
  input: unknown,
): Pick<AppErrorOptions, 'field' | 'params'> & {
  code: ErrorCode;
} {
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : undefined;
  const at = (code: ErrorCode, params?: ErrorParams) => ({ code, field, ...(params ? { params } : {}) });
  const own = issue.params?.code;
  if (issue.code === 'custom' && isErrorCode(own)) return at(own);
  if (field && input !== undefined && isBlank(valueAt(input, issue.path))) return at('REQUIRED');
  const list = issue.origin === 'array' || issue.origin === 'set';
  const text = issue.origin === 'string';
  switch (issue.code) {
    case 'too_small': {
      const min = num(issue.minimum) ?? 0;
      if (text || list) return min <= 1 ? at('REQUIRED') : at('TOO_SHORT', { min });
      return at('TOO_SMALL', { min });
    }
    case 'too_big': {
      const max = num(issue.maximum) ?? 0;
      return text ? at('TOO_LONG', { max }) : at('TOO_BIG', { max });
    }
    case 'invalid_type':
      return at(issue.expected === 'int' ? 'NOT_INTEGER' : 'VALIDATION');
    case 'invalid_format':
      return at(issue.format === 'email' ? 'INVALID_EMAIL' : 'INVALID_FORMAT');
    case 'invalid_value':
    case 'invalid_union':
      return at('INVALID_CHOICE');
    default:
      return at('VALIDATION');
  }
}

/** A failed parse as one AppError: the first issue's code and field, every issue (up to five) in `detail`. */
export function validationError(issues: readonly ZodIssueLike[], input: unknown, prefix = ''): AppError {
  const first = issues[0] ?? { path: [], message: 'is invalid' };
  const { code, ...where } = codeOfIssue(first, input);
  return new AppError(code, `${prefix}${describeIssues(issues)}`, where);
}

export function describeIssues(issues: readonly Issue[]): string {
  return issues
    .slice(0, 5)
    .map((i) => {
      const field = i.path.map(String).join('.');
      return field && !i.message.startsWith(field) ? `${field}: ${i.message}` : i.message;
    })
    .join('; ');
}

/** Validates merged query/body input inside a handler with the same error shape as route schemas. */
export function parseInput<T>(
  schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false; error: ZodError } },
  value: unknown,
): T {
  const r = schema.safeParse(value);
  if (!r.success) throw validationError(r.error.issues, value);
  return r.data;
}
