// `/uploads/...`: the stored files the site shows (pictures, pages and their tiles, plans), from the uploads folder
// or, where STORAGE_URL names a bucket, streamed from it through the server (no public bucket, no signed URL),
// with the same rules and headers either way (docs/decisions/080-object-storage.md).
import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import send from '@fastify/send';
import type { Config } from '../config';
import { IMMUTABLE_UPLOAD, openStorage, S3Storage } from '../media';

const PREFIX = '/uploads/';

/** What every stored file is answered with, by its site path: data, never a page or a script. */
function fileHeaders(site: string): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    // Files named by their content or by a random name written once never change: cache them for a year.
    ...(IMMUTABLE_UPLOAD.test(site) ? { 'Cache-Control': 'public, max-age=31536000, immutable' } : {}),
    'Content-Security-Policy':
      "default-src 'none'; img-src 'self'; media-src 'self'; sandbox; frame-ancestors 'none'",
  };
}

/**
 * Opens the configured storage and serves it under `/uploads/`: one route, by key, for the folder and the bucket.
 * A file costs what reading it costs and little more: no session, no database, no compression, no request log
 * line (a poster view asks for dozens of tiles; errors are still logged), and one `stat` (docs/decisions/088).
 */
export async function registerUploads(app: FastifyInstance, config: Config): Promise<void> {
  fs.mkdirSync(config.uploadsDir, { recursive: true });
  const storage = openStorage(config.uploadsDir, config.storageUrl);
  const serve = storage instanceof S3Storage ? fromBucket(storage) : fromFolder(config.uploadsDir);
  // HEAD declared with GET, so that Fastify's own HEAD (which reads the body through) is not made.
  app.route({
    method: ['GET', 'HEAD'],
    url: `${PREFIX}*`,
    // Files, not API: out of the OpenAPI document (as @fastify/static's routes were).
    schema: { hide: true },
    logLevel: 'warn',
    handler: async (request, reply) => {
      // Dot folders (`.originals`, `.incoming`) hold what is never served: answered 404, as if absent.
      const key = servedKey((request.params as { '*': string })['*']);
      if (!key) return reply.callNotFound();
      return serve(key, request, reply);
    },
  });
}

type Serve = (key: string, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * The uploads folder through @fastify/send, as @fastify/static sends it (type, length, ETag, Last-Modified, `304`,
 * ranges) but without its check of each folder's spelling, which lists every folder on the path for every file (a
 * tile's folder holds hundreds): it guards case-insensitive disks, and here no key holds a dot segment anyway.
 */
function fromFolder(root: string): Serve {
  return async (key, request, reply) => {
    const sent = await send(request.raw, '/' + key.split('/').map(encodeURIComponent).join('/'), {
      root,
      index: false,
      dotfiles: 'deny',
    });
    if (sent.type === 'file')
      return reply
        .code(sent.statusCode)
        .headers(sent.headers)
        .headers(fileHeaders(PREFIX + key))
        .send(sent.stream);
    sent.stream.destroy();
    if (sent.type === 'directory' || (sent.metadata.error as { status?: number }).status === 404)
      return reply.callNotFound();
    return reply.send(sent.metadata.error);
  };
}

/**
 * The key a site path names (Fastify has decoded it), or null for what is never served: a dot segment, an empty
 * one, a backslash or NUL.
 */
function servedKey(key: string): string | null {
  // eslint-disable-next-line no-control-regex -- NUL is refused
  if (/\\|\u0000/.test(key) || key.split('/').some((s) => s === '' || s.startsWith('.'))) return null;
  return key;
}

/** The static server's type for a file name, with its charset for text. */
function contentType(key: string): string {
  const type = send.mime.getType(key) || 'application/octet-stream';
  return send.isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
}

/**
 * The bucket's objects as the folder's files are answered: type by name, length, Last-Modified, the object's
 * ETag (a `304` for a client that has it), byte ranges (`206`), and the headers above. Query strings are ignored.
 */
function fromBucket(storage: S3Storage): Serve {
  return async (key, request, reply) => {
    const range = request.headers.range;
    const ifNoneMatch = request.headers['if-none-match'];
    const opened = await storage.open(key, { range, ifNoneMatch, head: request.method === 'HEAD' });
    if (!opened) return reply.callNotFound();
    const headers: Record<string, string> = {
      'Cache-Control': 'public, max-age=0',
      ...fileHeaders(PREFIX + key),
    };
    if (opened.etag) headers.ETag = opened.etag;
    if (opened.lastModified) headers['Last-Modified'] = opened.lastModified.toUTCString();
    if (opened.status === 304 || opened.status === 416)
      return reply.code(opened.status).headers(headers).send();
    headers['Accept-Ranges'] = 'bytes';
    headers['Content-Type'] = contentType(key);
    headers['Content-Length'] = String(opened.size);
    if (opened.contentRange) headers['Content-Range'] = opened.contentRange;
    return reply
      .code(opened.status)
      .headers(headers)
      .send(opened.body ?? undefined);
  };
}
