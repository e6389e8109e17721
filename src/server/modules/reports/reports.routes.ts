import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireProjectAdmin } from '../../http/access';
import { idParam } from '../../../shared/schemas';
import { errorBodySchema } from '../../../shared/errors';
import { projectStatisticsSchema, resultRowSchema } from '../../../shared/contracts/judging';
import { projectResults, projectStatistics } from './reports.service';

const adminQuery = z.object({
  admin_id: z
    .string()
    .max(20)
    .optional()
    .describe('SPEC.md identity parameter: must name the logged-in admin'),
});
const projectParams = z.object({ projectId: idParam });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['reports'];

/** Statistics, the dashboard tiles and the ranked results of one project. */
const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  for (const path of ['/projects/:projectId/statistics', '/projects/:projectId/dashboard'] as const) {
    app.get(
      path,
      {
        schema: {
          tags,
          params: projectParams,
          querystring: adminQuery,
          response: { 200: projectStatisticsSchema, ...errors },
        },
      },
      async (request) => {
        const { project } = await requireProjectAdmin(
          db,
          request,
          request.params.projectId,
          request.query.admin_id,
        );
        return projectStatistics(db, project.id);
      },
    );
  }

  app.get(
    '/projects/:projectId/results',
    {
      schema: {
        tags,
        params: projectParams,
        querystring: adminQuery,
        response: { 200: z.array(resultRowSchema), ...errors },
      },
    },
    async (request) => {
      const { project } = await requireProjectAdmin(
        db,
        request,
        request.params.projectId,
        request.query.admin_id,
      );
      return projectResults(db, project.id);
    },
  );
};
export default reportsRoutes;
