// A poster's file downloaded by those consent lets, and a poster read by its link without an account
// (docs/decisions/055-consent.md).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectRoute, recordParams } from '@server/http/route-schemas';
import { posterSchema } from '@shared/contracts/posters';
import { errorBodySchema } from '@shared/errors';
import { getPublicPoster, posterFileDownload } from './poster-consent';
import { contentDisposition } from '@server/http/file-names';

const tags = ['posters'];

const posterConsentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/projects/:projectId/posters/:id/file',
    projectRoute(
      tags,
      {
        summary: "The poster's approved file as its presenter made it (PDF, image or slide deck)",
        description:
          "The organiser's at any time; judges' and participants' only while the project allows downloads, the presenter did not refuse, and the poster is not closed after the event (403 DOWNLOAD_NOT_ALLOWED). 404 when no file is approved.",
        params: recordParams,
        produces: ['application/octet-stream'],
        response: { 200: z.any().describe('The file') },
      },
      'member',
    ),
    async (request, reply) => {
      const organiser = request.scope.principal?.kind === 'admin';
      const { file, filename } = await posterFileDownload(
        db,
        app.config.uploadsDir,
        request.scope.projectId,
        request.params.id,
        organiser,
      );
      return reply
        .header('Content-Type', 'application/octet-stream')
        .header('Content-Disposition', contentDisposition(filename))
        .header('Cache-Control', 'private, no-store')
        .send(file);
    },
  );

  app.get(
    '/projects/:projectId/public-posters/:id',
    {
      // As openProjectRoute, with the poster in the path: public, on an active project.
      config: { access: 'public', activeProject: true } as const,
      schema: {
        tags,
        summary: 'A poster read by its link without an account, when the project allows it',
        description:
          '{"poster": null} when the project does not let anyone with the link read its posters; 404 when it does and there is no such poster.',
        params: recordParams,
        response: {
          200: z.object({ poster: posterSchema.nullable() }),
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => ({
      poster: await getPublicPoster(db, request.scope.projectId, request.params.id),
    }),
  );
};
export default posterConsentRoutes;
