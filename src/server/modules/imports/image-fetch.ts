// Fetching an image a spreadsheet names by URL, without letting the URL reach the server's own network.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { FetchFailure } from '@shared/contracts/imports';
import ipaddr from 'ipaddr.js';

/**
 * A spreadsheet can name any URL, so the server fetches only what a browser on the public internet could
 * (docs/decisions/025-image-pipeline.md): http and https; no private, loopback, link-local, shared, multicast or
 * reserved address, IPv4 or IPv6 (an IPv4-mapped IPv6 address is judged as its IPv4 address). The address is
 * checked where the connection is made (the socket's own DNS lookup), so a name that resolves to a public address
 * when checked and a private one when used (DNS rebinding) is still refused; redirects are followed by hand, each
 * hop checked the same way. Size and time are limited; that the bytes are an image is the caller's check.
 */
export type FetchOptions = {
  /** Largest body accepted, in bytes. */
  maxBytes: number;
  /** For the whole fetch, redirects included. */
  timeoutMs: number;
  maxRedirects: number;
  /**
   * Which addresses may be connected to: public ones (isPublicAddress), unless the test setting
   * IMAGE_FETCH_ALLOW_PRIVATE_FOR_TESTS adds the loopback addresses (publicOrLoopback) for a local test server.
   */
  allowAddress?: (address: string) => boolean;
};

/**
 * Why a URL was not fetched, in words for the import's row warning. `hostWide`: the host cannot be used at all
 * (not found, refused, private, too slow), so other URLs on it need not be tried. `permanent`: trying again
 * cannot help (the URL itself is refused: not http(s), private, over the size limit); anything else may be a
 * host that comes back, and is tried again (docs/decisions/049-image-fetch-retries.md).
 */
export class FetchRefused extends Error {
  constructor(
    /**
     * The same reason as a code and its values, for a page's language; null for a failure stored before codes
     * (migration 026) or that was not a refusal (its English message is all there is).
     */
    readonly why: FetchFailure | null,
    message: string,
    readonly hostWide = false,
    readonly permanent = false,
  ) {
    super(message);
  }
}

/** Addresses a fetch may connect to: public unicast only. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv4') return (ip as ipaddr.IPv4).range() === 'unicast';
  const v6 = ip as ipaddr.IPv6;
  const range = v6.range();
  if (range === 'ipv4Mapped') return v6.toIPv4Address().range() === 'unicast';
  // NAT64, 6to4 and Teredo carry an IPv4 address that may be private: refused as a whole.
  return range === 'unicast';
}

/** The test setting's rule: a test server on the loopback address too, and still nothing else private. */
export function publicOrLoopback(address: string): boolean {
  if (isPublicAddress(address)) return true;
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'loopback';
}

const megabytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;

const tooLarge = (maxBytes: number) =>
  new FetchRefused(
    { code: 'TOO_LARGE', params: { size: megabytes(maxBytes) } },
    `it is larger than ${megabytes(maxBytes)}`,
    false,
    true,
  );

type LookupCallback = (err: Error | null, address: string | dns.LookupAddress[], family?: number) => void;

/** The socket's DNS lookup, refusing a name when any address it resolves to is not public. */
function guardedLookup(allowed: (address: string) => boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const blocked = addresses.find((a) => !allowed(a.address));
      if (blocked)
        return callback(
          new FetchRefused(
            { code: 'PRIVATE_ADDRESS', params: { host: hostname } },
            `${hostname} is a private or local address (${blocked.address}), which is not fetched`,
            true,
            true,
          ),
          [],
        );
      if (options.all) return callback(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

function checkUrl(raw: string, allowed: (address: string) => boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchRefused({ code: 'URL_INVALID' }, 'it is not a valid URL', false, true);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FetchRefused({ code: 'URL_NOT_HTTP' }, 'it is not an http(s) URL', false, true);
  if (url.username || url.password)
    throw new FetchRefused({ code: 'URL_CREDENTIALS' }, 'it carries a user name or password', false, true);
  // An address written out is connected to without a lookup: checked here.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) && !allowed(host))
    throw new FetchRefused(
      { code: 'PRIVATE_ADDRESS', params: { host } },
      `${host} is a private or local address, which is not fetched`,
      true,
      true,
    );
  return url;
}

type Hop = { redirect: string } | { body: Buffer };

function getOnce(url: URL, opts: FetchOptions, signal: AbortSignal): Promise<Hop> {
  const get = url.protocol === 'https:' ? https.get : http.get;
  return new Promise<Hop>((resolve, reject) => {
    const req = get(
      url,
      {
        // No pooled sockets: each connection makes its own checked lookup.
        agent: false,
        lookup: guardedLookup(opts.allowAddress ?? isPublicAddress) as unknown as typeof dns.lookup,
        signal,
        headers: { accept: 'image/*', 'user-agent': 'poster-judging image import' },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          resolve({ redirect: res.headers.location });
          return;
        }
        if (status !== 200) {
          res.resume();
          reject(
            new FetchRefused({ code: 'HTTP_STATUS', params: { status } }, `the server answered ${status}`),
          );
          return;
        }
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > opts.maxBytes) {
          res.destroy();
          reject(tooLarge(opts.maxBytes));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > opts.maxBytes) {
            res.destroy();
            reject(tooLarge(opts.maxBytes));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

const NETWORK_REASONS: Record<string, [FetchFailure['code'], string]> = {
  ENOTFOUND: ['HOST_NOT_FOUND', 'the host was not found'],
  EAI_AGAIN: ['LOOKUP_FAILED', 'the host could not be looked up'],
  ECONNREFUSED: ['CONNECTION_REFUSED', 'the connection was refused'],
  ECONNRESET: ['CONNECTION_RESET', 'the connection was reset'],
  EHOSTUNREACH: ['HOST_UNREACHABLE', 'the host cannot be reached'],
  ENETUNREACH: ['NETWORK_UNREACHABLE', 'the network cannot be reached'],
};

/** Fetches the body of an http(s) URL within the limits; throws FetchRefused with the reason. */
export async function fetchImageBytes(raw: string, opts: FetchOptions): Promise<Buffer> {
  const signal = AbortSignal.timeout(opts.timeoutMs);
  const allowed = opts.allowAddress ?? isPublicAddress;
  let url = checkUrl(raw, allowed);
  for (let hops = 0; ; hops++) {
    let hop: Hop;
    try {
      hop = await getOnce(url, opts, signal);
    } catch (err) {
      if (err instanceof FetchRefused) throw err;
      if (signal.aborted)
        throw new FetchRefused(
          { code: 'TIMEOUT', params: { seconds: opts.timeoutMs / 1000 } },
          `it took longer than ${opts.timeoutMs / 1000} s`,
          true,
        );
      const code = (err as NodeJS.ErrnoException).code ?? '';
      const known = NETWORK_REASONS[code];
      if (known) throw new FetchRefused({ code: known[0] }, known[1], true);
      throw new FetchRefused(
        { code: 'NETWORK_ERROR', params: { code: code || 'network error' } },
        `the fetch failed (${code || 'network error'})`,
      );
    }
    if ('body' in hop) return hop.body;
    if (hops >= opts.maxRedirects)
      throw new FetchRefused(
        { code: 'TOO_MANY_REDIRECTS', params: { max: opts.maxRedirects } },
        `it redirects more than ${opts.maxRedirects} times`,
      );
    url = checkUrl(new URL(hop.redirect, url).toString(), allowed);
  }
}
