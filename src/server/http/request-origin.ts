// The site's address as the client reached it, for links the server writes into answers (sign-in links, QR codes).
import type { FastifyRequest } from 'fastify';

/**
 * `https://host[:port]` of this request. request.protocol and request.host follow X-Forwarded-* only from a
 * trusted proxy (TRUST_PROXY; docs/decisions/015-login-throttling.md), so a client cannot choose the address.
 */
export const requestOrigin = (request: Pick<FastifyRequest, 'protocol' | 'host'>) =>
  `${request.protocol}://${request.host}`;
