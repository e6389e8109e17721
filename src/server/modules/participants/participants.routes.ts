// Participants: signing up and logging in, and the admin's list (docs/product.md#the-api).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listSchema,
  okSchema,
  openProjectRoute,
  projectRoute,
  okAfter,
  bulkDeleteRoute,
  deleteRecordRoute,
} from '@server/http/route-schemas';
import { participantCreateSchema, participantSchema, participantSorts } from '@shared/contracts/participants';
import { asksForPage } from '@shared/paging';
import { requestLanguage } from '@server/http/request-language';
import {
  passwordResetAcceptedSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '@shared/contracts/mail';
import { errorBodySchema } from '@shared/errors';
import * as service from './participants.service';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.service';
import { passwordSignIn, projectLoginRoute, throttledTokenUse } from '@server/modules/auth';

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
        {
          settings: app.config,
          language: requestLanguage(request),
        },
      );
      app.jobs.wake();
      return reply.code(201).send(participant);
    },
  );

  app.post(
    '/projects/:projectId/users/login',
    projectLoginRoute(
      tags,
      'Participant login: starts a participant session for this project',
      participantSchema,
    ),
    async (request, reply) => passwordSignIn(db, app.config, request, reply, service.loginParticipant),
  );

  app.post(
    '/projects/:projectId/users/password-reset',
    openProjectRoute(tags, {
      summary:
        'Asks for a password reset link by mail: 202 whether or not the address belongs to a participant',
      description:
        'The same answer for a known and an unknown address; at most 3 requests an address and 20 a client in 15 minutes (429). The link works once, for one hour.',
      body: passwordResetRequestSchema,
      response: { 202: passwordResetAcceptedSchema, 400: errorBodySchema, 429: errorBodySchema },
    }),
    async (request, reply) => {
      await requestPasswordReset(db, app.config, request.scope.projectId, {
        email: request.body.email,
        language: requestLanguage(request),
        ip: request.ip,
      });
      app.jobs.wake();
      return reply.code(202).send({ status: 'accepted' as const });
    },
  );

  app.post(
    '/projects/:projectId/users/password-reset/confirm',
    openProjectRoute(tags, {
      summary:
        "Sets a new password with a reset link's token (once, within the hour); ends the participant's sessions",
      description: 'Unknown, used or expired token: 400 RESET_LINK_INVALID.',
      body: passwordResetConfirmSchema,
      response: { 200: okSchema, 400: errorBodySchema },
    }),
    async (request) =>
      okAfter(
        throttledTokenUse(db, request.ip, app.config.loginFailuresPerClient, () =>
          confirmPasswordReset(db, request.scope.projectId, request.body),
        ),
      ),
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
    bulkDeleteRoute(
      tags,
      'Deletes the participants named in ids (at most 200) in one transaction; if any is not a participant of this project, nothing is deleted (404).',
    ),
    async (request) => ({
      deleted: await service.deleteParticipants(db, request.scope.projectId, request.body.ids),
    }),
  );

  app.delete('/projects/:projectId/users/:id', deleteRecordRoute(tags), async (request) =>
    okAfter(service.deleteParticipant(db, request.scope.projectId, request.params.id)),
  );
};
export default participantsRoutes;
