// The poster hall (docs/decisions/051-poster-sessions.md): the organiser's poster sessions, board numbering and
// board list; the presenter's presence; the judge's live events of presence.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendLiveStream, trackLiveStreams } from '@server/http/live-stream';
import {
  projectRoute,
  recordParams,
  signedInRoute,
  signedInErrors,
  okAfter,
  deleteRecordRoute,
} from '@server/http/route-schemas';
import { sessionToken } from '@server/http/session-cookie';
import { errorBodySchema } from '@shared/errors';
import {
  boardListItemSchema,
  boardNumberingResultSchema,
  boardNumberingSchema,
  posterSessionCreateSchema,
  posterSessionSchema,
  posterSessionUpdateSchema,
  presenceInputSchema,
  presenterPresenceSchema,
} from '@shared/contracts/sessions';
import { findPrincipal } from '@server/modules/auth';
import * as service from './sessions.service';

const tags = ['sessions'];

const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, readDb } = app.database;
  const url = '/projects/:projectId/sessions';
  trackLiveStreams(app);

  app.get(
    url,
    projectRoute(
      tags,
      {
        summary: "The project's poster sessions by date and start, with how many posters each holds",
        response: { 200: z.array(posterSessionSchema) },
      },
      'member',
    ),
    async (request) => service.listSessions(readDb, request.scope.projectId),
  );

  app.post(
    url,
    projectRoute(tags, {
      summary: 'Adds a poster session (name unique in the project; ends_at after starts_at)',
      body: posterSessionCreateSchema,
      response: { 201: posterSessionSchema },
    }),
    async (request, reply) =>
      reply.code(201).send(await service.createSession(db, request.scope.projectId, request.body)),
  );

  app.put(
    `${url}/:id`,
    projectRoute(tags, {
      summary: 'Edits a poster session (any of its fields; version: the one the edit was based on)',
      params: recordParams,
      body: posterSessionUpdateSchema,
      response: { 200: posterSessionSchema },
    }),
    async (request) => service.updateSession(db, request.scope.projectId, request.params.id, request.body),
  );

  app.delete(
    `${url}/:id`,
    deleteRecordRoute(tags, { summary: 'Deletes a poster session; its posters stay, without a session' }),
    async (request) => okAfter(service.deleteSession(db, request.scope.projectId, request.params.id)),
  );

  app.get(
    '/projects/:projectId/boards',
    projectRoute(tags, {
      summary: "Every poster's board, session and presenter's presence, by number",
      response: { 200: z.array(boardListItemSchema) },
    }),
    async (request) => service.listBoards(readDb, request.scope.projectId),
  );

  app.post(
    '/projects/:projectId/boards/numbering',
    projectRoute(tags, {
      summary: 'Previews (apply false) or writes (apply true, one transaction) the boards of a pattern',
      description:
        "board = prefix + (per_session and a session: the session's name + '-') + the sequence padded to width. One author's posters (the same presenter, else first author) stay adjacent; applying the same pattern twice changes nothing.",
      body: boardNumberingSchema,
      response: { 200: boardNumberingResultSchema, 409: errorBodySchema },
    }),
    async (request) => service.numberBoards(db, request.scope.projectId, request.body),
  );

  app.get(
    '/projects/:projectId/presenter/presence',
    signedInRoute(tags, 'presenter', {
      summary: "The signed-in presenter's presence, board and session window",
      response: { 200: presenterPresenceSchema, ...signedInErrors },
    }),
    async (request) => service.getPresence(readDb, request.scope.projectId, request.scope.presenter.posterId),
  );

  app.put(
    '/projects/:projectId/presenter/presence',
    signedInRoute(tags, 'presenter', {
      summary: 'The presenter says they are present, away or have left their board (kept with the time)',
      body: presenceInputSchema,
      response: { 200: presenterPresenceSchema, ...signedInErrors },
    }),
    async (request) =>
      service.setPresence(db, request.scope.projectId, request.scope.presenter.posterId, request.body.state),
  );

  app.get(
    '/projects/:projectId/judge/events',
    signedInRoute(tags, 'judge', {
      summary:
        "Server-sent events for the judge's list: `change` with {kind: 'presence', poster_id} when a presenter's presence changes, `resync` when some may have been missed",
      produces: ['text/event-stream'],
      response: { 200: z.string().describe('text/event-stream'), ...signedInErrors },
    }),
    async (request, reply) => {
      const { projectId } = request.scope;
      const judgeId = request.scope.judge.id;
      const token = sessionToken(request);
      return sendLiveStream(app, reply, projectId, {
        passes: (e) => e.kind === 'presence',
        stillAllowed: async () => {
          const p = await findPrincipal(readDb, token);
          return p?.kind === 'judge' && p.id === judgeId && p.projectActive;
        },
      });
    },
  );
};
export default sessionsRoutes;
