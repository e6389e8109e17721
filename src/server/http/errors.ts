// The one error type (AppError) and the handlers that turn every failure into {detail, code}.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { errorCodes, type ErrorCode } from '../../shared/errors';

/** The one error type services throw; the handler below turns it into `{detail, code}` with its status. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
    /** The input the error concerns, sent as `field`. */
    readonly field?: string,
  ) {
    super(detail);
    this.status = errorCodes[code];
  }
}

export const notFound = (what = 'Record') => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (detail = 'You do not have permission to do this') =>
  new AppError('FORBIDDEN', detail);
export const badRequest = (detail: string) => new AppError('BAD_REQUEST', detail);

type Issue = { path: PropertyKey[]; message: string };

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
  if (!r.success) throw new AppError('VALIDATION', describeIssues(r.error.issues));
  return r.data;
}

/** Maps a unique-constraint violation from either database to a 400 the person can act on. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
    if (err instanceof AppError) {
      const body = { detail: err.detail, code: err.code, ...(err.field ? { field: err.field } : {}) };
      return reply.code(err.status).headers(err.headers).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: [v.instancePath.replace(/^\//, '').replaceAll('/', '.')].filter(Boolean),
        message: v.message ?? 'is invalid',
      }));
      const where = err.validationContext === 'querystring' ? 'query' : err.validationContext;
      return reply
        .code(400)
        .send({ detail: `Invalid ${where}: ${describeIssues(issues)}`, code: 'VALIDATION' });
    }
    if (err instanceof ZodError) {
      return reply.code(400).send({ detail: describeIssues(err.issues), code: 'VALIDATION' });
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
