// Our application/json parser: Fastify's own, behind limits on depth, keys and (without a login) size.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/**
 * Limits on JSON bodies, checked in one pass over the text before JSON.parse: a megabyte of `[[[[...` cost
 * hundreds of milliseconds to parse and reached routes that need no login. No body of this API comes near them.
 */
export const JSON_LIMITS = {
  /** Nesting of objects and arrays. */
  depth: 64,
  /** Object keys in the whole body. */
  keys: 2_000,
  /** Characters in a body sent without a session (logins, sign-up): they carry a few short fields. */
  anonymousChars: 64 * 1024,
};

/** How `text` goes past the limits, or null. Brackets and colons inside strings do not count. */
export function jsonLimitProblem(text: string, limits = JSON_LIMITS): string | null {
  let depth = 0;
  let keys = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > limits.depth) return `nested deeper than ${limits.depth} levels`;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    } else if (c === 0x3a && ++keys > limits.keys) {
      return `made of more than ${limits.keys} keys`;
    }
  }
  return null;
}

/** Fastify's own JSON parser (prototype poisoning refused), behind the limits above. */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    // Content-type parsers run after onRequest, so the session is known here.
    if (!request.scope?.principal && text.length > JSON_LIMITS.anonymousChars) {
      done(
        new AppError('TOO_LARGE', 'The request body is too large for a request without a login'),
        undefined,
      );
      return;
    }
    const problem = jsonLimitProblem(text);
    if (problem) {
      done(new AppError('TOO_COMPLEX', `The JSON body is ${problem}, more than this API accepts`), undefined);
      return;
    }
    parse(request, text, done);
  });
}
