import { describe, expect, it } from 'vitest';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import * as fx from '@server/test/fixture-rows';
import { anonymousOf, clientFrom } from '@server/test/test-app';
import { hashToken } from '../auth/session.service';

const w = useProjectAdminWorld();
const tokenOf = (url: string) => url.split('/').pop()!;

async function setup(deadline: string | null = null) {
  const { id, client } = await w.freshProject();
  const slug = (await fx.storedRow(w.t.db, 'projects', id)).slug;
  if (deadline !== null)
    await client.inject({
      method: 'PUT',
      url: `/api/projects/${id}/submission-settings`,
      payload: { deadline },
    });
  const poster = await fx.makePoster(w.t.db, id, { title: '염기서열 분석' });
  const issue = (posterId = poster.id) =>
    client.inject({ method: 'POST', url: `/api/projects/${id}/posters/${posterId}/presenter-link` });
  const use = (token: string, projectId = id) =>
    anonymousOf(w.t).inject({
      method: 'POST',
      url: `/api/projects/${projectId}/presenter/access`,
      payload: { token },
    });
  return { id, slug, client, poster, issue, use };
}

describe('presenter links', () => {
  it('issues a link that signs the presenter in again and again; only its hash and nonce are stored', async () => {
    const s = await setup();
    const res = await s.issue();
    expect(res.statusCode, res.body).toBe(200);
    const { url, expires_at } = res.json();
    expect(url).toMatch(
      new RegExp(`^http://localhost(:\\d+)?/projects/${s.slug}/presenter/link/[A-Za-z0-9_-]{43}$`),
    );
    expect(expires_at).toBeNull();
    const row = await w.t.db
      .selectFrom('presenter_links')
      .selectAll()
      .where('poster_id', '=', s.poster.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(tokenOf(url)));
    expect(row.nonce).not.toContain(tokenOf(url));

    for (let i = 0; i < 2; i++) {
      const signIn = await s.use(tokenOf(url));
      expect(signIn.statusCode, signIn.body).toBe(200);
      expect(signIn.json()).toEqual({
        project_id: s.id,
        poster_id: s.poster.id,
        number: s.poster.number,
        title: '염기서열 분석',
        presenter_name: null,
      });
      const presenter = clientFrom(w.t.app, signIn);
      const page = await presenter.inject({ url: `/api/projects/${s.id}/presenter/poster` });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json().poster).toMatchObject({ id: s.poster.id, title: '염기서열 분석' });
      const me = await presenter.inject({ url: '/api/auth/me' });
      expect(me.json()).toMatchObject({
        kind: 'presenter',
        role: 'presenter',
        id: s.poster.id,
        project_id: s.id,
      });
    }
  });

  it('reissuing stops the old link and ends the sessions it started', async () => {
    const s = await setup();
    const first = tokenOf((await s.issue()).json().url);
    const presenter = clientFrom(w.t.app, await s.use(first));
    const second = tokenOf((await s.issue()).json().url);
    expect(second).not.toBe(first);
    const old = await s.use(first);
    expect(old.statusCode).toBe(400);
    expect(old.json().code).toBe('LINK_INVALID');
    expect((await presenter.inject({ url: `/api/projects/${s.id}/presenter/poster` })).statusCode).toBe(401);
    expect((await s.use(second)).statusCode).toBe(200);
  });

  it('works until the deadline, then answers 410 LINK_EXPIRED; the page still reads, closed', async () => {
    const deadline = new Date(Date.now() + 3_600_000).toISOString();
    const s = await setup(deadline);
    const { url, expires_at } = (await s.issue()).json();
    expect(expires_at).toBe(deadline);
    const presenter = clientFrom(w.t.app, await s.use(tokenOf(url)));
    expect((await presenter.inject({ url: `/api/projects/${s.id}/presenter/poster` })).json().open).toBe(
      true,
    );
    const past = new Date(Date.now() - 1000).toISOString();
    const moved = await s.client.inject({
      method: 'PUT',
      url: `/api/projects/${s.id}/submission-settings`,
      payload: { deadline: past },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const late = await s.use(tokenOf(url));
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('LINK_EXPIRED');
    const page = await presenter.inject({ url: `/api/projects/${s.id}/presenter/poster` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ open: false, settings: { deadline: past } });
  });

  it('refuses a token of another project (400), and unknown or malformed tokens', async () => {
    const a = await setup();
    const b = await setup();
    const tokenOfB = tokenOf((await b.issue()).json().url);
    const cross = await a.use(tokenOfB);
    expect(cross.statusCode).toBe(400);
    expect(cross.json().code).toBe('LINK_INVALID');
    expect((await a.use('not-a-token')).json().code).toBe('LINK_INVALID');
    const blank = await a.use('');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().code).toBe('REQUIRED');
    const long = await a.use('x'.repeat(201));
    expect(long.json().code).toBe('TOO_LONG');
  });

  it('a presenter reads only their own poster and is refused on the organiser and judge routes', async () => {
    const s = await setup();
    const other = await fx.makePoster(w.t.db, s.id, { title: 'Another poster' });
    await fx.makeSubmission(w.t.db, s.id, other.id, { status: 'approved', text: 'secret words' });
    const presenter = clientFrom(w.t.app, await s.use(tokenOf((await s.issue()).json().url)));
    const page = await presenter.inject({ url: `/api/projects/${s.id}/presenter/poster` });
    expect(page.json().poster.id).toBe(s.poster.id);
    expect(page.body).not.toContain('Another poster');
    for (const url of [
      `/api/projects/${s.id}/posters`,
      `/api/projects/${s.id}/posters/${other.id}`,
      `/api/projects/${s.id}/submissions`,
      `/api/projects/${s.id}/presenter-links.csv`,
      `/api/projects/${s.id}/judge/posters`,
    ]) {
      const res = await presenter.inject({ url });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code, url).toBe('FORBIDDEN');
    }
    const review = await presenter.inject({
      method: 'PUT',
      url: `/api/projects/${s.id}/posters/${s.poster.id}/submission`,
      payload: { status: 'approved' },
    });
    expect(review.statusCode).toBe(403);
    // Their session names their project only: another project's presenter page is 403.
    const b = await setup();
    expect((await presenter.inject({ url: `/api/projects/${b.id}/presenter/poster` })).statusCode).toBe(403);
  });

  it('the organiser routes refuse everyone else, and name only posters of the project', async () => {
    const s = await setup();
    const url = `/api/projects/${w.projectId}/posters/${s.poster.id}/presenter-link`;
    const foreign = await w.projectAdmin.inject({ method: 'POST', url });
    expect(foreign.statusCode).toBe(404);
    const own = await fx.makePoster(w.t.db, w.projectId);
    await w.expectRefused({
      method: 'POST',
      url: `/api/projects/${w.projectId}/posters/${own.id}/presenter-link`,
    });
    await w.expectRefused({ method: 'POST', url: `/api/projects/${w.projectId}/presenter-links` });
    await w.expectRefused({ method: 'GET', url: `/api/projects/${w.projectId}/presenter-links.csv` });
    const bad = await w.projectAdmin.inject({
      method: 'POST',
      url: `/api/projects/${w.projectId}/posters/x/presenter-link`,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a deactivated project is closed to its presenters: their page and their link (403 PROJECT_INACTIVE)', async () => {
    const s = await setup();
    const token = tokenOf((await s.issue()).json().url);
    const presenter = clientFrom(w.t.app, await s.use(token));
    await w.t.db.updateTable('projects').set({ is_active: 0 }).where('id', '=', s.id).execute();
    for (const res of [
      await presenter.inject({ url: `/api/projects/${s.id}/presenter/poster` }),
      await s.use(token),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('PROJECT_INACTIVE');
    }
    await w.t.db.updateTable('projects').set({ is_active: 1 }).where('id', '=', s.id).execute();
    expect((await presenter.inject({ url: `/api/projects/${s.id}/presenter/poster` })).statusCode).toBe(200);
  });

  it('a deleted poster ends its presenter session', async () => {
    const s = await setup();
    const presenter = clientFrom(w.t.app, await s.use(tokenOf((await s.issue()).json().url)));
    await w.t.db.deleteFrom('posters').where('id', '=', s.poster.id).execute();
    expect((await presenter.inject({ url: `/api/projects/${s.id}/presenter/poster` })).statusCode).toBe(401);
  });
});
