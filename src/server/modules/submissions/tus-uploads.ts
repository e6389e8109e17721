// Resumable uploads of poster files (tus 1.0, @tus/server): the presenter's and the organiser's, each upload
// bound to its poster; when the last byte arrives the file becomes a submission like a multipart upload. The parts
// wait in tus-store.ts's store: this machine's folder, or the media's bucket.
import type { IncomingMessage } from 'node:http';
import { Server, type ServerOptions } from '@tus/server';
import { z } from 'zod';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFound } from '@server/errors';
import { fileTooLarge } from '@server/http/multipart-files';
import { selectExistsInProject } from '@server/db/project-rows';
import { idParam } from '@shared/schemas';
import { presenterNoteOf, submitPosterFile, type UploadTarget } from './submission-uploads.service';
import { assertSubmissionOpen } from './submissions.service';
import { openUploadStore, type UploadStore } from './tus-store';

const UPLOAD_ID = /^[0-9a-f]{32}$/;

type ServerRequest = Parameters<NonNullable<ServerOptions['onUploadFinish']>>[0];
type Upload = Parameters<NonNullable<ServerOptions['onUploadFinish']>>[1];

/** The poster and sender of each request handed to tus, found by the route before handing it over. */
const targets = new WeakMap<IncomingMessage, UploadTarget>();
function targetOf(req: ServerRequest): UploadTarget {
  const raw = (req as { runtime?: { node?: { req: IncomingMessage } } }).runtime?.node?.req;
  const target = raw && targets.get(raw);
  if (!target) throw { status_code: 500, body: 'no target' };
  return target;
}

/** An error as tus sends it: our JSON body with its status. */
const tusError = (err: AppError) => ({ status_code: err.status, body: JSON.stringify(err.body) });

const tusUploadRoutes: FastifyPluginAsync = async (app) => {
  const { config, database } = app;
  const deps = { db: database.db, uploadsDir: config.uploadsDir, jobs: app.jobs };
  let made: Promise<{ store: UploadStore; tus: Server }> | null = null;
  /** The tus server, made at the first upload request. */
  const tusServer = () =>
    (made ??= openUploadStore(config).then((store) => ({ store, tus: makeServer(store) })));
  const makeServer = (store: UploadStore) =>
    new Server({
      path: '/api/projects',
      datastore: store.datastore,
      maxSize: config.maxPosterBytes,
      // Same origin only: no CORS headers (the session cookie is SameSite=Lax, and the Origin check refuses others).
      allowedOrigins: () => false,
      namingFunction: () => store.newId(),
      // The Location of a new upload: the creation URL and the upload's random id (32 hex characters).
      generateUrl: (req, { id }) => `${new URL(req.url).pathname}/${store.hexOf(id)}`,
      getFileIdFromRequest: (req) => {
        const last = new URL(req.url).pathname.split('/').pop() ?? '';
        return UPLOAD_ID.test(last) ? store.idOf(last) : undefined;
      },
      // The upload is bound to its poster by the server, whatever metadata the client sent.
      onUploadCreate: async (req, upload) => {
        const { projectId, posterId, by } = targetOf(req);
        // The note to the reviewer (metadata `note`) is refused before a byte of the file is sent.
        try {
          presenterNoteOf(upload.metadata?.note ?? undefined);
        } catch (err) {
          if (err instanceof AppError) throw tusError(err);
          throw err;
        }
        const metadata = { ...upload.metadata, project: `${projectId}`, poster: `${posterId}`, by };
        return { metadata };
      },
      onUploadFinish: async (req, upload) => {
        try {
          const submission = await finish(store, targetOf(req), upload);
          return {
            status_code: 200,
            headers: { 'Content-Type': 'application/json; charset=utf-8' },
            body: JSON.stringify(submission),
          };
        } catch (err) {
          if (err instanceof AppError) throw tusError(err);
          throw err;
        }
      },
    });

  /** The finished upload as a submission; the upload is consumed (its file moved or removed, its record gone). */
  async function finish(store: UploadStore, target: UploadTarget, upload: Upload) {
    const file = await store.file(upload.id);
    const name = upload.metadata?.filename ?? upload.metadata?.name ?? 'poster';
    const note = upload.metadata?.note ?? undefined;
    try {
      return await submitPosterFile(deps, target, { path: file.path, name, size: upload.size ?? 0, note });
    } finally {
      await file.release();
    }
  }

  // The body of a PATCH (and of a creation with upload) is read by tus from the request itself.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  /** Hands the request to tus once the route knows whose poster it is; an upload of another poster is 404. */
  async function handOver(request: FastifyRequest, reply: FastifyReply, target: UploadTarget, id?: string) {
    const { store, tus } = await tusServer();
    if (request.method === 'POST') {
      if (target.by === 'presenter') await assertSubmissionOpen(database.db, target.projectId);
      const length = request.headers['upload-length'];
      if (typeof length !== 'string' || !/^\d{1,15}$/.test(length))
        throw new AppError(
          'BAD_REQUEST',
          'Send the file size in Upload-Length (deferred lengths are not taken)',
        );
      if (Number(length) > config.maxPosterBytes) throw fileTooLarge(config.maxPosterBytes);
      if (length === '0') throw new AppError('FILE_EMPTY', 'The file is empty', { field: 'file' });
    } else {
      const upload = UPLOAD_ID.test(id ?? '')
        ? await store.datastore.getUpload(store.idOf(id!)).catch(() => null)
        : null;
      const meta = upload?.metadata;
      if (!meta || meta.project !== `${target.projectId}` || meta.poster !== `${target.posterId}`)
        throw notFound('Upload');
    }
    targets.set(request.raw, target);
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  }

  /** A new upload is POSTed to the collection URL; HEAD, PATCH and DELETE go to the upload's own URL only. */
  const ways = [
    { suffix: '', method: ['POST'] },
    { suffix: '/:uploadId', method: ['HEAD', 'PATCH', 'DELETE'] },
  ];
  const uploadParams = z.object({ projectId: idParam, uploadId: z.string().max(64).optional() });
  const adminParams = uploadParams.extend({ posterId: idParam });
  const hide = { hide: true } as const;

  for (const { suffix, method } of ways)
    app.route({
      method,
      url: `/projects/:projectId/presenter/uploads${suffix}`,
      config: { access: 'presenter' },
      schema: { ...hide, params: uploadParams },
      handler: async (request, reply) => {
        const { projectId, uploadId } = request.params as z.infer<typeof uploadParams>;
        const { posterId } = request.scope.presenter;
        const target = { projectId, posterId, by: 'presenter' } as const;
        await handOver(request, reply, target, uploadId);
      },
    });

  for (const { suffix, method } of ways)
    app.route({
      method,
      url: `/projects/:projectId/posters/:posterId/uploads${suffix}`,
      config: { access: 'projectAdmin' },
      schema: {
        ...hide,
        params: adminParams,
        querystring: z.object({ admin_id: z.string().max(32).optional() }),
      },
      handler: async (request, reply) => {
        const { projectId, posterId, uploadId } = request.params as z.infer<typeof adminParams>;
        if (!(await selectExistsInProject(database.db, 'posters', projectId, posterId)))
          throw notFound('Poster');
        await handOver(request, reply, { projectId, posterId, by: 'admin' }, uploadId);
      },
    });
};

export default tusUploadRoutes;
