// Uploading a poster file: the presenter's own, or the organiser's for a presenter; multipart here, resumable
// (tus) in tus-uploads.ts. Both answer with the new submission, `processing` until its render job ends.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '@server/errors';
import { fileTooLarge } from '@server/http/multipart-files';
import { adminQuery, projectParams, signedInRoute, signedInErrors } from '@server/http/route-schemas';
import { selectExistsInProject } from '@server/db/project-rows';
import { errorBodySchema } from '@shared/errors';
import { idParam } from '@shared/schemas';
import { submissionSchema } from '@shared/contracts/submissions';
import { removeLeftoverConversions, slidesIsolated, slidesSupported } from '@server/media';
import { assertSubmissionOpen } from './submissions.service';
import {
  pruneIncoming,
  receivePosterStream,
  submitPosterFile,
  type ReceivedPosterFile,
} from './submission-uploads.service';
import tusUploadRoutes from './tus-uploads';

const tags = ['submissions'];
const response = { 202: submissionSchema, ...signedInErrors, 409: errorBodySchema, 413: errorBodySchema };

/**
 * Hands the multipart form field `file` to the service, which streams it into the storage's staging (never held
 * in memory), refused past config.maxPosterBytes with FILE_TOO_LARGE; the field `note`, when sent before the file,
 * comes with it.
 */
async function receivePosterFile(request: FastifyRequest): Promise<ReceivedPosterFile> {
  const { uploadsDir, maxPosterBytes } = request.server.config;
  const missing = () =>
    new AppError('FILE_MISSING', 'Send the poster file as multipart/form-data in the field "file"');
  if (!request.isMultipart()) throw missing();
  try {
    const part = await request.file({
      limits: { fileSize: maxPosterBytes, files: 1 },
      throwFileSizeLimit: true,
    });
    if (!part) throw missing();
    const note = part.fields.note;
    const received = await receivePosterStream(uploadsDir, part.file, part.filename ?? '', maxPosterBytes);
    return {
      ...received,
      note: note && !Array.isArray(note) && note.type === 'field' ? String(note.value) : undefined,
    };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(maxPosterBytes);
    throw new AppError('BAD_REQUEST', 'The upload could not be read: send the file as multipart/form-data');
  }
}

/** Said once at start where decks convert with network access (no `unshare -rn`): docs/decisions/041. */
async function warnIfSlidesReachNetwork(log: FastifyBaseLogger): Promise<void> {
  if (!(await slidesSupported()) || (await slidesIsolated())) return;
  log.warn(
    'Slide decks are converted with network access (unshare -rn is not available here): LibreOffice may fetch ' +
      "pictures a deck links by URL. Block this server's outbound traffic (firewall or egress policy).",
  );
}

const submissionUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.database.db, uploadsDir: app.config.uploadsDir, jobs: app.jobs });

  app.post(
    '/projects/:projectId/presenter/poster/file',
    signedInRoute(tags, 'presenter', {
      summary: "Uploads the presenter's poster file (PDF, image or slides): a new submission, rendered next",
      consumes: ['multipart/form-data'],
      response,
    }),
    async (request, reply) => {
      const { projectId } = request.params;
      const { posterId } = request.scope.presenter;
      await assertSubmissionOpen(app.database.db, projectId);
      const file = await receivePosterFile(request);
      const target = { projectId, posterId, by: 'presenter' } as const;
      return reply.code(202).send(await submitPosterFile(deps(), target, file));
    },
  );

  app.post(
    '/projects/:projectId/posters/:posterId/submission/file',
    {
      config: { access: 'projectAdmin' },
      schema: {
        tags,
        summary: "Uploads a poster file for the poster's presenter (also after the deadline)",
        consumes: ['multipart/form-data'],
        params: projectParams.extend({ posterId: idParam }),
        querystring: adminQuery,
        response,
      },
    },
    async (request, reply) => {
      const { projectId, posterId } = request.params;
      if (!(await selectExistsInProject(app.database.db, 'posters', projectId, posterId)))
        throw notFound('Poster');
      const file = await receivePosterFile(request);
      const target = { projectId, posterId, by: 'admin' } as const;
      return reply.code(202).send(await submitPosterFile(deps(), target, file));
    },
  );

  app.addHook('onReady', async () => {
    const { dataDir, uploadsDir } = app.config;
    pruneIncoming(dataDir, uploadsDir).catch((err: unknown) =>
      app.log.warn({ err }, 'removing received files left behind failed'),
    );
    removeLeftoverConversions().catch((err: unknown) =>
      app.log.warn({ err }, 'removing slide conversion folders left behind failed'),
    );
    void warnIfSlidesReachNetwork(app.log);
  });

  await app.register(tusUploadRoutes);
};

export default submissionUploadRoutes;
