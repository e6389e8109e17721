// Public project reads: the project list and the project guard need them before any login.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@server/http/route-schemas';
import { publicProjectSchema } from '@shared/contracts/projects';
import { isActiveFilter } from './projects.schemas';
import * as service from './projects.service';
import superAdminProjectsRoutes from './super-admin-projects.routes';

const tags = ['projects'];
const config = { access: 'public' } as const;

const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  const listSchema = {
    tags,
    summary: 'Public project list: active projects (a super admin may ask for is_active=false); no settings',
    querystring: z.object({ is_active: isActiveFilter }),
    response: { 200: z.array(publicProjectSchema) },
  };
  for (const url of ['/projects/', '/projects']) {
    app.get(url, { config, schema: listSchema }, async (request) =>
      service.listPublicProjects(db, request.scope.principal, request.query.is_active ?? true),
    );
  }

  const one = (by: string) => ({
    tags,
    summary: `A project by ${by} (public fields; an inactive project is 404 but to its admins)`,
    response: { 200: publicProjectSchema },
  });
  app.get('/projects/id/:id', { config, schema: { ...one('id'), params: idParams } }, async (request) =>
    service.getPublicProject(db, request.scope.principal, { id: request.params.id }),
  );
  app.get(
    '/projects/:slug',
    { config, schema: { ...one('slug'), params: z.object({ slug: z.string().max(200) }) } },
    async (request) => service.getPublicProject(db, request.scope.principal, { slug: request.params.slug }),
  );

  await app.register(superAdminProjectsRoutes);
};
export default projectsRoutes;
