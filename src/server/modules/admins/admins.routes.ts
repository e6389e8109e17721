// Admin logins (both doors), admin accounts and the super admin dashboard (docs/product.md#the-api).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseInput } from '@server/errors';
import { okSchema, idParams, projectParams, superAdminQuery, okAfter } from '@server/http/route-schemas';
import { loginAttempt, withSessionCookie } from '@server/http/session-cookie';
import {
  adminLoginResponseSchema,
  adminCreateSchema,
  adminSchema,
  adminUpdateSchema,
  superAdminDashboardSchema,
} from '@shared/contracts/admins';
import { loginBodySchema } from '@shared/contracts/auth';
import { loginAdmin } from './admin-login.service';
import * as service from './admins.service';

const tags = ['super-admin'];
const config = { access: 'superAdmin' } as const;

/** The specified call sends the credentials in the query string (docs/product.md#the-api); the password is refused there (a 400), so only the name. */
const loginQuery = z.object({ username: z.string().max(64, 'username is too long').optional() });
const loginBody = z.object({ username: z.string().optional(), password: z.string().optional() }).nullish();
const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).optional();

/** Admin fields as they may appear in a query string (never the password: that is a 400). */
const adminQueryFields = superAdminQuery.extend({
  username: z.string().max(200).optional(),
  email: z.string().max(500).optional(),
  full_name: z.string().max(500).optional(),
  is_super_admin: z.string().max(10).optional(),
});

/** Admin fields as they may appear in a JSON body. */
const adminBodyFields = z.object({
  username: z.string().optional(),
  password: z.string().nullable().optional(),
  email: z.string().optional(),
  full_name: z.string().nullable().optional(),
  is_super_admin: flag,
  project_ids: z.array(z.unknown()).optional(),
});

const adminsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  const loginSchema = {
    querystring: loginQuery,
    body: loginBody,
    response: { 200: adminLoginResponseSchema },
  };
  app.post(
    '/super-admin/login',
    {
      config: { access: 'public' },
      schema: {
        ...loginSchema,
        tags: ['auth'],
        summary: 'Super admin login (password in the JSON body; only active super admins)',
      },
    },
    async (request, reply) => {
      const creds = parseInput(loginBodySchema, { ...request.query, ...(request.body ?? {}) });
      const result = await loginAdmin(db, app.config, loginAttempt(request, creds), null);
      return withSessionCookie(request, reply, result);
    },
  );

  app.post(
    '/projects/:projectId/login',
    {
      // The project must exist (404 before any credential check); an inactive one is still its admins'.
      config: { access: 'public' },
      schema: {
        ...loginSchema,
        tags: ['auth'],
        summary:
          'Project admin login: an admin assigned to the project, or a super admin (password in the JSON body)',
        params: projectParams,
      },
    },
    async (request, reply) => {
      const creds = parseInput(loginBodySchema, { ...request.query, ...(request.body ?? {}) });
      const result = await loginAdmin(db, app.config, loginAttempt(request, creds), request.scope.projectId);
      return withSessionCookie(request, reply, result);
    },
  );

  const listSchema = {
    tags,
    summary: 'Every admin account with its assigned projects',
    querystring: superAdminQuery,
    response: { 200: z.array(adminSchema) },
  };
  for (const url of ['/super-admin/admins', '/super-admin/admins/']) {
    app.get(url, { config, schema: listSchema }, async () => service.listAdmins(db));
  }

  app.post(
    '/super-admin/admins',
    {
      config,
      schema: {
        tags,
        summary: 'Create an admin account (the password only in the JSON body)',
        querystring: adminQueryFields,
        body: adminBodyFields.nullish(),
        response: { 201: adminSchema },
      },
    },
    async (request, reply) => {
      const input = parseInput(adminCreateSchema, { ...request.query, ...(request.body ?? {}) });
      return reply.code(201).send(await service.createAdmin(db, input));
    },
  );

  app.put(
    '/super-admin/admins/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Edit an admin (username cannot change; a blank password keeps the current one)',
        params: idParams,
        querystring: adminQueryFields.extend({ is_active: z.string().max(10).optional() }),
        body: adminBodyFields.extend({ is_active: flag }).nullish(),
        response: { 200: adminSchema },
      },
    },
    async (request) => {
      const merged: Record<string, unknown> = { ...request.query, ...(request.body ?? {}) };
      if (merged.password === null) delete merged.password;
      const input = parseInput(adminUpdateSchema, merged);
      return service.updateAdmin(db, request.scope.admin, request.params.id, input);
    },
  );

  app.delete(
    '/super-admin/admins/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete an admin account (never your own); their sessions end at once',
        params: idParams,
        querystring: superAdminQuery,
        response: { 200: okSchema },
      },
    },
    async (request) => okAfter(service.deleteAdmin(db, request.scope.admin, request.params.id)),
  );

  app.get(
    '/super-admin/dashboard',
    {
      config,
      schema: {
        tags,
        summary: 'Summary counts and every project with its counts',
        querystring: superAdminQuery,
        response: { 200: superAdminDashboardSchema },
      },
    },
    async () => service.dashboard(db),
  );
};
export default adminsRoutes;
