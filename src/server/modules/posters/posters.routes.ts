// Posters: members read them; the project admin edits them and uploads their images and audio.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '@server/errors';
import { confirmField } from '@server/http/confirmation';
import { receiveFiles } from '@server/http/multipart-files';
import {
  type Poster,
  posterListParamsSchema,
  posterPageSchema,
  posterSchema,
  posterUpdateSchema,
} from '@shared/contracts/posters';
import { asksForPage } from '@shared/paging';
import {
  adminQuery,
  projectRoute,
  recordParams,
  okAfter,
  pagedListSchema,
  deleteRecordRoute,
  bulkDeletePreviewRoute,
  bulkDeleteRoute,
  deletePreviewRoute,
} from '@server/http/route-schemas';
import { errorBodySchema } from '@shared/errors';
import { detectAudio, detectImage, type FileKind } from '@server/media';
import {
  addPosterImages,
  deletePosterImage,
  setPosterAudio,
  type UploadedFile,
} from './poster-media.service';
import {
  deletePoster,
  deletePosters,
  getPoster,
  listPosterPage,
  listPosters,
  posterDeletePreview,
  postersDeletePreview,
  updatePoster,
} from './posters.service';
import posterQrRoutes from './poster-qr.routes';
import posterConsentRoutes from './poster-consent.routes';
import posterTextRoutes from './poster-text.routes';
import { forMembers, getPosterAsSeen, readConsent, withConsent } from './poster-consent';

const MAX_IMAGES_PER_REQUEST = 10;
const tags = ['posters'];
const upload = { consumes: ['multipart/form-data'], params: recordParams } as const;
const uploaded = { 200: posterSchema, 413: errorBodySchema };

function checkedFiles(
  files: { name: string; data: Buffer }[],
  detect: (b: Buffer) => FileKind | null,
  allowed: string,
): UploadedFile[] {
  return files.map((f) => {
    if (f.data.length === 0)
      throw new AppError('FILE_EMPTY', `The file "${f.name}" is empty`, {
        field: 'file',
        params: { name: f.name },
      });
    const kind = detect(f.data);
    if (!kind)
      throw new AppError('FILE_TYPE', `The file "${f.name}" is not one of ${allowed}`, {
        field: 'file',
        params: { name: f.name, allowed },
      });
    return { name: f.name, data: f.data, kind };
  });
}

const postersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const storage = { uploadsDir: app.config.uploadsDir, images: app.images };
  const url = '/projects/:projectId/posters/:id';

  // Members read posters; an admin_id, when given, must still name the logged-in admin (the scope checks it).
  app.get(
    '/projects/:projectId/posters',
    projectRoute(
      tags,
      pagedListSchema(
        "Without list parameters: every poster, by number. With any of page, page_size, q, sort, dir or category: one page {items, total, page, page_size, categories}; q finds every word in the title, keywords, category, board, author, presenter's name, affiliation, abstract or the text of the poster's approved file (Korean words with their particles, English words in any form), or a number (P-012 or 12), or (admins) a presenter's email; without sort the hits come ranked (number, then title, keywords, authors, abstract, file text, then by number) and each item has hit {field, parts: [{text, match}]}, the sentence it was found in. A q with no letter or digit: 400 SEARCH_EMPTY. pages: the newest approved file's pages. presenter_email is null for judges and participants.",
        posterListParamsSchema,
        posterPageSchema,
        posterSchema,
      ),
      'member',
    ),
    async (request) => {
      const admin = request.scope.principal?.kind === 'admin';
      const projectId = request.scope.projectId;
      const consent = await readConsent(db, projectId);
      const seen = (p: Poster) => (admin ? withConsent(p, consent) : forMembers(p, consent));
      if (asksForPage(request.query)) {
        const page = await listPosterPage(db, projectId, request.query, admin);
        return { ...page, items: page.items.map(seen) };
      }
      return (await listPosters(db, projectId)).map(seen);
    },
  );

  app.get(
    url,
    projectRoute(tags, { params: recordParams, response: { 200: posterSchema } }, 'member'),
    async (request) =>
      getPosterAsSeen(
        db,
        request.scope.projectId,
        request.params.id,
        request.scope.principal?.kind === 'admin',
      ),
  );

  app.put(
    url,
    projectRoute(tags, {
      description:
        'image_urls replaces the image list; each entry is an http(s) URL or an /uploads/ path of an existing file.',
      params: recordParams,
      body: posterUpdateSchema,
      response: { 200: posterSchema },
    }),
    async (request) =>
      updatePoster(db, storage, request.scope.projectId, request.params.id, request.body ?? {}),
  );

  app.delete(
    url,
    deleteRecordRoute(tags, {
      description:
        'Deletes the poster with its images, assignments and evaluations. One with evaluations needs confirm=<its number, P-001> (see delete-preview); else 409 CONFIRMATION_REQUIRED.',
      querystring: adminQuery.extend(confirmField),
    }),
    async (request) =>
      okAfter(deletePoster(db, storage, request.scope.projectId, request.params.id, request.query.confirm)),
  );

  app.post(
    '/projects/:projectId/posters/bulk-delete-preview',
    bulkDeletePreviewRoute(
      tags,
      'What deleting the posters named in ids would remove, and the text to type (their count) if any.',
    ),
    async (request) => postersDeletePreview(db, request.scope.projectId, request.body.ids),
  );

  app.post(
    '/projects/:projectId/posters/bulk-delete',
    bulkDeleteRoute(
      tags,
      'Deletes the posters named in ids (at most 200) in one transaction, with their images, assignments and evaluations; when any has evaluations, confirm must be their count (see bulk-delete-preview), else 409 CONFIRMATION_REQUIRED. A poster not of this project: 404, nothing deleted.',
    ),
    async (request) => ({
      deleted: await deletePosters(
        db,
        storage,
        request.scope.projectId,
        request.body.ids,
        request.body.confirm,
      ),
    }),
  );

  app.get(`${url}/delete-preview`, deletePreviewRoute(tags), async (request) =>
    posterDeletePreview(db, request.scope.projectId, request.params.id),
  );

  app.post(
    `${url}/images`,
    projectRoute(tags, {
      ...upload,
      description: `multipart/form-data with up to ${MAX_IMAGES_PER_REQUEST} image files (PNG, JPEG, WebP, GIF, checked by content); appended to the image list.`,
      response: uploaded,
    }),
    async (request) => {
      const projectId = request.scope.projectId;
      // The poster first: a 404 before the upload is read.
      await getPoster(db, projectId, request.params.id);
      const received = await receiveFiles(request, MAX_IMAGES_PER_REQUEST);
      const files = checkedFiles(received, detectImage, 'PNG, JPEG, WebP, GIF');
      return addPosterImages(db, storage, projectId, request.params.id, files);
    },
  );

  app.delete(
    `${url}/images`,
    projectRoute(tags, {
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
      response: { 200: posterSchema },
    }),
    async (request) =>
      deletePosterImage(db, storage, request.scope.projectId, request.params.id, request.query.url),
  );

  app.post(
    `${url}/audio`,
    projectRoute(tags, {
      ...upload,
      description:
        'multipart/form-data with one audio file (MP3, M4A, WAV, Ogg, checked by content); becomes audio_file.',
      response: uploaded,
    }),
    async (request) => {
      const projectId = request.scope.projectId;
      await getPoster(db, projectId, request.params.id);
      const received = await receiveFiles(request, 1);
      const [file] = checkedFiles(received, detectAudio, 'MP3, M4A, WAV, Ogg');
      return setPosterAudio(db, storage, projectId, request.params.id, file!);
    },
  );

  await app.register(posterQrRoutes);
  await app.register(posterConsentRoutes);
  await app.register(posterTextRoutes);
};
export default postersRoutes;
