// The judge's side (docs/product.md#the-api): login, assigned posters, progress, the poster and its evaluation.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRoute } from '@server/http/route-schemas';
import { idParam } from '@shared/schemas';
import { listParamsSchema } from '@shared/paging';
import {
  judgeLoginResponseSchema,
  evaluationInputSchema,
  evaluationSchema,
  judgePosterCardSchema,
  judgePosterViewSchema,
  judgeProgressSchema,
} from '@shared/contracts/judging';
import * as service from './judging.service';
import accessLinkRoutes from './access-link.routes';
import { passwordSignIn, projectLoginRoute } from '@server/modules/auth';

const posterParams = z.object({ projectId: idParam, posterId: idParam });
const tags = ['judging'];

const judgingRoutes: FastifyPluginAsyncZod = async (app) => {
  // The judge's three reads go to the read connection: they never wait behind an import's write (Database.readDb).
  const read = app.database.readDb;

  app.post(
    '/projects/:projectId/judge/login',
    projectLoginRoute(tags, 'Judge login: starts a judge session for this project', judgeLoginResponseSchema),
    async (request, reply) => passwordSignIn(app.database.db, app.config, request, reply, service.loginJudge),
  );

  app.get(
    '/projects/:projectId/judge/posters',
    signedInRoute(tags, 'judge', {
      summary: "The logged-in judge's assigned posters, in poster order",
      description:
        "q: only the posters every word of which matches the number, title, author, category, board, the presenter's name or the text inside the poster's approved file.",
      querystring: z.object({ q: listParamsSchema(['number']).shape.q }),
      response: { 200: z.array(judgePosterCardSchema) },
    }),
    async (request) =>
      service.judgePosters(read, request.scope.judge, request.scope.projectId, request.query.q),
  );

  app.get(
    '/projects/:projectId/judge/progress',
    signedInRoute(tags, 'judge', {
      summary: "The logged-in judge's completed and assigned counts",
      response: { 200: judgeProgressSchema },
    }),
    async (request) => service.judgeProgress(read, request.scope.judge, request.scope.projectId),
  );

  app.get(
    '/projects/:projectId/judge/posters/:posterId',
    signedInRoute(tags, 'judge', {
      summary: "An assigned poster, the active criteria and this judge's evaluation (or null)",
      params: posterParams,
      response: { 200: judgePosterViewSchema },
    }),
    async (request) =>
      service.judgePosterView(read, request.scope.judge, request.scope.projectId, request.params.posterId),
  );

  app.put(
    '/projects/:projectId/judge/posters/:posterId/evaluation',
    signedInRoute(tags, 'judge', {
      summary: "Creates or replaces this judge's evaluation of an assigned poster (idempotent)",
      params: posterParams,
      body: evaluationInputSchema,
      response: { 200: evaluationSchema },
    }),
    async (request) => {
      const { judge, projectId } = request.scope;
      return service.submitEvaluation(
        app.database.db,
        judge,
        projectId,
        request.params.posterId,
        request.body,
      );
    },
  );

  await app.register(accessLinkRoutes);
};

export default judgingRoutes;
