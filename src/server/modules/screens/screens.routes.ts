// Screens: the organiser registers the poster hall's screens and their pairing links; a paired screen is a kiosk
// that reads its roster and nothing else (docs/decisions/052-screens-and-the-kiosk.md).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ok,
  okSchema,
  openProjectRoute,
  projectRoute,
  recordParams,
  signedInRoute,
  okAfter,
  deleteRecordRoute,
} from '@server/http/route-schemas';
import { sendLiveStream, trackLiveStreams } from '@server/http/live-stream';
import { requestOrigin } from '@server/http/request-origin';
import { sessionToken } from '@server/http/session-cookie';
import { errorBodySchema } from '@shared/errors';
import { idParam } from '@shared/schemas';
import {
  kioskAccessSchema,
  kioskPosterSchema,
  kioskPostersQuerySchema,
  kioskPostersSchema,
  kioskScreenSchema,
  screenInputSchema,
  screenListSchema,
  screenSchema,
} from '@shared/contracts/screens';
import { findPrincipal, tokenSignIn } from '@server/modules/auth';
import { linkSecret } from '@server/modules/presenters';
import { changesRoster } from './kiosk-events';
import { recordKioskSeen } from './screen-presence';
import * as service from './screens.service';

const tags = ['screens'];
const kioskResponses = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The options of a route the paired kiosk calls: its access, the project in the path, the kiosk's refusals. */
function kioskRoute<const S extends Parameters<typeof projectRoute>[1]>(schema: S) {
  return signedInRoute(tags, 'kiosk', { ...schema, response: { ...schema.response, ...kioskResponses } });
}

const screensRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  trackLiveStreams(app);
  const ctx = (request: Parameters<typeof requestOrigin>[0]) => ({
    secret: linkSecret(app.config),
    origin: requestOrigin(request),
  });

  app.get(
    '/projects/:projectId/screens',
    projectRoute(tags, {
      summary: "The project's screens with their pairing links",
      response: { 200: screenListSchema },
    }),
    async (request) => ({ items: await service.listScreens(db, ctx(request), request.scope.projectId) }),
  );

  app.post(
    '/projects/:projectId/screens',
    projectRoute(tags, {
      summary:
        'Registers a screen: its name, place, orientation, roster and idle seconds; answers its pairing link',
      body: screenInputSchema,
      response: { 200: screenSchema },
    }),
    async (request) => service.createScreen(db, ctx(request), request.scope.projectId, request.body),
  );

  app.get(
    '/projects/:projectId/screens/:id',
    projectRoute(tags, { summary: 'One screen', params: recordParams, response: { 200: screenSchema } }),
    async (request) => service.getScreen(db, ctx(request), request.scope.projectId, request.params.id),
  );

  app.put(
    '/projects/:projectId/screens/:id',
    projectRoute(tags, {
      summary: 'Changes a screen (its pairing link and paired kiosks stay)',
      params: recordParams,
      body: screenInputSchema,
      response: { 200: screenSchema },
    }),
    async (request) =>
      service.updateScreen(db, ctx(request), request.scope.projectId, request.params.id, request.body),
  );

  app.post(
    '/projects/:projectId/screens/:id/revoke',
    projectRoute(tags, {
      summary: 'Replaces the pairing link: the old one stops and the kiosks it paired are signed out at once',
      params: recordParams,
      response: { 200: screenSchema },
    }),
    async (request) => service.revokeScreen(db, ctx(request), request.scope.projectId, request.params.id),
  );

  app.delete(
    '/projects/:projectId/screens/:id',
    deleteRecordRoute(tags, { summary: 'Deletes a screen; its kiosks are signed out at once' }),
    async (request) => okAfter(service.deleteScreen(db, request.scope.projectId, request.params.id)),
  );

  app.post(
    '/projects/:projectId/kiosk/access',
    openProjectRoute(tags, {
      summary: "Pairs a screen's computer with the screen's link: a kiosk session that lasts until revoked",
      body: kioskAccessSchema,
      response: { 200: kioskScreenSchema, 400: errorBodySchema },
    }),
    async (request, reply) =>
      tokenSignIn(db, request, reply, app.config.loginFailuresPerClient, (previous) =>
        service.pairKiosk(db, request.scope.projectId, request.body.token, previous),
      ),
  );

  app.get(
    '/projects/:projectId/kiosk/posters',
    kioskRoute({
      summary:
        "The kiosk's roster: its approved posters with their pages, searched by q (inside the files too)",
      querystring: kioskPostersQuerySchema,
      response: { 200: kioskPostersSchema, 400: errorBodySchema },
    }),
    async (request) => service.kioskPosters(app.database.readDb, request.scope.kiosk, request.query.q),
  );

  app.get(
    '/projects/:projectId/kiosk/posters/:posterId',
    kioskRoute({
      summary: "One poster of the kiosk's roster (outside the roster: 404)",
      params: z.object({ projectId: idParam, posterId: idParam }),
      response: { 200: kioskPosterSchema, 400: errorBodySchema },
    }),
    async (request) => service.kioskPoster(app.database.readDb, request.scope.kiosk, request.params.posterId),
  );

  app.post(
    '/projects/:projectId/kiosk/heartbeat',
    kioskRoute({
      summary:
        'The kiosk says it is alive (every 30 s while it has a network): the screen shows online to the organiser',
      description:
        "Stored as the screen's last_seen_at at most once a minute; a screen that comes online is announced to the live streams.",
      response: { 200: okSchema },
    }),
    async (request) => {
      const { projectId, screenId } = request.scope.kiosk;
      await recordKioskSeen(db, projectId, screenId);
      return ok;
    },
  );

  app.get(
    '/projects/:projectId/kiosk/events',
    kioskRoute({
      summary:
        "Server-sent events for a kiosk: `change` with {kind: 'roster'} when its roster may have changed (a poster " +
        'approved, sent back, edited, deleted; a screen edited), `resync` when some may have been missed',
      produces: ['text/event-stream'],
      response: { 200: z.string().describe('text/event-stream') },
    }),
    async (request, reply) => {
      const { projectId } = request.scope;
      const { screenId } = request.scope.kiosk;
      const token = sessionToken(request);
      return sendLiveStream(app, reply, projectId, {
        passes: changesRoster,
        as: 'roster',
        // A revoked or deleted screen, or a closed project: the stream ends at the next heartbeat.
        stillAllowed: async () => {
          const p = await findPrincipal(app.database.readDb, token);
          return p?.kind === 'kiosk' && p.screenId === screenId && p.projectActive;
        },
      });
    },
  );
};
export default screensRoutes;
