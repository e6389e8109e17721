// The one error type (AppError) and the handlers that turn every failure into {detail, code}.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { isDatabaseFull, isDatabaseUnavailable } from '@server/db/constraint-errors';
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
 * The one error type services throw; the handler below turns it into `{detail, code, field?, params?}` with the
 * code's status. `detail` is English for API users; the web app translates the code with its params.
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
const databaseFull = () =>
  new AppError('DATABASE_FULL', 'The server has no disk space left; nothing was written');

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

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
    if (err instanceof AppError) {
      return reply.code(err.status).headers(err.headers).send(err.body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        ...(v.params as Record<string, unknown>),
        code: v.keyword,
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? 'is invalid',
      }));
      const where = err.validationContext === 'querystring' ? 'query' : err.validationContext;
      const input =
        where === 'query'
          ? request.query
          : where === 'params'
            ? request.params
            : where === 'body'
              ? request.body
              : {};
      return reply.code(400).send(validationError(issues, input, `Invalid ${where}: `).body);
    }
    if (err instanceof ZodError) {
      return reply.code(400).send(validationError(err.issues, undefined).body);
    }
    const fe = err as FastifyError;
    if (
      fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      (fe.statusCode === 400 && err instanceof SyntaxError)
    ) {
      return reply.code(400).send({ detail: 'The request body is not valid JSON', code: 'INVALID_JSON' });
    }
    if (
      fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ||
      fe.code === 'FST_REQ_FILE_TOO_LARGE' ||
      fe.statusCode === 413
    ) {
      return reply.code(413).send({ detail: 'The request is too large', code: 'TOO_LARGE' });
    }
    if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || fe.statusCode === 415) {
      return reply.code(415).send({
        detail: 'Unsupported content type; send JSON or multipart form data',
        code: 'UNSUPPORTED_MEDIA',
      });
    }
    if (fe.statusCode === 429) {
      return reply
        .code(429)
        .send({ detail: 'Too many requests; wait a moment and try again', code: 'TOO_MANY' });
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      return reply.code(fe.statusCode).send({ detail: fe.message || 'Bad request', code: 'BAD_REQUEST' });
    }
    // The database away or full: said as its own AppError (its status and headers), and logged as it was.
    const database = isDatabaseUnavailable(err)
      ? databaseUnavailable()
      : isDatabaseFull(err)
        ? databaseFull()
        : null;
    if (database) {
      if (database.code === 'DATABASE_FULL') request.log.error({ err }, 'database full');
      else request.log.warn({ err: { message: err.message, code: fe.code } }, 'database unavailable');
      return reply.code(database.status).headers(database.headers).send(database.body);
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ detail: 'Internal server error', code: 'INTERNAL' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({
      detail: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`,
      code: 'NOT_FOUND',
    });
  });
}

/**
 * Errors node raises before a request exists (a request that did not arrive in time, headers too large, bytes
 * that are not HTTP): answered in our shape, then the connection is closed (as Fastify's default handler does).
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [code, detail]: [ErrorCode, string] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? ['TIMEOUT', 'The request did not arrive in time; the connection was closed']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? ['HEADERS_TOO_LARGE', 'The request headers are too large']
        : ['BAD_REQUEST', 'The request is not valid HTTP'];
  const status = errorCodes[code];
  const body = JSON.stringify({ detail, code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
