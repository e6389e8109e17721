// The mail log and the resend of one message (docs/decisions/044-mail.md); the batches are the mailings module's.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminQuery, projectRoute, recordParams } from '@server/http/route-schemas';
import { mailListQuerySchema, mailMessageSchema } from '@shared/contracts/mail';
import { errorBodySchema } from '@shared/errors';
import { pageSchema } from '@shared/paging';
import { listMail, resendMail } from './mail.service';

const tags = ['mail'];

const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/projects/:projectId/mail',
    projectRoute(tags, {
      summary:
        "The project's mail, newest first: to whom, what, queued, sent or failed and the server's answer",
      description:
        'One page {items, total, page, page_size}; q matches the address, the name and the subject; status filters. The bodies are not answered (they carry sign-in links).',
      querystring: adminQuery.extend(mailListQuerySchema.shape),
      response: { 200: pageSchema(mailMessageSchema) },
    }),
    async (request) => listMail(db, request.scope.projectId, request.query),
  );

  app.post(
    '/projects/:projectId/mail/:id/resend',
    projectRoute(tags, {
      summary: 'Sends a sent or failed message again, as a new message (a new key and Message-ID)',
      description: '409 MAIL_PENDING while it is still queued; 409 MAIL_OFF without SMTP_URL.',
      params: recordParams,
      body: z.object({}).optional(),
      response: { 202: mailMessageSchema, 409: errorBodySchema },
    }),
    async (request, reply) => {
      const message = await resendMail(db, app.config, request.scope.projectId, request.params.id);
      app.jobs.wake();
      return reply.code(202).send(message);
    },
  );
};
export default mailRoutes;
