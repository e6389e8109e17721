// Sign-in through the institution (OpenID Connect; docs/decisions/090-institution-sign-in.md): whether it is on,
// its start at a project's door, and its end with the provider's answer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectParams } from '@server/http/route-schemas';
import {
  oidcLoginBodySchema,
  oidcLoginSchema,
  oidcSettingsSchema,
  oidcStartBodySchema,
  oidcStartSchema,
} from '@shared/contracts/oidc';
import { errorBodySchema } from '@shared/errors';
import { oidcProvider } from './oidc-client';
import { finishSignIn, startSignIn, type OidcContext } from './oidc.service';

const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  const { oidc } = app.config;
  const c: OidcContext = {
    db: app.database.db,
    provider: oidc ? oidcProvider(oidc) : null,
    publicUrl: app.config.publicUrl,
    sessionTtlMs: app.config.sessionTtlMs,
  };
  const tags = ['auth'];
  const refusals = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 503: errorBodySchema };

  app.get(
    '/auth/oidc',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Whether this site signs in through an institution (OIDC_ISSUER), and the name its button says',
        response: { 200: oidcSettingsSchema },
      },
    },
    async () => ({ enabled: oidc !== undefined, name: oidc?.name ?? null }),
  );

  app.post(
    '/projects/:projectId/oidc/start',
    {
      // The project must exist; the judges' door also needs it active (the admins' does not, as with passwords).
      config: { access: 'public' },
      schema: {
        tags,
        summary: "Starts a sign-in through the institution at the project's admins' or judges' door",
        params: projectParams,
        body: oidcStartBodySchema,
        response: { 200: oidcStartSchema, ...refusals },
      },
    },
    async (request, reply) => startSignIn(c, request, reply, request.params.projectId, request.body),
  );

  app.post(
    '/auth/oidc/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "Ends the sign-in this browser started with the institution's answer: the same session as a password's",
        body: oidcLoginBodySchema,
        response: { 200: oidcLoginSchema, ...refusals, 409: errorBodySchema },
      },
    },
    async (request, reply) => finishSignIn(c, request, reply, request.body.params),
  );
};
export default oidcRoutes;
