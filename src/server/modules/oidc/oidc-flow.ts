// The flow cookie: what one sign-in through the institution keeps in the browser between its start and the
// provider's answer. It binds the answer to the browser that started it (a code sent to someone else's browser
// finds no flow there), lives ten minutes, and is read by the sign-in's last call only.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '@server/errors';
import { oidcDoors, type OidcDoor } from '@shared/contracts/oidc';
import type { FlowChecks } from './oidc-client';

export const FLOW_COOKIE = 'oidc_flow';
const FLOW_PATH = '/api/auth/oidc';
const FLOW_SECONDS = 600;

/** One sign-in under way: the provider's checks, the door and project it opens, where it returns to. */
export type Flow = FlowChecks & {
  door: OidcDoor;
  projectId: number;
  returnTo: string | null;
  /** Epoch milliseconds after which the flow is refused. */
  until: number;
};

const flowSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  verifier: z.string().min(43),
  redirectUri: z.url(),
  door: z.enum(oidcDoors),
  projectId: z.number().int().positive(),
  returnTo: z.string().nullable(),
  until: z.number(),
});

/** Sets the flow cookie: httpOnly, only sent to the sign-in's own calls, SameSite=Lax, ten minutes. */
export function keepFlow(request: FastifyRequest, reply: FastifyReply, flow: Omit<Flow, 'until'>): void {
  const value = Buffer.from(JSON.stringify({ ...flow, until: Date.now() + FLOW_SECONDS * 1000 })).toString(
    'base64url',
  );
  reply.setCookie(FLOW_COOKIE, value, {
    path: FLOW_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: FLOW_SECONDS,
  });
}

/** The flow this browser started, cleared as it is read (one answer a flow); none or a stale one is refused. */
export function takeFlow(request: FastifyRequest, reply: FastifyReply): Flow {
  const raw = request.cookies[FLOW_COOKIE];
  if (raw) reply.clearCookie(FLOW_COOKIE, { path: FLOW_PATH });
  let flow: Flow | null = null;
  try {
    const parsed = flowSchema.safeParse(
      raw ? JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) : null,
    );
    flow = parsed.success ? parsed.data : null;
  } catch {
    flow = null;
  }
  if (!flow || flow.until < Date.now())
    throw new AppError(
      'OIDC_NO_FLOW',
      'No sign-in through the institution was started in this browser in the last 10 minutes',
    );
  return flow;
}
