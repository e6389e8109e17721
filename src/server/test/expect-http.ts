// Assertions many API tests share: refused bodies, a body that is not JSON, a refused login, a login's cookie.
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { Client } from './test-app';

type Request = { method: 'POST' | 'PUT'; url: string };

/** Each body is refused with 400, and the detail names what is wrong (the text beside it). */
export async function expectBodiesRefused(
  client: Client,
  req: Request,
  cases: ReadonlyArray<readonly [body: object, text: string]>,
) {
  for (const [body, text] of cases) {
    const res = await client.inject({ ...req, payload: body });
    expect(res.statusCode, JSON.stringify(body)).toBe(400);
    expect(res.json().detail, JSON.stringify(body)).toContain(text);
  }
}

/** A body that is not JSON (sent as JSON) is 400 INVALID_JSON. */
export async function expectInvalidJson(client: Client, req: Request, payload: string) {
  const res = await client.inject({ ...req, headers: { 'content-type': 'application/json' }, payload });
  expect(res.statusCode).toBe(400);
  expect(res.json().code).toBe('INVALID_JSON');
}

/** A POST with a password in its URL is 400 PASSWORD_IN_URL (passwords go in the body). */
export async function expectPasswordInUrlRefused(client: Client, url: string) {
  const res = await client.inject({ method: 'POST', url });
  expect(res.statusCode).toBe(400);
  expect(res.json().code).toBe('PASSWORD_IN_URL');
}

/** A refused login: 401 with the login's own message, and no cookie. */
export function expectLoginFailed(res: LightMyRequestResponse, failed: { code: string; detail: string }) {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual(failed);
  expect(res.headers['set-cookie']).toBeUndefined();
}

/** The session cookie a login sets (sid, HttpOnly, SameSite=Lax); answers the Set-Cookie header. */
export function expectSessionCookie(res: LightMyRequestResponse): string {
  const cookie = String(res.headers['set-cookie']);
  expect(cookie).toMatch(/^sid=[^;]+;/);
  expect(cookie).toContain('HttpOnly');
  expect(cookie).toContain('SameSite=Lax');
  return cookie;
}

/**
 * Five failed logins (the passwords `wrong` names), then the right one: 429 TOO_MANY "Too many failed logins"
 * with a Retry-After. `attempt` logs in with a password.
 */
export async function expectLoginThrottled(
  attempt: (password: string) => Promise<LightMyRequestResponse>,
  wrong: (i: number) => string,
  right: string,
) {
  for (let i = 0; i < 5; i++) expect((await attempt(wrong(i))).statusCode).toBe(401);
  const sixth = await attempt(right);
  expect(sixth.statusCode).toBe(429);
  expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  expect(sixth.json()).toMatchObject({
    code: 'TOO_MANY',
    detail: expect.stringContaining('Too many failed logins'),
  });
}
