// Conflicts of interest (docs/decisions/089-declared-conflicts.md): the organiser's list, marks and clearings,
// and the judge's declaration (or abstention) on an assigned poster.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteRecordRoute,
  okAfter,
  okSchema,
  projectRoute,
  signedInRoute,
} from '@server/http/route-schemas';
import { errorBodySchema } from '@shared/errors';
import { idParam } from '@shared/schemas';
import {
  abstainSchema,
  clearConflictSchema,
  conflictInputSchema,
  conflictSchema,
  declareConflictSchema,
  declaredConflictSchema,
} from '@shared/contracts/assignments';
import * as service from './conflicts.service';

const tags = ['assignments'];
const conflict = { 409: errorBodySchema };
const posterParams = z.object({ projectId: idParam, posterId: idParam });

const conflictRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const conflicts = '/projects/:projectId/conflicts';

  app.get(
    conflicts,
    projectRoute(tags, {
      summary: 'The conflicts of interest in force: declared, shared affiliation, marked',
      description:
        'A shared affiliation has no row (`id` null). A declared conflict names the judge the plan would give its poster instead (`replacement`).',
      response: { 200: z.array(conflictSchema) },
    }),
    async (request) => service.listConflicts(db, request.scope.projectId),
  );
  app.post(
    conflicts,
    projectRoute(tags, {
      summary: 'Marks a judge-poster pair as a conflict of interest (409 ASSIGNED while it is assigned)',
      body: conflictInputSchema,
      response: { 201: conflictSchema, ...conflict },
    }),
    async (request, reply) =>
      reply.code(201).send(await service.markConflict(db, request.scope.projectId, request.body)),
  );
  app.post(
    `${conflicts}/clear`,
    projectRoute(tags, {
      summary: 'Clears (disputes) a conflict in force with a reason kept in the audit log (409 NO_CONFLICT)',
      body: clearConflictSchema,
      response: { 200: okSchema, ...conflict },
    }),
    async (request) => okAfter(service.clearConflict(db, request.scope.projectId, request.body)),
  );
  app.delete(`${conflicts}/:id`, deleteRecordRoute(tags), async (request) =>
    okAfter(service.unmarkConflict(db, request.scope.projectId, request.params.id)),
  );

  const poster = '/projects/:projectId/judge/posters/:posterId';
  app.post(
    `${poster}/conflict`,
    signedInRoute(tags, 'judge', {
      summary:
        'Declares a conflict of interest with an assigned poster: the assignment goes (409 EVALUATION_SENT once evaluated)',
      params: posterParams,
      body: declareConflictSchema,
      response: { 201: declaredConflictSchema, ...conflict },
    }),
    async (request, reply) => {
      const { judge, projectId } = request.scope;
      const declared = await service.declareConflict(
        db,
        judge,
        projectId,
        request.params.posterId,
        request.body,
      );
      return reply.code(201).send(declared);
    },
  );
  app.post(
    `${poster}/abstain`,
    signedInRoute(tags, 'judge', {
      summary: 'Abstains from an assigned poster: as a declared conflict with the reason `abstain`',
      params: posterParams,
      body: abstainSchema,
      response: { 201: declaredConflictSchema, ...conflict },
    }),
    async (request, reply) => {
      const { judge, projectId } = request.scope;
      const { note } = request.body;
      const declared = await service.declareConflict(db, judge, projectId, request.params.posterId, {
        reason: 'abstain',
        note,
      });
      return reply.code(201).send(declared);
    },
  );
};
export default conflictRoutes;
