// The project admin's judge list and form (SPEC.md section 7, "Project admin").
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminQuery,
  errorResponses,
  ok,
  okSchema,
  projectParams,
  recordParams,
} from '../../http/route-schemas';
import { judgeCreateSchema, judgeSchema, judgeUpdateSchema } from '../../../shared/contracts/people';
import * as service from './judges.service';

const tags = ['judges'];
const config = { access: 'projectAdmin' } as const;

const judgesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/projects/:projectId/judges',
    {
      config,
      schema: {
        tags,
        params: projectParams,
        querystring: adminQuery,
        response: { 200: z.array(judgeSchema), ...errorResponses },
      },
    },
    async (request) => service.listJudges(db, request.scope.projectId),
  );

  app.post(
    '/projects/:projectId/judges',
    {
      config,
      schema: {
        tags,
        params: projectParams,
        querystring: adminQuery,
        body: judgeCreateSchema,
        response: { 201: judgeSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createJudge(db, request.scope.projectId, request.body)),
  );

  app.put(
    '/projects/:projectId/judges/:id',
    {
      config,
      schema: {
        tags,
        params: recordParams,
        querystring: adminQuery,
        // username may be sent back unchanged by an edit form; changing it is refused.
        body: judgeUpdateSchema.extend({ username: z.string().max(64).optional() }),
        response: { 200: judgeSchema, ...errorResponses },
      },
    },
    async (request) => service.updateJudge(db, request.scope.projectId, request.params.id, request.body),
  );

  app.delete(
    '/projects/:projectId/judges/:id',
    {
      config,
      schema: {
        tags,
        params: recordParams,
        querystring: adminQuery,
        response: { 200: okSchema, ...errorResponses },
      },
    },
    async (request) => {
      await service.deleteJudge(db, request.scope.projectId, request.params.id);
      return ok;
    },
  );
};
export default judgesRoutes;
