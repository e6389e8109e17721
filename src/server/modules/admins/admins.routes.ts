import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSuperAdmin } from '../../http/access';
import { parseInput } from '../../http/errors';
import { idParam } from '../../../shared/schemas';
import { adminLoginResponseSchema, loginBodySchema } from '../../../shared/contracts/auth';
import {
  adminCreateSchema,
  adminSchema,
  adminUpdateSchema,
  superAdminDashboardSchema,
} from '../../../shared/contracts/admins';
import { identityParam, loginBodyDocSchema, loginQuerySchema, okSchema } from '../projects/projects.schemas';
import { loginSuperAdmin } from './admin-login.service';
import * as service from './admins.service';

const tags = ['super-admin'];

/** Admin fields as they may appear in a query string (never the password: that is a 400). */
const adminQueryFields = {
  super_admin_id: identityParam,
  username: z.string().max(200).optional(),
  email: z.string().max(500).optional(),
  full_name: z.string().max(500).optional(),
  is_super_admin: z.string().max(10).optional(),
};

const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).optional();

/** Admin fields as they may appear in a JSON body. */
const adminBodyFields = {
  username: z.string().optional(),
  password: z.string().nullable().optional(),
  email: z.string().optional(),
  full_name: z.string().nullable().optional(),
  is_super_admin: flag,
};

/** Super admin login, admin accounts and the super admin dashboard (SPEC.md section 7, "Super admin"). */
const adminsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/super-admin/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Super admin login (password in the JSON body; only active super admins)',
        querystring: loginQuerySchema,
        body: loginBodyDocSchema,
        response: { 200: adminLoginResponseSchema },
      },
    },
    async (request, reply) => {
      // A login route: no session is required.
      const creds = parseInput(loginBodySchema, { ...request.query, ...(request.body ?? {}) });
      return loginSuperAdmin(request, reply, creds);
    },
  );

  const listSchema = {
    tags,
    summary: 'Every admin account with its assigned projects',
    querystring: z.object({ super_admin_id: identityParam }),
    response: { 200: z.array(adminSchema) },
  };
  for (const url of ['/super-admin/admins', '/super-admin/admins/']) {
    app.get(url, { schema: listSchema }, async (request) => {
      requireSuperAdmin(request, request.query.super_admin_id);
      return service.listAdmins(db);
    });
  }

  app.post(
    '/super-admin/admins',
    {
      schema: {
        tags,
        summary: 'Create an admin account (the password only in the JSON body)',
        querystring: z.object(adminQueryFields),
        body: z.object(adminBodyFields).nullish(),
        response: { 201: adminSchema },
      },
    },
    async (request, reply) => {
      requireSuperAdmin(request, request.query.super_admin_id);
      const input = parseInput(adminCreateSchema, { ...request.query, ...(request.body ?? {}) });
      return reply.code(201).send(await service.createAdmin(db, input));
    },
  );

  app.put(
    '/super-admin/admins/:id',
    {
      schema: {
        tags,
        summary: 'Edit an admin (username cannot change; a blank password keeps the current one)',
        params: z.object({ id: idParam }),
        querystring: z.object({ ...adminQueryFields, is_active: z.string().max(10).optional() }),
        body: z.object({ ...adminBodyFields, is_active: flag }).nullish(),
        response: { 200: adminSchema },
      },
    },
    async (request) => {
      const actor = requireSuperAdmin(request, request.query.super_admin_id);
      const merged: Record<string, unknown> = { ...request.query, ...(request.body ?? {}) };
      if (merged.password === null) delete merged.password;
      const input = parseInput(adminUpdateSchema, merged);
      return service.updateAdmin(db, actor, request.params.id, input);
    },
  );

  app.delete(
    '/super-admin/admins/:id',
    {
      schema: {
        tags,
        summary: 'Delete an admin account (never your own); their sessions end at once',
        params: z.object({ id: idParam }),
        querystring: z.object({ super_admin_id: identityParam }),
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const actor = requireSuperAdmin(request, request.query.super_admin_id);
      await service.deleteAdmin(db, actor, request.params.id);
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/super-admin/dashboard',
    {
      schema: {
        tags,
        summary: 'Summary counts and every project with its counts',
        querystring: z.object({ super_admin_id: identityParam }),
        response: { 200: superAdminDashboardSchema },
      },
    },
    async (request) => {
      requireSuperAdmin(request, request.query.super_admin_id);
      return service.dashboard(db);
    },
  );
};
export default adminsRoutes;
