// The organiser's images named by URL that are not fetched yet: the list and the retries
// (docs/decisions/049-image-fetch-retries.md). Registered by imports.routes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminQuery, projectRoute, recordParams } from '@server/http/route-schemas';
import { imageFetchListSchema, imageFetchRetryAllSchema, imageFetchSchema } from '@shared/contracts/imports';
import { idParam } from '@shared/schemas';
import * as service from './image-fetches.service';

const tags = ['imports'];

const imageFetchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/projects/:projectId/image-fetches',
    projectRoute(tags, {
      description:
        "Images a poster spreadsheet named by URL that are not fetched yet, by poster number: pending (tried again at next_try_at) or failed. poster_id: one poster's.",
      querystring: adminQuery.extend({ poster_id: idParam.optional() }),
      response: { 200: imageFetchListSchema },
    }),
    async (request) => service.listImageFetches(db, request.scope.projectId, request.query.poster_id),
  );

  app.post(
    '/projects/:projectId/image-fetches/:id/retry',
    projectRoute(tags, {
      description: 'Tries the image again now (pending or failed); answers it as it is now.',
      params: recordParams,
      response: { 200: imageFetchSchema },
    }),
    async (request) =>
      app.jobs.wakeAfter(service.retryImageFetch(db, request.scope.projectId, request.params.id)),
  );

  app.post(
    '/projects/:projectId/image-fetches/retry',
    projectRoute(tags, {
      description: 'Tries every image of the project that is not fetched yet again now; answers how many.',
      response: { 200: imageFetchRetryAllSchema },
    }),
    async (request) => app.jobs.wakeAfter(service.retryAllImageFetches(db, request.scope.projectId)),
  );
};
export default imageFetchesRoutes;
