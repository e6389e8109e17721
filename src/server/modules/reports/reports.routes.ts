// Statistics, the dashboard tiles and the ranked results of one project (SPEC.md section 7).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminQuery, errorResponses, projectParams } from '../../http/route-schemas';
import { projectStatisticsSchema, resultRowSchema } from '../../../shared/contracts/judging';
import { projectResults, projectStatistics } from './reports.service';

const tags = ['reports'];
const config = { access: 'projectAdmin' } as const;
const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  for (const path of ['/projects/:projectId/statistics', '/projects/:projectId/dashboard'] as const) {
    app.get(
      path,
      {
        config,
        schema: {
          tags,
          params: projectParams,
          querystring: adminQuery,
          response: { 200: projectStatisticsSchema, ...errorResponses },
        },
      },
      async (request) => {
        return projectStatistics(db, request.scope.projectId);
      },
    );
  }

  app.get(
    '/projects/:projectId/results',
    {
      config,
      schema: {
        tags,
        params: projectParams,
        querystring: adminQuery,
        response: { 200: z.array(resultRowSchema), ...errorResponses },
      },
    },
    async (request) => {
      return projectResults(db, request.scope.projectId);
    },
  );
};
export default reportsRoutes;
