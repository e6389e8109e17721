// Participants: signing up and logging in, and the admin's list (docs/product.md#the-api).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listSchema,
  ok,
  okSchema,
  openProjectRoute,
  projectRoute,
  recordParams,
} from '@server/http/route-schemas';
import { loginAttempt, withSessionCookie } from '@server/http/session-cookie';
import { loginBodySchema } from '@shared/contracts/auth';
import { participantCreateSchema, participantSchema, participantSorts } from '@shared/contracts/participants';
import { bulkDeletedSchema, bulkDeleteSchema } from '@shared/deletes';
import { asksForPage } from '@shared/paging';
import * as service from './participants.service';

const tags = ['participants'];

const participantsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/projects/:projectId/users/register',
    openProjectRoute(tags, {
      summary: 'Participant sign-up (does not log in)',
      body: participantCreateSchema,
      response: { 201: participantSchema },
    }),
    async (request, reply) => {
      const participant = await service.createParticipant(
        db,
        request.scope.projectId,
        request.body,
        'signUp',
      );
      return reply.code(201).send(participant);
    },
  );

  app.post(
    '/projects/:projectId/users/login',
    openProjectRoute(tags, {
      summary: 'Participant login: starts a participant session for this project',
      body: loginBodySchema,
      response: { 200: participantSchema },
    }),
    async (request, reply) => {
      const attempt = loginAttempt(request, request.body);
      const result = await service.loginParticipant(db, app.config, attempt, request.scope.projectId);
      return withSessionCookie(request, reply, result);
    },
  );

  app.get(
    '/projects/:projectId/users',
    projectRoute(
      tags,
      listSchema('participant', participantSchema, participantSorts, 'U-number, name, username and email'),
    ),
    async (request) =>
      asksForPage(request.query)
        ? service.listParticipantPage(db, request.scope.projectId, request.query)
        : service.listParticipants(db, request.scope.projectId),
  );

  app.post(
    '/projects/:projectId/users',
    projectRoute(tags, { body: participantCreateSchema, response: { 201: participantSchema } }),
    async (request, reply) => {
      const participant = await service.createParticipant(db, request.scope.projectId, request.body, 'admin');
      return reply.code(201).send(participant);
    },
  );

  app.post(
    '/projects/:projectId/users/bulk-delete',
    projectRoute(tags, {
      description:
        'Deletes the participants named in ids (at most 200) in one transaction; if any is not a participant of this project, nothing is deleted (404).',
      body: bulkDeleteSchema,
      response: { 200: bulkDeletedSchema },
    }),
    async (request) => ({
      deleted: await service.deleteParticipants(db, request.scope.projectId, request.body.ids),
    }),
  );

  app.delete(
    '/projects/:projectId/users/:id',
    projectRoute(tags, { params: recordParams, response: { 200: okSchema } }),
    async (request) => {
      await service.deleteParticipant(db, request.scope.projectId, request.params.id);
      return ok;
    },
  );
};
export default participantsRoutes;
