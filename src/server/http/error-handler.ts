// The handlers that turn every failure into {detail, code}: Fastify's error and not-found handlers, and node's
// answer to a connection that never became a request. What they answer is src/server/errors.ts's AppError.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { isDatabaseFull, isDatabaseUnavailable } from '@server/db/constraint-errors';
import { errorCodes, type ErrorCode } from '@shared/errors';
import { AppError, databaseFull, databaseUnavailable, validationError } from '../errors';

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
