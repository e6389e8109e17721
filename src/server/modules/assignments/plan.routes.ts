// The automatic plan, bulk assignment and removal (docs/decisions/020-judging-day.md).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectRoute } from '@server/http/route-schemas';
import { errorBodySchema } from '@shared/errors';
import {
  assignmentSchema,
  bulkAssignSchema,
  bulkRemoveSchema,
  planInputSchema,
  planSchema,
} from '@shared/contracts/assignments';
import * as service from './plan.service';
import conflictRoutes from './conflicts.routes';

const tags = ['assignments'];
const conflict = { 409: errorBodySchema };

const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const base = '/projects/:projectId/assignments';

  app.post(
    `${base}/plan`,
    projectRoute(tags, {
      summary:
        'Plans k judges a poster (balanced, no conflicts); `apply: true` inserts the plan in one transaction',
      body: planInputSchema,
      response: { 200: planSchema },
    }),
    async (request) => service.planProjectAssignments(db, request.scope.projectId, request.body),
  );

  app.post(
    `${base}/bulk`,
    projectRoute(tags, {
      summary: 'Gives one judge many posters; existing pairs are skipped, a conflict of interest refuses all',
      body: bulkAssignSchema,
      response: {
        201: z.object({ assignments: z.array(assignmentSchema), already_assigned: z.array(z.number()) }),
        ...conflict,
      },
    }),
    async (request, reply) => {
      const { judge_id, poster_ids } = request.body;
      return reply
        .code(201)
        .send(await service.bulkAssign(db, request.scope.projectId, judge_id, poster_ids));
    },
  );

  app.delete(
    base,
    projectRoute(tags, {
      summary: 'Removes many assignments (and their evaluations) at once',
      body: bulkRemoveSchema,
      response: { 200: z.object({ deleted: z.number() }) },
    }),
    async (request) => ({ deleted: await service.bulkRemove(db, request.scope.projectId, request.body.ids) }),
  );

  await app.register(conflictRoutes);
};
export default planRoutes;
