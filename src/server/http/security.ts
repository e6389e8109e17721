// Security headers (@fastify/helmet), and the checks every API request passes first: Origin, NUL, no password in the URL.
import type { FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { AppError } from '../errors';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * TRUST_PROXY as Fastify takes it. Fastify 5.12.1 dropped hop counts (a number now trusts nobody, silently),
 * because a count cannot tell the proxy from a client that connects directly. A count is still the right
 * setting when the server can be reached only through its proxy (README "Running it safely"), so it is given
 * to Fastify as the trust function proxy-addr always used for counts: the first `hops` addresses are proxies.
 */
export function trustProxyOption(
  value: boolean | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

/**
 * Helmet's defaults, with a CSP that allows no inline script and poster images from any host. Built once here;
 * helmet turns it into its middleware once, at registration.
 */
const helmetOptions: FastifyHelmetOptions = {
  // On every response: pages, API, uploads, 404s and errors (an onRequest hook, before routing decides anything).
  global: true,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Dialog and scroll-lock libraries set inline styles; no inline script is ever allowed.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
      mediaSrc: ["'self'", 'blob:', 'https:', 'http:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // Poster images may come from other hosts (image_urls); they must still load.
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-site' },
  strictTransportSecurity: false,
};

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, helmetOptions);

  // A NUL character is never meaningful in this product's text, and PostgreSQL refuses it in text columns.
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const where = findNul({ params: request.params, query: request.query, body: request.body });
    if (where) throw new AppError('VALIDATION', `${where}: contains a NUL character, which is not allowed`);
  });

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    if (/%00/.test(request.url))
      throw new AppError('VALIDATION', 'The URL contains a NUL character, which is not allowed');
    // Passwords travel only in JSON bodies: a URL ends up in logs, history and proxies.
    const q = request.query as Record<string, unknown> | undefined;
    if (q && typeof q === 'object' && Object.keys(q).some((k) => k.toLowerCase().includes('password'))) {
      throw new AppError('PASSWORD_IN_URL', 'Send passwords in the JSON request body, never in the URL');
    }
    if (UNSAFE.has(request.method)) {
      const origin = request.headers.origin;
      if (origin !== undefined) {
        let host: string | undefined;
        try {
          host = new URL(origin).host;
        } catch {
          host = undefined;
        }
        const expected = request.host;
        if (!host || host !== expected) {
          throw new AppError('BAD_ORIGIN', 'This request came from another site and was refused');
        }
      } else if (request.headers['sec-fetch-site'] === 'cross-site') {
        throw new AppError('BAD_ORIGIN', 'This request came from another site and was refused');
      }
    }
  });
}

/** Path of the first string holding a NUL character, e.g. "body.username", or null. */
function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'value' : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  if (Buffer.isBuffer(value)) return null;
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (k.includes('\u0000')) return path ? `${path}.${k.replaceAll('\u0000', '')}` : 'key';
    const found = findNul(v, path ? `${path}.${k}` : k, depth + 1);
    if (found) return found;
  }
  return null;
}
