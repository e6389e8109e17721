// Presenters: the organiser issues their personal links (one, all missing, the CSV for a mail merge); the
// presenter signs in with theirs and reads their page. Uploads are the submissions module's.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  openProjectRoute,
  projectRoute,
  adminQuery,
  signedInRoute,
  signedInErrors,
} from '@server/http/route-schemas';
import { sendDownload } from '@server/http/file-names';
import { errorBodySchema } from '@shared/errors';
import { idParam } from '@shared/schemas';
import {
  presenterAccessSchema,
  presenterConsentSchema,
  presenterLinkSchema,
  presenterLinksCsvQuerySchema,
  presenterLinksIssuedSchema,
  presenterPosterSchema,
  presenterSignInSchema,
} from '@shared/contracts/submissions';
import { linkSecret } from './link-secret';
import { usePresenterLink } from './presenter-access.service';
import { presenterLinksCsv } from './presenter-links-csv';
import { issueMissingLinks, issuePresenterLink } from './presenter-links.service';
import { getPresenterPoster } from './presenter-page.service';
import { setPresenterConsent } from './presenter-consent.service';
import { requestOrigin } from '@server/http/request-origin';
import { tokenSignIn } from '@server/modules/auth';

const tags = ['presenters'];

const presentersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const secret = () => linkSecret(app.config);

  app.post(
    '/projects/:projectId/posters/:posterId/presenter-link',
    projectRoute(tags, {
      summary: "Issues the poster's personal presenter link (an earlier one stops working)",
      description:
        "expires_at: the project's submission deadline (read at use: moving the deadline moves it), or null.",
      params: z.object({ projectId: idParam, posterId: idParam }),
      response: { 200: presenterLinkSchema },
    }),
    async (request) =>
      issuePresenterLink(
        db,
        { secret: secret(), origin: requestOrigin(request) },
        request.scope.projectId,
        request.params.posterId,
      ),
  );

  app.post(
    '/projects/:projectId/presenter-links',
    projectRoute(tags, {
      summary: 'Issues a link to every poster without one (links already issued are kept)',
      response: { 200: presenterLinksIssuedSchema },
    }),
    async (request) => ({ issued: await issueMissingLinks(db, secret(), request.scope.projectId) }),
  );

  app.get(
    '/projects/:projectId/presenter-links.csv',
    projectRoute(tags, {
      summary: "Every poster's presenter link as CSV (number, title, presenter, email, url, status)",
      description:
        'status=unfinished: only the posters whose file is not submitted or approved. A read: a poster without a link has an empty url (issue the missing ones first with POST /presenter-links). UTF-8 with a byte order mark.',
      querystring: adminQuery.extend(presenterLinksCsvQuerySchema.shape),
      produces: ['text/csv'],
      response: { 200: z.any().describe('The file') },
    }),
    async (request, reply) => {
      const file = await presenterLinksCsv(
        db,
        { secret: secret(), origin: requestOrigin(request) },
        request.scope.projectId,
        request.query.status ?? 'all',
      );
      return sendDownload(reply, file);
    },
  );

  app.post(
    '/projects/:projectId/presenter/access',
    openProjectRoute(tags, {
      summary: "Signs a presenter in with their poster's link (reusable until the deadline, then 410)",
      body: presenterAccessSchema,
      response: { 200: presenterSignInSchema, 400: errorBodySchema, 410: errorBodySchema },
    }),
    async (request, reply) =>
      tokenSignIn(db, request, reply, app.config.loginFailuresPerClient, (previous) =>
        usePresenterLink(db, request.scope.projectId, request.body.token, app.config.sessionTtlMs, previous),
      ),
  );

  app.get(
    '/projects/:projectId/presenter/poster',
    signedInRoute(tags, 'presenter', {
      summary: "The signed-in presenter's page: their poster, the settings, the upload rules, their files",
      response: {
        200: presenterPosterSchema,
        401: errorBodySchema,
        403: errorBodySchema,
        404: errorBodySchema,
      },
    }),
    async (request) =>
      getPresenterPoster(
        app.database.readDb,
        request.scope.presenter,
        request.scope.projectId,
        app.config.maxPosterBytes,
      ),
  );

  app.put(
    '/projects/:projectId/presenter/consent',
    signedInRoute(tags, 'presenter', {
      summary:
        "The presenter's refusals for their poster: no download by participants, not online after the event",
      body: presenterConsentSchema,
      response: { 200: presenterConsentSchema.required(), ...signedInErrors },
    }),
    async (request) =>
      setPresenterConsent(db, request.scope.presenter, request.scope.projectId, request.body),
  );
};
export default presentersRoutes;
