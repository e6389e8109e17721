// The project admin's judge list and form (docs/product.md#the-api).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmField } from '@server/http/confirmation';
import {
  adminQuery,
  listSchema,
  projectRoute,
  recordParams,
  okAfter,
  deleteRecordRoute,
  bulkDeletePreviewRoute,
  bulkDeleteRoute,
  deletePreviewRoute,
} from '@server/http/route-schemas';
import { judgeCreateSchema, judgeSchema, judgeUpdateSchema, judgeSorts } from '@shared/contracts/judges';
import { asksForPage } from '@shared/paging';
import * as service from './judges.service';

const tags = ['judges'];

const judgesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/projects/:projectId/judges',
    projectRoute(
      tags,
      listSchema(
        'judge',
        judgeSchema,
        judgeSorts,
        'J-number, name, username, email, affiliation and specialty',
      ),
    ),
    async (request) =>
      asksForPage(request.query)
        ? service.listJudgePage(db, request.scope.projectId, request.query)
        : service.listJudges(db, request.scope.projectId),
  );

  app.post(
    '/projects/:projectId/judges',
    projectRoute(tags, { body: judgeCreateSchema, response: { 201: judgeSchema } }),
    async (request, reply) =>
      reply.code(201).send(await service.createJudge(db, request.scope.projectId, request.body)),
  );

  app.put(
    '/projects/:projectId/judges/:id',
    projectRoute(tags, {
      params: recordParams,
      // username may be sent back unchanged by an edit form; changing it is refused.
      body: judgeUpdateSchema.extend({ username: z.string().max(64).optional() }),
      response: { 200: judgeSchema },
    }),
    async (request) => service.updateJudge(db, request.scope.projectId, request.params.id, request.body),
  );

  app.delete(
    '/projects/:projectId/judges/:id',
    deleteRecordRoute(tags, {
      description:
        'A judge with evaluations needs confirm=<username> (see delete-preview); else 409 CONFIRMATION_REQUIRED.',
      querystring: adminQuery.extend(confirmField),
    }),
    async (request) =>
      okAfter(service.deleteJudge(db, request.scope.projectId, request.params.id, request.query.confirm)),
  );

  app.post(
    '/projects/:projectId/judges/bulk-delete-preview',
    bulkDeletePreviewRoute(
      tags,
      'What deleting the judges named in ids would remove, and the text to type (their count) if any.',
    ),
    async (request) => service.judgesDeletePreview(db, request.scope.projectId, request.body.ids),
  );

  app.post(
    '/projects/:projectId/judges/bulk-delete',
    bulkDeleteRoute(
      tags,
      'Deletes the judges named in ids (at most 200) in one transaction, with their assignments and evaluations; when any has evaluations, confirm must be their count (see bulk-delete-preview), else 409 CONFIRMATION_REQUIRED. A judge not of this project: 404, nothing deleted.',
    ),
    async (request) => ({
      deleted: await service.deleteJudges(
        db,
        request.scope.projectId,
        request.body.ids,
        request.body.confirm,
      ),
    }),
  );

  app.get('/projects/:projectId/judges/:id/delete-preview', deletePreviewRoute(tags), async (request) =>
    service.judgeDeletePreview(db, request.scope.projectId, request.params.id),
  );
};
export default judgesRoutes;
