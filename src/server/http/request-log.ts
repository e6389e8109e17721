// What the request log says of a request: its method, its path with every secret in it replaced, and the client.
import type { Writable } from 'node:stream';

/**
 * Page paths that carry a secret as their last part: a presenter's or a judge's personal link, a screen's pairing
 * link, a password reset. A token in a log line is a working key in every log file and log shipper.
 */
const TOKEN_PATHS = /\/(link|pair|password-reset)\/[^/?#]+/g;

/** The URL as the log may keep it: no query string (it may carry credentials), no token. */
export function redactUrl(url: string): string {
  return url.split('?')[0]!.replace(TOKEN_PATHS, '/$1/[token]');
}

/** Fastify's logger options: the level, the request serializer above, and where lines go (stdout by default). */
export function requestLogOptions(level: string, stream?: Writable) {
  return {
    level,
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
