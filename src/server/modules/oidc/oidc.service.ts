// Sign-in through the institution: the start (the provider's address, the flow kept in the browser) and the end
// (the provider's answer checked, the account found by its verified email, the same session as a password's).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { AppError } from '@server/errors';
import { requestOrigin } from '@server/http/request-origin';
import { sessionToken, withSessionCookie } from '@server/http/session-cookie';
import { startSession } from '@server/modules/auth';
import { requireActiveProject } from '@server/modules/projects';
import { OIDC_CALLBACK_PATH, type OidcLogin, type OidcStartBody } from '@shared/contracts/oidc';
import type { OidcProvider } from './oidc-client';
import { accountByEmail } from './oidc-doors';
import { keepFlow, takeFlow } from './oidc-flow';

/** What the sign-in needs of the server: its provider (none: off), its address, how long a session lasts. */
export type OidcContext = {
  db: Kysely<DB>;
  provider: OidcProvider | null;
  publicUrl: string | undefined;
  sessionTtlMs: number;
};

const on = (c: OidcContext): OidcProvider => {
  if (!c.provider) throw new AppError('OIDC_OFF', 'This site does not sign in through an institution');
  return c.provider;
};

/** Starts a sign-in at a project's door: the provider's address to open; the flow's checks go in its cookie. */
export async function startSignIn(
  c: OidcContext,
  request: FastifyRequest,
  reply: FastifyReply,
  projectId: number,
  body: OidcStartBody,
): Promise<{ url: string }> {
  const provider = on(c);
  if (body.door === 'judge') await requireActiveProject(c.db, projectId);
  // As a URL writes it (no :80 on http): the token request names it so, and the provider compares the two.
  const redirectUri = new URL(OIDC_CALLBACK_PATH, c.publicUrl ?? requestOrigin(request)).href;
  const { url, checks } = await provider.begin(redirectUri);
  keepFlow(request, reply, { ...checks, door: body.door, projectId, returnTo: body.return_to ?? null });
  return { url };
}

/**
 * Ends the sign-in this browser started with the provider's answer: a verified email is required, and the one
 * account of the door with it; the account's check and the new session in one transaction.
 */
export async function finishSignIn(
  c: OidcContext,
  request: FastifyRequest,
  reply: FastifyReply,
  params: string,
): Promise<OidcLogin> {
  const provider = on(c);
  const flow = takeFlow(request, reply);
  const { email } = await provider.finish(params, flow);
  if (!email)
    throw new AppError('OIDC_EMAIL_UNVERIFIED', 'The institution did not vouch for an email of this account');
  const session = await c.db.transaction().execute(async (trx) => {
    const ref = await accountByEmail(trx, flow.door, flow.projectId, email);
    return startSession(trx, ref, c.sessionTtlMs, sessionToken(request));
  });
  const answer = { door: flow.door, project_id: flow.projectId, return_to: flow.returnTo };
  return withSessionCookie(request, reply, { account: answer, session });
}
