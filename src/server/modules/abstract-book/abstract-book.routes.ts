// The abstract book (초록집): its state, a new build, publishing, and its PDF and workbook
// (docs/decisions/054-abstract-book.md).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectRoute } from '@server/http/route-schemas';
import { requestOrigin } from '@server/http/request-origin';
import { abstractBookSchema, abstractBookUpdateSchema } from '@shared/contracts/abstract-book';
import { errorBodySchema } from '@shared/errors';
import {
  abstractBookFile,
  getAbstractBook,
  requestAbstractBook,
  setAbstractBookPublished,
} from './abstract-book.service';

const tags = ['abstract book'];
const url = '/projects/:projectId/abstract-book';

const abstractBookRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { uploadsDir } = app.config;

  app.get(
    url,
    projectRoute(
      tags,
      {
        summary: "The abstract book's state: none, queued, ready or failed, and whether it is published",
        description:
          'Judges and participants see the state of no book (`none`, not published) until the organiser publishes it.',
        response: { 200: abstractBookSchema },
      },
      'member',
    ),
    async (request) =>
      getAbstractBook(db, request.scope.projectId, request.scope.principal?.kind === 'admin'),
  );

  app.post(
    url,
    projectRoute(tags, {
      summary: 'Builds the abstract book again from the posters as they are now (a job; 202)',
      description:
        'The files of the last ready build stay downloadable until the new one is ready. A build asked for while another waits overtakes it.',
      body: z.object({}).optional(),
      response: { 202: abstractBookSchema },
    }),
    async (request, reply) => {
      const origin = app.config.publicUrl ?? requestOrigin(request);
      const book = await requestAbstractBook(db, request.scope.projectId, origin);
      app.jobs.wake();
      return reply.code(202).send(book);
    },
  );

  app.put(
    url,
    projectRoute(tags, {
      summary: "Publishes the abstract book to the project's judges and participants, or takes it back",
      body: abstractBookUpdateSchema,
      response: { 200: abstractBookSchema },
    }),
    async (request) => setAbstractBookPublished(db, request.scope.projectId, request.body.published),
  );

  for (const kind of ['pdf', 'xlsx'] as const) {
    app.get(
      `${url}.${kind}`,
      projectRoute(
        tags,
        {
          summary: `The abstract book as ${kind === 'pdf' ? 'a PDF (A4, fonts embedded)' : 'an .xlsx workbook'}`,
          description:
            '409 BOOK_NOT_READY before the first build; judges and participants: 403 BOOK_NOT_PUBLISHED until it is published.',
          produces: [kind === 'pdf' ? 'application/pdf' : 'application/octet-stream'],
          response: { 200: z.any().describe('The file'), 409: errorBodySchema },
        },
        'member',
      ),
      async (request, reply) => {
        const organiser = request.scope.principal?.kind === 'admin';
        const download = await abstractBookFile(db, uploadsDir, request.scope.projectId, kind, organiser);
        const encoded = encodeURIComponent(download.filename);
        return reply
          .header('Content-Type', download.contentType)
          .header(
            'Content-Disposition',
            `attachment; filename="${download.filename}"; filename*=UTF-8''${encoded}`,
          )
          .header('Cache-Control', 'private, no-cache')
          .send(download.file);
      },
    );
  }
};
export default abstractBookRoutes;
