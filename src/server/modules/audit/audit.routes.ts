// The audit log of a project (docs/decisions/024-audit-log.md): admins only, newest first, paged, filtered by kind, poster or judge.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminQuery, projectRoute } from '@server/http/route-schemas';
import { auditPageSchema, auditQuerySchema } from '@shared/contracts/audit';
import { projectAudit } from './audit.service';

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects/:projectId/audit',
    projectRoute(['audit'], {
      summary: 'Who changed what and when in this project, newest first, 50 a page',
      querystring: adminQuery.extend(auditQuerySchema.shape),
      response: { 200: auditPageSchema },
    }),
    async (request) => {
      const { admin_id: _, ...query } = request.query;
      return projectAudit(app.database.db, request.scope.projectId, query);
    },
  );
};
export default auditRoutes;
