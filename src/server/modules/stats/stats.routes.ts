// Poster statistics: the pages record a poster's views; its presenter and the organiser read the numbers
// (docs/decisions/056-poster-statistics.md).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminQuery, projectRoute, signedInRoute, signedInErrors } from '@server/http/route-schemas';
import { listParamsSchema } from '@shared/paging';
import {
  POSTER_STATS_SORTS,
  posterStatsSchema,
  projectPosterStatsSchema,
  viewInputSchema,
  viewRecordedSchema,
} from '@shared/contracts/stats';
import { idParam } from '@shared/schemas';
import { linkSecret } from '@server/modules/presenters';
import { getPosterStats, listPosterStats } from './stats.service';
import { recordView } from './views.service';

const tags = ['stats'];
const posterParams = z.object({ projectId: idParam, posterId: idParam });
/** A visitor without a session: a random token for this browser's session, so one person counts once an hour. */
const VISITOR_COOKIE = 'pv';

const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/projects/:projectId/posters/:posterId/views',
    {
      // Anyone who can read the poster calls it, a visitor by its link included: public, on an active project.
      config: { access: 'public', activeProject: true } as const,
      schema: {
        tags,
        summary: 'Records an open of the poster (once per session, poster and hour; nobody is stored)',
        description:
          'Counted for participants, judges, kiosks (always channel kiosk) and, while the project allows reading by link, visitors without a session (always channel qr; a `pv` cookie names their browser session). Not counted: the organiser, presenters, a second open in the same hour. Only a kiosk may send channel kiosk (400 INVALID_CHOICE).',
        params: posterParams,
        body: viewInputSchema,
        response: { 200: viewRecordedSchema, ...signedInErrors },
      },
    },
    async (request, reply) => {
      const { counted, newVisitor } = await recordView(
        db,
        linkSecret(app.config),
        request.scope.projectId,
        request.params.posterId,
        { principal: request.scope.principal, visitor: request.cookies[VISITOR_COOKIE] },
        request.body,
      );
      if (newVisitor)
        reply.setCookie(VISITOR_COOKIE, newVisitor, {
          path: '/api',
          httpOnly: true,
          sameSite: 'lax',
          secure: request.protocol === 'https',
        });
      return { counted };
    },
  );

  app.get(
    '/projects/:projectId/posters/:posterId/stats',
    projectRoute(tags, {
      summary: "A poster's views by channel and by day, hand-offs, favourites and questions",
      params: posterParams,
      response: { 200: posterStatsSchema },
    }),
    async (request) => getPosterStats(db, request.scope.projectId, request.params.posterId),
  );

  app.get(
    '/projects/:projectId/presenter/stats',
    signedInRoute(tags, 'presenter', {
      summary: "The signed-in presenter's poster's statistics (as GET /posters/{posterId}/stats)",
      response: { 200: posterStatsSchema, ...signedInErrors },
    }),
    async (request) => getPosterStats(db, request.scope.projectId, request.scope.presenter.posterId),
  );

  const { sort, dir } = listParamsSchema(POSTER_STATS_SORTS).shape;
  app.get(
    '/projects/:projectId/stats/posters',
    projectRoute(tags, {
      summary: "Every poster's totals, sorted (number by default), and the project's views by day",
      querystring: adminQuery.extend({ sort, dir }),
      response: { 200: projectPosterStatsSchema },
    }),
    async (request) => listPosterStats(db, request.scope.projectId, request.query.sort, request.query.dir),
  );
};
export default statsRoutes;
