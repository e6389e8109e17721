import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fx from '@server/test/fixture-rows';
import { OTHER_CLIENT } from '@server/test/oidc-issuer';
import { oidcConfig, useOidcIssuer } from '@server/test/use-oidc-issuer';
import { createTestApp, type TestApp } from '@server/test/test-app';
import { expectRefused, finish, signedInAt, startAt, startRequest } from './oidc.test-kit';

/**
 * Sign-in through the institution against a real OpenID provider in this process: organisers and judges signed
 * in by their verified email into the same session as a password's; everything else refused with a code.
 */
const issuer = useOidcIssuer();
const lines: string[] = [];
const log = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});
let t: TestApp;
let project: Awaited<ReturnType<typeof fx.makeProject>>;
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'info', ...oidcConfig(issuer) }, { log });
  project = await fx.makeProject(t.db);
});
afterAll(() => t?.close());

/** An institution account with this email, verified unless told. */
let people = 0;
function person(email: string | undefined, email_verified = true): string {
  const login = `person${++people}`;
  issuer.accounts.set(login, { ...(email === undefined ? {} : { email }), email_verified });
  return login;
}

/** Who the session the sign-in started is (its cookie as a password's login sets it), and the flow cookie gone. */
async function me(res: LightMyRequestResponse) {
  const sid = res.cookies.find((c) => c.name === 'sid')!;
  expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(res.cookies.find((c) => c.name === 'oidc_flow')).toMatchObject({ value: '', maxAge: 0 });
  const cookie = `sid=${sid.value}`;
  return (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json();
}

describe('sign-in through the institution', () => {
  it('says it is on, with the name its button says', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/oidc' });
    expect(res.json()).toEqual({ enabled: true, name: '한국대학교' });
  });

  it("signs an organiser in by the institution's verified email, in any letter case, into a password's session", async () => {
    const admin = await fx.makeAdmin(t.db, { projectIds: [project.id], email: 'Lee.Organiser@Uni.ac.kr' });
    const started = await startAt(t.app, project.id, 'admin', `/projects/${project.slug}/admin/posters`);
    const url = new URL(started.url);
    expect(url.origin).toBe(issuer.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    const params = await issuer.signIn(started.url, person('lee.organiser@uni.ac.kr'));
    const res = await finish(t.app, { params, flowCookie: started.flowCookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      door: 'admin',
      project_id: project.id,
      return_to: `/projects/${project.slug}/admin/posters`,
    });
    expect(await me(res)).toMatchObject({ kind: 'admin', id: admin.id, role: 'project_admin' });
    expect(await fx.sessionsOf(t.db, 'admin', admin.id)).toHaveLength(1);
    // The password still works beside it.
    const password = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/login`,
      payload: { username: admin.username, password: fx.PASSWORD },
    });
    expect(password.statusCode).toBe(200);
  });

  it("signs a judge in at the judges' door", async () => {
    const judge = await fx.makeJudge(t.db, project.id, { email: 'park.judge@uni.ac.kr' });
    const answer = await signedInAt(t.app, issuer, project.id, 'judge', person('park.judge@uni.ac.kr'));
    const res = await finish(t.app, answer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ door: 'judge', project_id: project.id, return_to: null });
    expect(await me(res)).toMatchObject({
      kind: 'judge',
      id: judge.id,
      project_id: project.id,
    });
  });

  it('refuses a code the provider issued to another client (a token meant for another service)', async () => {
    await fx.makeJudge(t.db, project.id, { email: 'choi.judge@uni.ac.kr' });
    const started = await startAt(t.app, project.id, 'judge');
    const other = new URL(started.url);
    other.searchParams.set('client_id', OTHER_CLIENT.id);
    const params = await issuer.signIn(other.href, person('choi.judge@uni.ac.kr'));
    expectRefused(await finish(t.app, { params, flowCookie: started.flowCookie }), 403, 'OIDC_REFUSED');
  });

  it('refuses an expired code, and a code used once already', async () => {
    await fx.makeJudge(t.db, project.id, { email: 'jung.judge@uni.ac.kr' });
    const login = person('jung.judge@uni.ac.kr');
    const late = await signedInAt(t.app, issuer, project.id, 'judge', login);
    issuer.expireCodes();
    expectRefused(await finish(t.app, late), 403, 'OIDC_REFUSED');

    const answer = await signedInAt(t.app, issuer, project.id, 'judge', login);
    expect((await finish(t.app, answer)).statusCode).toBe(200);
    // Replayed with the same flow cookie (someone who copied both): the provider knows the code was used.
    expectRefused(await finish(t.app, answer), 403, 'OIDC_REFUSED');
    // Replayed from another browser: there is no sign-in under way there.
    expectRefused(await finish(t.app, answer, 'other=1'), 400, 'OIDC_NO_FLOW');
  });

  it('refuses an email no account has, an unverified one, none at all, and an organiser not of this project', async () => {
    await fx.makeAdmin(t.db, { projectIds: [project.id], email: 'han.organiser@uni.ac.kr' });
    const nobody = await finish(
      t.app,
      await signedInAt(t.app, issuer, project.id, 'admin', person('nobody@uni.ac.kr')),
    );
    expectRefused(nobody, 403, 'OIDC_NO_ACCOUNT');
    expect(nobody.json().params).toEqual({ email: 'nobody@uni.ac.kr' });
    // A judge's email is no organiser's.
    await fx.makeJudge(t.db, project.id, { email: 'yoon.judge@uni.ac.kr' });
    const judgeAsAdmin = await signedInAt(t.app, issuer, project.id, 'admin', person('yoon.judge@uni.ac.kr'));
    expectRefused(await finish(t.app, judgeAsAdmin), 403, 'OIDC_NO_ACCOUNT');
    const unverified = await signedInAt(
      t.app,
      issuer,
      project.id,
      'admin',
      person('han.organiser@uni.ac.kr', false),
    );
    expectRefused(await finish(t.app, unverified), 403, 'OIDC_EMAIL_UNVERIFIED');
    const none = await signedInAt(t.app, issuer, project.id, 'admin', person(undefined));
    expectRefused(await finish(t.app, none), 403, 'OIDC_EMAIL_UNVERIFIED');
    const elsewhere = await fx.makeProject(t.db);
    await fx.makeAdmin(t.db, { projectIds: [elsewhere.id], email: 'seo.organiser@uni.ac.kr' });
    const notHere = await signedInAt(t.app, issuer, project.id, 'admin', person('seo.organiser@uni.ac.kr'));
    expectRefused(await finish(t.app, notHere), 403, 'NOT_ASSIGNED');
    // Nobody was created.
    expect(await fx.rowsWhere(t.db, 'admins', 'email', 'nobody@uni.ac.kr')).toEqual([]);
  });

  it("refuses two judges with one email (which one is not the institution's to say)", async () => {
    await fx.makeJudge(t.db, project.id, { email: 'twin@uni.ac.kr' });
    await fx.makeJudge(t.db, project.id, { email: 'TWIN@uni.ac.kr' });
    const answer = await signedInAt(t.app, issuer, project.id, 'judge', person('twin@uni.ac.kr'));
    expectRefused(await finish(t.app, answer), 409, 'OIDC_AMBIGUOUS');
  });

  it("refuses an answer whose state is not the flow's, and a flow cookie that is not one", async () => {
    await fx.makeJudge(t.db, project.id, { email: 'kang.judge@uni.ac.kr' });
    const answer = await signedInAt(t.app, issuer, project.id, 'judge', person('kang.judge@uni.ac.kr'));
    const params = new URLSearchParams(answer.params);
    params.set('state', 'another-browsers-state');
    expectRefused(await finish(t.app, { ...answer, params: params.toString() }), 400, 'OIDC_STATE');
    expectRefused(await finish(t.app, answer, 'oidc_flow=bm90IGpzb24'), 400, 'OIDC_NO_FLOW');
    // The provider's own "no" (the person declined) comes back as a refusal too.
    const started = await startAt(t.app, project.id, 'judge');
    const state = new URL(started.url).searchParams.get('state')!;
    const declined = `error=access_denied&state=${state}&iss=${encodeURIComponent(issuer.issuer)}`;
    expectRefused(
      await finish(t.app, { params: declined, flowCookie: started.flowCookie }),
      403,
      'OIDC_REFUSED',
    );
  });

  it('returns only to a path of this site, and refuses bad starts with codes', async () => {
    const start = (payload: object, projectId = project.id) => startRequest(t.app, projectId, payload);
    for (const return_to of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      '/a b',
    ])
      expectRefused(await start({ door: 'admin', return_to }), 400, 'VALIDATION');
    expectRefused(await start({ door: 'participant' }), 400, 'INVALID_CHOICE');
    expectRefused(await start({ door: 'admin' }, 2_000_000_000), 404, 'NOT_FOUND');
    const closed = await fx.makeProject(t.db, { is_active: 0 });
    expectRefused(await start({ door: 'judge' }, closed.id), 403, 'PROJECT_INACTIVE');
    expect((await start({ door: 'admin' }, closed.id)).statusCode).toBe(200);
    expectRefused(
      await t.app.inject({ method: 'POST', url: '/api/auth/oidc/login', payload: { params: '' } }),
      400,
      'REQUIRED',
    );
  });

  it('keeps no code, state, token or secret in the log', async () => {
    const text = lines.join('');
    expect(text).toContain('/api/auth/oidc/login');
    expect(text).not.toMatch(/code=|state=|id_token|access_token|client-secret|oidc_flow=/);
  });
});

describe('without OIDC_ISSUER', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp();
  });
  afterAll(() => off?.close());

  it('says it is off, and refuses a start and an answer with OIDC_OFF', async () => {
    expect((await off.app.inject({ method: 'GET', url: '/api/auth/oidc' })).json()).toEqual({
      enabled: false,
      name: null,
    });
    const p = await fx.makeProject(off.db);
    const start = await startRequest(off.app, p.id, { door: 'admin' });
    expectRefused(start, 404, 'OIDC_OFF');
    const login = await off.app.inject({
      method: 'POST',
      url: '/api/auth/oidc/login',
      payload: { params: 'code=x&state=y' },
    });
    expectRefused(login, 404, 'OIDC_OFF');
  });
});

describe('a provider that does not answer', () => {
  let down: TestApp;
  beforeAll(async () => {
    down = await createTestApp({
      oidc: { issuer: 'http://127.0.0.1:9', clientId: 'posters', clientSecret: 'x', name: null },
    });
  });
  afterAll(() => down?.close());

  it('is 503 OIDC_UNAVAILABLE, not a 500', async () => {
    const p = await fx.makeProject(down.db);
    const res = await startRequest(down.app, p.id, { door: 'admin' });
    expectRefused(res, 503, 'OIDC_UNAVAILABLE');
  });
});
