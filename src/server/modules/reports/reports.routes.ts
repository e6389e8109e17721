// Statistics, the dashboard tiles and the ranked results of one project (SPEC.md section 7).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectParams, projectRoute } from '../../http/route-schemas';
import { errorBodySchema } from '../../../shared/errors';
import { projectStatisticsSchema, resultRowSchema } from '../../../shared/contracts/judging';
import { projectResults, projectStatistics, publishedResults } from './reports.service';

const tags = ['reports'];

const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const statistics = projectRoute(tags, { response: { 200: projectStatisticsSchema } });
  for (const path of ['/projects/:projectId/statistics', '/projects/:projectId/dashboard'] as const) {
    app.get(path, statistics, async (request) => projectStatistics(db, request.scope.projectId));
  }
  app.get(
    '/projects/:projectId/results',
    projectRoute(tags, { response: { 200: z.array(resultRowSchema) } }),
    async (request) => projectResults(db, request.scope.projectId),
  );
  // Participants and the public project page: the ranking, once the organiser has published it.
  app.get(
    '/projects/:projectId/published-results',
    {
      config: { access: 'public', activeProject: true },
      schema: {
        tags,
        summary: 'The ranked results, only once the project is in the published phase (403 before)',
        params: projectParams,
        response: { 200: z.array(resultRowSchema), 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => publishedResults(db, request.scope.projectId),
  );
};
export default reportsRoutes;
