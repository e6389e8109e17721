// The super admin's project management and the project's admins (docs/product.md#the-api).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmField } from '@server/http/confirmation';
import { parseInput } from '@server/errors';
import { errorBodySchema } from '@shared/errors';
import {
  projectAdminSchema,
  projectCreateSchema,
  projectSchema,
  projectUpdateSchema,
} from '@shared/contracts/projects';
import { deletePreviewSchema } from '@shared/deletes';
import { identityParam, idParams, okSchema, superAdminQuery, okAfter } from '@server/http/route-schemas';
import { idParam } from '@shared/schemas';
import {
  copyBodyFields,
  copyQueryFields,
  isActiveBodyField,
  isActiveFilter,
  projectBodyFields,
  projectQueryFields,
} from './projects.schemas';
import * as service from './projects.service';
import * as admins from './project-admins.service';

const tags = ['super-admin'];
/** The specification names the super admin admin_id on the project calls, super_admin_id on the project-admin calls. */
const config = { access: 'superAdmin', identity: 'admin_id' } as const;
const adminsConfig = { access: 'superAdmin' } as const;
const adminIdQuery = z.object({ admin_id: identityParam });

// Required first (its own message), then a positive whole number.
const assignInput = z.object({
  admin_id: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.union([z.number(), z.string()], { error: 'admin_id is required' }),
  ),
});
const assignId = z.object({ admin_id: idParam });

const superAdminProjectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  const listSchema = {
    tags,
    summary: 'Every project with counts (optional is_active filter)',
    querystring: adminIdQuery.extend({ is_active: isActiveFilter }),
    response: { 200: z.array(projectSchema) },
  };
  for (const url of ['/super-admin/projects', '/super-admin/projects/']) {
    app.get(url, { config, schema: listSchema }, async (request) =>
      service.listProjects(db, request.query.is_active),
    );
  }

  app.post(
    '/super-admin/projects',
    {
      config,
      schema: {
        tags,
        summary: 'Create a project (fields in the query string or a JSON body)',
        description:
          'copy_from_project_id with copy ["criteria", "judges"] copies those from an earlier project; judges keep their passwords.',
        querystring: adminIdQuery.extend({ ...projectQueryFields, ...copyQueryFields }),
        body: z.object({ ...projectBodyFields, ...copyBodyFields }).nullish(),
        response: { 201: projectSchema },
      },
    },
    async (request, reply) => {
      const input = parseInput(projectCreateSchema, { ...request.query, ...(request.body ?? {}) });
      return reply.code(201).send(await service.createProject(db, input));
    },
  );

  app.get(
    '/super-admin/projects/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One project with counts',
        params: idParams,
        querystring: adminIdQuery,
        response: { 200: projectSchema },
      },
    },
    async (request) => service.getProjectById(db, request.params.id),
  );

  app.put(
    '/super-admin/projects/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Edit any project field, including is_active (query string or JSON body)',
        params: idParams,
        querystring: adminIdQuery.extend({
          ...projectQueryFields,
          is_active: z.string().optional(),
          version: z.string().optional(),
        }),
        body: z
          .object({ ...projectBodyFields, is_active: isActiveBodyField, version: z.number().optional() })
          .nullish(),
        response: { 200: projectSchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const input = parseInput(projectUpdateSchema, { ...request.query, ...(request.body ?? {}) });
      return service.updateProject(db, request.params.id, input);
    },
  );

  app.delete(
    '/super-admin/projects/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'Delete a project and all of its data (judges, participants, posters, criteria, evaluations)',
        description:
          'confirm must be the project name (see delete-preview); a wrong or missing one is 409 CONFIRMATION_REQUIRED.',
        params: idParams,
        querystring: adminIdQuery.extend(confirmField),
        response: { 200: okSchema, 409: errorBodySchema },
      },
    },
    async (request) =>
      okAfter(service.deleteProject(db, app.config.uploadsDir, request.params.id, request.query.confirm)),
  );

  app.get(
    '/super-admin/projects/:id/delete-preview',
    {
      config,
      schema: {
        tags,
        summary: 'What deleting the project removes (counts) and the name to type to confirm it',
        params: idParams,
        querystring: adminIdQuery,
        response: { 200: deletePreviewSchema },
      },
    },
    async (request) => service.projectDeletePreview(db, request.params.id),
  );

  app.get(
    '/super-admin/projects/:id/admins',
    {
      config: adminsConfig,
      schema: {
        tags,
        summary: 'Admins assigned to a project',
        params: idParams,
        querystring: superAdminQuery,
        response: { 200: z.array(projectAdminSchema) },
      },
    },
    async (request) => admins.listProjectAdmins(db, request.params.id),
  );

  app.post(
    '/super-admin/projects/:id/admins',
    {
      config: adminsConfig,
      schema: {
        tags,
        summary: 'Assign an admin (admin_id: the admin to assign) to a project',
        params: idParams,
        querystring: superAdminQuery.extend({
          admin_id: z.string().optional().describe('The admin to assign'),
        }),
        body: z.object({ admin_id: z.union([z.number(), z.string()]).optional() }).nullish(),
        response: { 201: projectAdminSchema },
      },
    },
    async (request, reply) => {
      const raw = parseInput(assignInput, { ...request.query, ...(request.body ?? {}) });
      const { admin_id } = parseInput(assignId, raw);
      return reply.code(201).send(await admins.assignAdmin(db, request.params.id, admin_id));
    },
  );

  app.delete(
    '/super-admin/projects/:id/admins/:adminId',
    {
      config: adminsConfig,
      schema: {
        tags,
        summary: 'Unassign an admin from a project',
        params: z.object({ id: idParam, adminId: idParam }),
        querystring: superAdminQuery,
        response: { 200: okSchema },
      },
    },
    async (request) => okAfter(admins.unassignAdmin(db, request.params.id, request.params.adminId)),
  );
};
export default superAdminProjectsRoutes;
