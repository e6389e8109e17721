// The organiser's batches of mail (docs/decisions/044-mail.md): each previewed with dry_run, then written to the
// mail log and sent by the job queue.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectRoute } from '@server/http/route-schemas';
import { sendDownload } from '@server/http/file-names';
import { requestOrigin } from '@server/http/request-origin';
import { z } from 'zod';
import {
  mailBatchCsvSchema,
  mailBatchSchema,
  mailPreviewSchema,
  mailQueuedSchema,
} from '@shared/contracts/mail';
import { errorBodySchema } from '@shared/errors';
import { linkSecret } from '@server/modules/presenters';
import { batchCsv } from './mailing-csv';
import { sendBatch, type BatchKind } from './mailings.service';

const tags = ['mail'];

const summaries: Record<BatchKind, string> = {
  'judge-invitations':
    'Mails each judge (or those in ids) a new personal sign-in link (the earlier one stops working)',
  'judge-reminders':
    'Mails the judges with assigned posters left to score a new sign-in link; never those done',
  'presenter-requests':
    "Mails each poster's presenter (or those in ids) their upload link (missing links are issued)",
  'presenter-reminders': 'Mails the presenters whose file is not started, needs a fix or could not be read',
};

const mailingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const context = (request: FastifyRequest) => ({
    settings: app.config,
    origin: app.config.publicUrl ?? requestOrigin(request),
    secret: linkSecret(app.config),
  });
  for (const kind of Object.keys(summaries) as BatchKind[]) {
    app.post(
      `/projects/:projectId/mail/${kind}`,
      projectRoute(tags, {
        summary: summaries[kind],
        description:
          'dry_run: answers {recipients, skipped_no_email, sample} and writes nothing. Otherwise 202 {queued, skipped_no_email}; 409 MAIL_OFF when the server has no SMTP_URL (offer the CSV of links instead). People without an email address are skipped and counted.',
        body: mailBatchSchema,
        response: { 200: mailPreviewSchema, 202: mailQueuedSchema, 409: errorBodySchema },
      }),
      async (request, reply) => {
        const result = await sendBatch(db, context(request), request.scope.projectId, kind, request.body);
        if ('preview' in result) return reply.code(200).send(result.preview);
        app.jobs.wake();
        return reply.code(202).send(result.queued);
      },
    );

    app.post(
      `/projects/:projectId/mail/${kind}.csv`,
      projectRoute(tags, {
        summary: `The same messages as CSV for a mail merge (email, name, language, subject, link, text); nothing is mailed`,
        description:
          "Works with mail on or off. The links are issued as a send would (a judge's earlier link stops working), so the file's links work. UTF-8 with a byte order mark.",
        body: mailBatchCsvSchema,
        produces: ['text/csv'],
        response: { 200: z.any().describe('The file') },
      }),
      async (request, reply) => {
        const file = await batchCsv(db, context(request), request.scope.projectId, kind, request.body.ids);
        return sendDownload(reply, file);
      },
    );
  }
};
export default mailingsRoutes;
