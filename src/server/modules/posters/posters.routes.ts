import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember, requireProjectAdmin } from '../../http/access';
import { badRequest } from '../../http/errors';
import { idParam } from '../../../shared/schemas';
import { errorBodySchema } from '../../../shared/errors';
import { posterSchema, posterUpdateSchema } from '../../../shared/contracts/posters';
import { receiveFiles } from '../imports/multipart-files';
import { detectAudio, detectImage, type FileKind } from './poster-files';
import { listPosters } from './posters.repository';
import {
  addPosterImages,
  deletePoster,
  deletePosterImage,
  getPoster,
  setPosterAudio,
  updatePoster,
  type UploadedFile,
} from './posters.service';

const adminQuery = z.object({
  admin_id: z
    .string()
    .max(20)
    .optional()
    .describe('SPEC.md identity parameter: must name the logged-in admin'),
});
const projectParams = z.object({ projectId: idParam });
const posterParams = z.object({ projectId: idParam, id: idParam });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const uploadErrors = { ...errors, 413: errorBodySchema };
const tags = ['posters'];
const MAX_IMAGES_PER_REQUEST = 10;

/** Members read posters; an admin_id, when given, must still name the logged-in admin. */
async function requireReader(request: FastifyRequest, projectId: number, adminId: string | undefined) {
  const db = request.server.database.db;
  if (adminId !== undefined && adminId !== '') return requireProjectAdmin(db, request, projectId, adminId);
  return requireMember(db, request, projectId);
}

function checkedFiles(
  files: { name: string; data: Buffer }[],
  detect: (b: Buffer) => FileKind | null,
  allowed: string,
): UploadedFile[] {
  return files.map((f) => {
    if (f.data.length === 0) throw badRequest(`The file "${f.name}" is empty`);
    const kind = detect(f.data);
    if (!kind) throw badRequest(`The file "${f.name}" is not ${allowed}`);
    return { name: f.name, data: f.data, kind };
  });
}

const postersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const storage = { uploadsDir: app.config.uploadsDir };

  app.get(
    '/projects/:projectId/posters',
    {
      schema: {
        tags,
        params: projectParams,
        querystring: adminQuery,
        response: { 200: z.array(posterSchema), ...errors },
      },
    },
    async (request) => {
      await requireReader(request, request.params.projectId, request.query.admin_id);
      return listPosters(db, request.params.projectId);
    },
  );

  app.get(
    '/projects/:projectId/posters/:id',
    {
      schema: {
        tags,
        params: posterParams,
        querystring: adminQuery,
        response: { 200: posterSchema, ...errors },
      },
    },
    async (request) => {
      await requireReader(request, request.params.projectId, request.query.admin_id);
      return getPoster(db, request.params.projectId, request.params.id);
    },
  );

  app.put(
    '/projects/:projectId/posters/:id',
    {
      schema: {
        tags,
        description:
          'image_urls replaces the image list; each entry is an http(s) URL or an /uploads/ path of an existing file.',
        params: posterParams,
        querystring: adminQuery,
        body: posterUpdateSchema,
        response: { 200: posterSchema, ...errors },
      },
    },
    async (request) => {
      const { project } = await requireProjectAdmin(
        db,
        request,
        request.params.projectId,
        request.query.admin_id,
      );
      return updatePoster(db, storage, project.id, request.params.id, request.body ?? {});
    },
  );

  app.delete(
    '/projects/:projectId/posters/:id',
    {
      schema: {
        tags,
        description: 'Deletes the poster with its images, assignments and evaluations.',
        params: posterParams,
        querystring: adminQuery,
        response: { 200: z.object({ status: z.literal('ok') }), ...errors },
      },
    },
    async (request) => {
      const { project } = await requireProjectAdmin(
        db,
        request,
        request.params.projectId,
        request.query.admin_id,
      );
      await deletePoster(db, storage, project.id, request.params.id);
      return { status: 'ok' as const };
    },
  );

  app.post(
    '/projects/:projectId/posters/:id/images',
    {
      schema: {
        tags,
        description: `multipart/form-data with up to ${MAX_IMAGES_PER_REQUEST} image files (PNG, JPEG, WebP, GIF, checked by content); appended to the image list.`,
        consumes: ['multipart/form-data'],
        params: posterParams,
        querystring: adminQuery,
        response: { 200: posterSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const { project } = await requireProjectAdmin(
        db,
        request,
        request.params.projectId,
        request.query.admin_id,
      );
      await getPoster(db, project.id, request.params.id);
      const files = checkedFiles(
        await receiveFiles(request, MAX_IMAGES_PER_REQUEST),
        detectImage,
        'a PNG, JPEG, WebP or GIF image',
      );
      return addPosterImages(db, storage, project.id, request.params.id, files);
    },
  );

  app.delete(
    '/projects/:projectId/posters/:id/images',
    {
      schema: {
        tags,
        description:
          'Removes one image (query url, as listed in image_urls); a file uploaded for this poster is deleted too.',
        params: posterParams,
        querystring: adminQuery.extend({
          url: z
            .string({ error: 'url is required' })
            .trim()
            .min(1, 'url is required')
            .max(2000, 'url is too long'),
        }),
        response: { 200: posterSchema, ...errors },
      },
    },
    async (request) => {
      const { project } = await requireProjectAdmin(
        db,
        request,
        request.params.projectId,
        request.query.admin_id,
      );
      return deletePosterImage(db, storage, project.id, request.params.id, request.query.url);
    },
  );

  app.post(
    '/projects/:projectId/posters/:id/audio',
    {
      schema: {
        tags,
        description:
          'multipart/form-data with one audio file (MP3, M4A, WAV, Ogg, checked by content); becomes audio_file.',
        consumes: ['multipart/form-data'],
        params: posterParams,
        querystring: adminQuery,
        response: { 200: posterSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const { project } = await requireProjectAdmin(
        db,
        request,
        request.params.projectId,
        request.query.admin_id,
      );
      await getPoster(db, project.id, request.params.id);
      const [file] = checkedFiles(
        await receiveFiles(request, 1),
        detectAudio,
        'an MP3, M4A, WAV or Ogg audio file',
      );
      return setPosterAudio(db, storage, project.id, request.params.id, file!);
    },
  );
};
export default postersRoutes;
