// A browser's sign-in through the institution, as the API tests and the route catalogue make it: the start at
// a door (its flow cookie kept), the person at the provider, the answer handed to the site.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { OidcDoor } from '@shared/contracts/oidc';
import type { OidcIssuer } from '@server/test/oidc-issuer';

/** A sign-in under way in one browser: the provider's address, and the browser's flow cookie (`oidc_flow=...`). */
export type Started = { url: string; flowCookie: string };

/** The browser asks to start a sign-in at the project (the answer as it comes). */
export const startRequest = (app: FastifyInstance, projectId: number, payload: object) =>
  app.inject({ method: 'POST', url: `/api/projects/${projectId}/oidc/start`, payload });

export async function startAt(
  app: FastifyInstance,
  projectId: number,
  door: OidcDoor,
  returnTo?: string,
): Promise<Started> {
  const res = await startRequest(app, projectId, { door, ...(returnTo ? { return_to: returnTo } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = String(res.headers['set-cookie']);
  expect(cookie).toContain('HttpOnly');
  return { url: (res.json() as { url: string }).url, flowCookie: cookie.split(';')[0]! };
}

/** The provider's answer for the person `login`, and the browser's flow cookie to send it with. */
export type Answer = { params: string; flowCookie: string };

export async function signedInAt(
  app: FastifyInstance,
  issuer: OidcIssuer,
  projectId: number,
  door: OidcDoor,
  login: string,
): Promise<Answer> {
  const started = await startAt(app, projectId, door);
  return { params: await issuer.signIn(started.url, login), flowCookie: started.flowCookie };
}

/** The browser hands the provider's answer to the site (with its flow cookie, or the cookie given). */
export const finish = (app: FastifyInstance, answer: Answer, cookie = answer.flowCookie) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/oidc/login',
    headers: { cookie },
    payload: { params: answer.params },
  });

/** A refusal with its code, and no session cookie. */
export function expectRefused(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ code, detail: expect.any(String) });
  expect(String(res.headers['set-cookie'] ?? '')).not.toMatch(/(^|, )sid=[^;]/);
}
