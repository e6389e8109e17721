import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireJudge } from '../../http/access';
import { idParam } from '../../../shared/schemas';
import { loginBodySchema } from '../../../shared/contracts/auth';
import { judgeLoginResponseSchema } from '../../../shared/contracts/people';
import {
  evaluationInputSchema,
  evaluationSchema,
  judgePosterCardSchema,
  judgePosterViewSchema,
  judgeProgressSchema,
} from '../../../shared/contracts/judging';
import {
  judgePosterView,
  judgePosters,
  judgeProgress,
  loginJudge,
  submitEvaluation,
} from './judging.service';

const projectParams = z.object({ projectId: idParam });
const posterParams = z.object({ projectId: idParam, posterId: idParam });

/** The judge's side (PRODUCT.md section 4): login, assigned posters, progress, the poster and its evaluation. */
const judgingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/projects/:projectId/judge/login',
    {
      schema: {
        tags: ['judging'],
        summary: 'Judge login: starts a judge session for this project',
        params: projectParams,
        body: loginBodySchema,
        response: { 200: judgeLoginResponseSchema },
      },
    },
    async (request, reply) => loginJudge(request, reply, request.params.projectId, request.body),
  );

  app.get(
    '/projects/:projectId/judge/posters',
    {
      schema: {
        tags: ['judging'],
        summary: "The logged-in judge's assigned posters, in poster order",
        params: projectParams,
        response: { 200: z.array(judgePosterCardSchema) },
      },
    },
    async (request) => {
      const judge = requireJudge(request, request.params.projectId);
      return judgePosters(app.database.readDb, judge, request.params.projectId);
    },
  );

  app.get(
    '/projects/:projectId/judge/progress',
    {
      schema: {
        tags: ['judging'],
        summary: "The logged-in judge's completed and assigned counts",
        params: projectParams,
        response: { 200: judgeProgressSchema },
      },
    },
    async (request) => {
      const judge = requireJudge(request, request.params.projectId);
      return judgeProgress(app.database.readDb, judge, request.params.projectId);
    },
  );

  app.get(
    '/projects/:projectId/judge/posters/:posterId',
    {
      schema: {
        tags: ['judging'],
        summary: "An assigned poster, the active criteria and this judge's evaluation (or null)",
        params: posterParams,
        response: { 200: judgePosterViewSchema },
      },
    },
    async (request) => {
      const judge = requireJudge(request, request.params.projectId);
      return judgePosterView(app.database.readDb, judge, request.params.projectId, request.params.posterId);
    },
  );

  app.put(
    '/projects/:projectId/judge/posters/:posterId/evaluation',
    {
      schema: {
        tags: ['judging'],
        summary: "Creates or replaces this judge's evaluation of an assigned poster (idempotent)",
        params: posterParams,
        body: evaluationInputSchema,
        response: { 200: evaluationSchema },
      },
    },
    async (request) => {
      const judge = requireJudge(request, request.params.projectId);
      return submitEvaluation(
        app.database.db,
        judge,
        request.params.projectId,
        request.params.posterId,
        request.body,
      );
    },
  );
};

export default judgingRoutes;
