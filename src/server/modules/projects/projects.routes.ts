import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getProject } from '../../http/access';
import { parseInput } from '../../http/errors';
import { idParam } from '../../../shared/schemas';
import { publicProjectSchema } from '../../../shared/contracts/projects';
import { adminLoginResponseSchema, loginBodySchema } from '../../../shared/contracts/auth';
import { loginProjectAdmin } from '../admins/admin-login.service';
import { isActiveFilter, loginBodyDocSchema, loginQuerySchema } from './projects.schemas';
import * as service from './projects.service';
import superAdminProjectsRoutes from './super-admin-projects.routes';

/**
 * Public project reads (no session: the project list and the project guard need them before any login)
 * and the project admin login.
 */
const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  const listSchema = {
    tags: ['projects'],
    summary: 'Public project list: active projects (a super admin may ask for is_active=false); no settings',
    querystring: z.object({ is_active: isActiveFilter }),
    response: { 200: z.array(publicProjectSchema) },
  };
  for (const url of ['/projects/', '/projects']) {
    app.get(url, { schema: listSchema }, async (request) => {
      // Public: no access helper applies; only project fields meant for everyone are answered.
      return service.listPublicProjects(db, request.principal, request.query.is_active ?? true);
    });
  }

  app.get(
    '/projects/id/:id',
    {
      schema: {
        tags: ['projects'],
        summary: 'A project by id (public fields; an inactive project is 404 but to its admins)',
        params: z.object({ id: idParam }),
        response: { 200: publicProjectSchema },
      },
    },
    async (request) => service.getPublicProject(db, request.principal, { id: request.params.id }),
  );

  app.get(
    '/projects/:slug',
    {
      schema: {
        tags: ['projects'],
        summary: 'A project by slug (public fields; an inactive project is 404 but to its admins)',
        params: z.object({ slug: z.string().max(200) }),
        response: { 200: publicProjectSchema },
      },
    },
    async (request) => service.getPublicProject(db, request.principal, { slug: request.params.slug }),
  );

  app.post(
    '/projects/:projectId/login',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Project admin login: an admin assigned to the project, or a super admin (password in the JSON body)',
        params: z.object({ projectId: idParam }),
        querystring: loginQuerySchema,
        body: loginBodyDocSchema,
        response: { 200: adminLoginResponseSchema },
      },
    },
    async (request, reply) => {
      // A login route: no session is required; the project must exist (404 before any credential check).
      await getProject(db, request.params.projectId);
      const creds = parseInput(loginBodySchema, { ...request.query, ...(request.body ?? {}) });
      return loginProjectAdmin(request, reply, request.params.projectId, creds);
    },
  );

  await app.register(superAdminProjectsRoutes);
};
export default projectsRoutes;
