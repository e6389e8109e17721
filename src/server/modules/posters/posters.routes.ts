// Posters: members read them; the project admin edits them and uploads their images and audio.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../http/errors';
import { receiveFiles } from '../../http/multipart-files';
import {
  adminQuery,
  errorResponses,
  ok,
  okSchema,
  projectParams,
  recordParams,
  uploadErrorResponses,
} from '../../http/route-schemas';
import { posterSchema, posterUpdateSchema } from '../../../shared/contracts/posters';
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

const tags = ['posters'];
const MAX_IMAGES_PER_REQUEST = 10;
/** Members read posters; an admin_id, when given, must still name the logged-in admin. */
const reader = { access: 'member' } as const;
const admin = { access: 'projectAdmin' } as const;

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
      config: reader,
      schema: {
        tags,
        params: projectParams,
        querystring: adminQuery,
        response: { 200: z.array(posterSchema), ...errorResponses },
      },
    },
    async (request) => {
      return listPosters(db, request.scope.projectId);
    },
  );

  app.get(
    '/projects/:projectId/posters/:id',
    {
      config: reader,
      schema: {
        tags,
        params: recordParams,
        querystring: adminQuery,
        response: { 200: posterSchema, ...errorResponses },
      },
    },
    async (request) => {
      return getPoster(db, request.scope.projectId, request.params.id);
    },
  );

  app.put(
    '/projects/:projectId/posters/:id',
    {
      config: admin,
      schema: {
        tags,
        description:
          'image_urls replaces the image list; each entry is an http(s) URL or an /uploads/ path of an existing file.',
        params: recordParams,
        querystring: adminQuery,
        body: posterUpdateSchema,
        response: { 200: posterSchema, ...errorResponses },
      },
    },
    async (request) => {
      const projectId = request.scope.projectId;
      return updatePoster(db, storage, projectId, request.params.id, request.body ?? {});
    },
  );

  app.delete(
    '/projects/:projectId/posters/:id',
    {
      config: admin,
      schema: {
        tags,
        description: 'Deletes the poster with its images, assignments and evaluations.',
        params: recordParams,
        querystring: adminQuery,
        response: { 200: okSchema, ...errorResponses },
      },
    },
    async (request) => {
      const projectId = request.scope.projectId;
      await deletePoster(db, storage, projectId, request.params.id);
      return ok;
    },
  );

  app.post(
    '/projects/:projectId/posters/:id/images',
    {
      config: admin,
      schema: {
        tags,
        description: `multipart/form-data with up to ${MAX_IMAGES_PER_REQUEST} image files (PNG, JPEG, WebP, GIF, checked by content); appended to the image list.`,
        consumes: ['multipart/form-data'],
        params: recordParams,
        querystring: adminQuery,
        response: { 200: posterSchema, ...uploadErrorResponses },
      },
    },
    async (request) => {
      const projectId = request.scope.projectId;
      await getPoster(db, projectId, request.params.id);
      const files = checkedFiles(
        await receiveFiles(request, MAX_IMAGES_PER_REQUEST),
        detectImage,
        'a PNG, JPEG, WebP or GIF image',
      );
      return addPosterImages(db, storage, projectId, request.params.id, files);
    },
  );

  app.delete(
    '/projects/:projectId/posters/:id/images',
    {
      config: admin,
      schema: {
        tags,
        description:
          'Removes one image (query url, as listed in image_urls); a file uploaded for this poster is deleted too.',
        params: recordParams,
        querystring: adminQuery.extend({
          url: z
            .string({ error: 'url is required' })
            .trim()
            .min(1, 'url is required')
            .max(2000, 'url is too long'),
        }),
        response: { 200: posterSchema, ...errorResponses },
      },
    },
    async (request) => {
      const projectId = request.scope.projectId;
      return deletePosterImage(db, storage, projectId, request.params.id, request.query.url);
    },
  );

  app.post(
    '/projects/:projectId/posters/:id/audio',
    {
      config: admin,
      schema: {
        tags,
        description:
          'multipart/form-data with one audio file (MP3, M4A, WAV, Ogg, checked by content); becomes audio_file.',
        consumes: ['multipart/form-data'],
        params: recordParams,
        querystring: adminQuery,
        response: { 200: posterSchema, ...uploadErrorResponses },
      },
    },
    async (request) => {
      const projectId = request.scope.projectId;
      await getPoster(db, projectId, request.params.id);
      const [file] = checkedFiles(
        await receiveFiles(request, 1),
        detectAudio,
        'an MP3, M4A, WAV or Ogg audio file',
      );
      return setPosterAudio(db, storage, projectId, request.params.id, file!);
    },
  );
};
export default postersRoutes;
