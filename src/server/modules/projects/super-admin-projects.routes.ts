import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSuperAdmin } from '../../http/access';
import { parseInput } from '../../http/errors';
import { idParam } from '../../../shared/schemas';
import {
  projectAdminSchema,
  projectCreateSchema,
  projectSchema,
  projectUpdateSchema,
} from '../../../shared/contracts/projects';
import {
  identityParam,
  isActiveBodyField,
  isActiveFilter,
  okSchema,
  projectBodyFields,
  projectQueryFields,
} from './projects.schemas';
import * as service from './projects.service';

/** Super admin project management (SPEC.md section 7, "Super admin"). */
const superAdminProjectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['super-admin'];
  const projectIdParams = z.object({ id: idParam });

  const listSchema = {
    tags,
    summary: 'Every project with counts (optional is_active filter)',
    querystring: z.object({ admin_id: identityParam, is_active: isActiveFilter }),
    response: { 200: z.array(projectSchema) },
  };
  for (const url of ['/super-admin/projects', '/super-admin/projects/']) {
    app.get(url, { schema: listSchema }, async (request) => {
      requireSuperAdmin(request, request.query.admin_id);
      return service.listProjects(db, request.query.is_active);
    });
  }

  app.post(
    '/super-admin/projects',
    {
      schema: {
        tags,
        summary: 'Create a project (fields in the query string or a JSON body)',
        querystring: z.object({ admin_id: identityParam, ...projectQueryFields }),
        body: z.object(projectBodyFields).nullish(),
        response: { 201: projectSchema },
      },
    },
    async (request, reply) => {
      requireSuperAdmin(request, request.query.admin_id);
      const input = parseInput(projectCreateSchema, { ...request.query, ...(request.body ?? {}) });
      return reply.code(201).send(await service.createProject(db, input));
    },
  );

  app.get(
    '/super-admin/projects/:id',
    {
      schema: {
        tags,
        summary: 'One project with counts',
        params: projectIdParams,
        querystring: z.object({ admin_id: identityParam }),
        response: { 200: projectSchema },
      },
    },
    async (request) => {
      requireSuperAdmin(request, request.query.admin_id);
      return service.getProjectById(db, request.params.id);
    },
  );

  app.put(
    '/super-admin/projects/:id',
    {
      schema: {
        tags,
        summary: 'Edit any project field, including is_active (query string or JSON body)',
        params: projectIdParams,
        querystring: z.object({
          admin_id: identityParam,
          ...projectQueryFields,
          is_active: z.string().optional(),
        }),
        body: z.object({ ...projectBodyFields, is_active: isActiveBodyField }).nullish(),
        response: { 200: projectSchema },
      },
    },
    async (request) => {
      requireSuperAdmin(request, request.query.admin_id);
      const input = parseInput(projectUpdateSchema, { ...request.query, ...(request.body ?? {}) });
      return service.updateProject(db, request.params.id, input);
    },
  );

  app.delete(
    '/super-admin/projects/:id',
    {
      schema: {
        tags,
        summary:
          'Delete a project and all of its data (judges, participants, posters, criteria, evaluations)',
        params: projectIdParams,
        querystring: z.object({ admin_id: identityParam }),
        response: { 200: okSchema },
      },
    },
    async (request) => {
      requireSuperAdmin(request, request.query.admin_id);
      await service.deleteProject(db, request.params.id);
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/super-admin/projects/:id/admins',
    {
      schema: {
        tags,
        summary: 'Admins assigned to a project',
        params: projectIdParams,
        querystring: z.object({ super_admin_id: identityParam }),
        response: { 200: z.array(projectAdminSchema) },
      },
    },
    async (request) => {
      requireSuperAdmin(request, request.query.super_admin_id);
      return service.listProjectAdmins(db, request.params.id);
    },
  );

  // Required first (its own message), then a positive whole number.
  const assignInput = z.object({
    admin_id: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.union([z.number(), z.string()], { error: 'admin_id is required' }),
    ),
  });
  const assignId = z.object({ admin_id: idParam });

  app.post(
    '/super-admin/projects/:id/admins',
    {
      schema: {
        tags,
        summary: 'Assign an admin (admin_id: the admin to assign) to a project',
        params: projectIdParams,
        querystring: z.object({
          super_admin_id: identityParam,
          admin_id: z.string().optional().describe('The admin to assign'),
        }),
        body: z.object({ admin_id: z.union([z.number(), z.string()]).optional() }).nullish(),
        response: { 201: projectAdminSchema },
      },
    },
    async (request, reply) => {
      requireSuperAdmin(request, request.query.super_admin_id);
      const raw = parseInput(assignInput, { ...request.query, ...(request.body ?? {}) });
      const { admin_id } = parseInput(assignId, raw);
      return reply.code(201).send(await service.assignAdmin(db, request.params.id, admin_id));
    },
  );

  app.delete(
    '/super-admin/projects/:id/admins/:adminId',
    {
      schema: {
        tags,
        summary: 'Unassign an admin from a project',
        params: z.object({ id: idParam, adminId: idParam }),
        querystring: z.object({ super_admin_id: identityParam }),
        response: { 200: okSchema },
      },
    },
    async (request) => {
      requireSuperAdmin(request, request.query.super_admin_id);
      await service.unassignAdmin(db, request.params.id, request.params.adminId);
      return { status: 'ok' as const };
    },
  );
};
export default superAdminProjectsRoutes;
