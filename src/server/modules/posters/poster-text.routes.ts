// A poster read as text (docs/decisions/092-poster-text-view.md): by the project's members and its kiosks' screens,
// and by anyone with the link when the project allows it, as they read the poster itself.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectRoute, recordParams, signedInRoute } from '@server/http/route-schemas';
import { posterTextSchema } from '@shared/contracts/posters';
import { errorBodySchema } from '@shared/errors';
import type { RequestScope } from '@server/http/project-scope';
import { getPosterAsSeen, getPublicPoster } from './poster-consent';
import { posterTextOf } from './poster-text';

const tags = ['posters'];
const description =
  "The newest approved file's text in reading order, page by page, with its headings and its language (lang): source layout (as laid out), plain (a file rendered before layouts were kept: paragraphs only) or none (no approved file with text, an image, or a poster closed after the event).";

const posterTextRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  const schema = { summary: 'A poster read as text', description, params: recordParams } as const;
  const response = {
    200: posterTextSchema,
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
  };
  const handler = async (request: { scope: RequestScope; params: { id: number } }) =>
    posterTextOf(
      db,
      await getPosterAsSeen(
        db,
        request.scope.projectId,
        request.params.id,
        request.scope.principal?.kind === 'admin',
      ),
    );
  // The project's members read it as they read the poster; a kiosk's screen as it shows the poster.
  app.get(
    '/projects/:projectId/posters/:id/text',
    projectRoute(tags, { ...schema, response: { 200: posterTextSchema } }, 'member'),
    handler,
  );
  app.get(
    '/projects/:projectId/kiosk/posters/:id/text',
    signedInRoute(tags, 'kiosk', { ...schema, response }),
    handler,
  );

  app.get(
    '/projects/:projectId/public-posters/:id/text',
    {
      config: { access: 'public', activeProject: true } as const,
      schema: {
        tags,
        summary: 'A poster read as text by its link without an account, when the project allows it',
        description: `${description} {"text": null} when the project does not let anyone with the link read its posters.`,
        params: recordParams,
        response: {
          200: z.object({ text: posterTextSchema.nullable() }),
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const poster = await getPublicPoster(db, request.scope.projectId, request.params.id);
      return { text: poster && (await posterTextOf(db, poster)) };
    },
  );
};
export default posterTextRoutes;
