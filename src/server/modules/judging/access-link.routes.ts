// Judges' sign-in links: the organiser issues one, the judge's phone uses it once.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openProjectRoute, projectRoute, recordParams } from '@server/http/route-schemas';
import { errorBodySchema } from '@shared/errors';
import { accessLinkSchema, judgeLoginResponseSchema } from '@shared/contracts/judging';
import { issueAccessLink, useAccessLink } from './access-link.service';
import { requestOrigin } from '@server/http/request-origin';
import { tokenSignIn } from '@server/modules/auth';

const accessLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/projects/:projectId/judges/:id/access-link',
    projectRoute(['judges'], {
      summary: "Issues the judge's single-use sign-in link (the earlier one stops working)",
      params: recordParams,
      response: { 200: accessLinkSchema },
    }),
    async (request) =>
      issueAccessLink(db, request.scope.projectId, request.params.id, requestOrigin(request)),
  );

  app.post(
    '/projects/:projectId/judge/access',
    openProjectRoute(['judging'], {
      summary: 'Signs a judge in with a sign-in link token, once (a used or expired one is 410)',
      body: z.object({ token: z.string().min(1, 'token is required').max(100, 'token is too long') }),
      response: { 200: judgeLoginResponseSchema, 400: errorBodySchema, 410: errorBodySchema },
    }),
    async (request, reply) =>
      tokenSignIn(db, request, reply, app.config.loginFailuresPerClient, (previous) =>
        useAccessLink(db, request.scope.projectId, request.body.token, app.config.sessionTtlMs, previous),
      ),
  );
};
export default accessLinkRoutes;
