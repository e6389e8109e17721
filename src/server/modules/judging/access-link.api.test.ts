import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import * as fx from '@server/test/fixture-rows';
import { anonymousOf, clientFrom } from '@server/test/test-app';
import { QR_OPTIONS } from '../posters/poster-qr';

const w = useProjectAdminWorld();

async function setup(closesAt: string | null = null) {
  const { id, client } = await w.freshProject();
  await w.t.db.updateTable('projects').set({ judging_closes_at: closesAt }).where('id', '=', id).execute();
  const judge = await fx.makeJudge(w.t.db, id, { full_name: '이심사' });
  const issue = () =>
    client.inject({ method: 'POST', url: `/api/projects/${id}/judges/${judge.id}/access-link` });
  const use = (token: string) =>
    anonymousOf(w.t).inject({ method: 'POST', url: `/api/projects/${id}/judge/access`, payload: { token } });
  return { id, client, judge, issue, use };
}
const tokenOf = (url: string) => url.split('/').pop()!;

describe('judge sign-in links', () => {
  it('signs the judge in once; the token is stored only as a hash', async () => {
    const s = await setup();
    const res = await s.issue();
    expect(res.statusCode).toBe(200);
    const { url, expires_at } = res.json();
    const slug = (await fx.storedRow(w.t.db, 'projects', s.id)).slug;
    expect(url).toMatch(
      new RegExp(`^http://localhost(:\\d+)?/projects/${slug}/judge/link/[A-Za-z0-9_-]{43}$`),
    );
    // No closing time: a day from now.
    expect(Math.abs(Date.parse(expires_at) - Date.now() - 86_400_000)).toBeLessThan(600_000);
    const row = await w.t.db
      .selectFrom('judge_access_links')
      .selectAll()
      .where('judge_id', '=', s.judge.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).not.toContain(tokenOf(url));

    const first = await s.use(tokenOf(url));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ judge_id: s.judge.id, full_name: '이심사', project_id: s.id });
    const judge = clientFrom(w.t.app, first);
    const me = await judge.inject({ method: 'GET', url: `/api/projects/${s.id}/judge/progress` });
    expect(me.json()).toEqual({ completed: 0, total_assigned: 0, progress_percentage: 0 });

    const second = await s.use(tokenOf(url));
    expect(second.statusCode).toBe(410);
    expect(second.json()).toEqual({
      code: 'LINK_USED',
      detail: 'This sign-in link has already been used: ask the organiser for a new one',
    });
  });

  it('expires when judging closes, and an expired link is refused', async () => {
    const closes = new Date(Date.now() + 3_600_000).toISOString();
    const s = await setup(closes);
    const { url, expires_at } = (await s.issue()).json();
    expect(expires_at).toBe(closes);
    await w.t.db
      .updateTable('judge_access_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('judge_id', '=', s.judge.id)
      .execute();
    const res = await s.use(tokenOf(url));
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('LINK_EXPIRED');
  });

  it('reissuing invalidates the previous link', async () => {
    const s = await setup();
    const old = tokenOf((await s.issue()).json().url);
    const fresh = tokenOf((await s.issue()).json().url);
    const res = await s.use(old);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'LINK_INVALID',
      detail: 'This sign-in link is not valid: it may have been replaced by a newer one',
    });
    expect((await s.use(fresh)).statusCode).toBe(200);
  });

  it("refuses another project's judge, bad tokens, and everyone but the project admin", async () => {
    const s = await setup();
    const foreign = await s.client.inject({
      method: 'POST',
      url: `/api/projects/${s.id}/judges/${w.judgeId}/access-link`,
    });
    expect(foreign.json()).toEqual({ code: 'NOT_FOUND', detail: 'Judge not found' });
    const empty = await s.use('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'REQUIRED', field: 'token' });
    await w.expectRefused({
      method: 'POST',
      url: `/api/projects/${w.projectId}/judges/${w.judgeId}/access-link`,
    });
  });
});

describe('password reset by the organiser', () => {
  it('sets a new password the judge logs in with, even after failed attempts', async () => {
    const { id, client } = await w.freshProject();
    const judge = await fx.makeJudge(w.t.db, id, { username: 'reset-me' });
    const login = (password: string) =>
      anonymousOf(w.t).inject({
        method: 'POST',
        url: `/api/projects/${id}/judge/login`,
        payload: { username: 'reset-me', password },
      });
    for (let i = 0; i < 3; i++) expect((await login('wrong-one')).statusCode).toBe(401);
    const res = await client.inject({
      method: 'PUT',
      url: `/api/projects/${id}/judges/${judge.id}`,
      payload: { password: 'fresh-pass-1' },
    });
    expect(res.statusCode).toBe(200);
    expect((await login('fresh-pass-1')).json()).toMatchObject({ judge_id: judge.id });
    expect((await login(fx.PASSWORD)).statusCode).toBe(401);
  });
});

describe('GET /projects/:projectId/posters/:id/qr.svg and .png', () => {
  it('encodes the absolute URL of the poster page, from the request (or trusted forwarded) host', async () => {
    const { id, client } = await w.freshProject();
    const poster = await fx.makePoster(w.t.db, id);
    const slug = (await fx.storedRow(w.t.db, 'projects', id)).slug;
    const res = await client.inject({
      method: 'GET',
      url: `/api/projects/${id}/posters/${poster.id}/qr.svg`,
      headers: { host: 'posters.example.org' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    const expected = await QRCode.toString(`http://posters.example.org/projects/${slug}/p/${poster.id}`, {
      ...QR_OPTIONS,
      type: 'svg',
    });
    expect(res.body).toBe(expected);
    const other = await QRCode.toString(`http://posters.example.org/projects/${slug}/p/${poster.id + 1}`, {
      ...QR_OPTIONS,
      type: 'svg',
    });
    expect(res.body).not.toBe(other);

    const png = await client.inject({
      method: 'GET',
      url: `/api/projects/${id}/posters/${poster.id}/qr.png`,
      headers: { host: 'posters.example.org' },
    });
    expect(png.headers['content-type']).toBe('image/png');
    const expectedPng = await QRCode.toBuffer(`http://posters.example.org/projects/${slug}/p/${poster.id}`, {
      ...QR_OPTIONS,
      type: 'png',
      width: 512,
    });
    expect(png.rawPayload.equals(expectedPng)).toBe(true);
  });

  it("is 404 for another project's poster, and refused to everyone but the project admin", async () => {
    const { id, client } = await w.freshProject();
    const foreign = await fx.makePoster(w.t.db, w.projectId);
    const res = await client.inject({
      method: 'GET',
      url: `/api/projects/${id}/posters/${foreign.id}/qr.svg`,
    });
    expect(res.json()).toEqual({ code: 'NOT_FOUND', detail: 'Poster not found' });
    await w.expectRefused({
      method: 'GET',
      url: `/api/projects/${w.projectId}/posters/${foreign.id}/qr.png`,
    });
  });
});
