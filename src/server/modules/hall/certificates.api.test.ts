import { describe, expect, it } from 'vitest';
import type { NewProject } from '@server/db/schema';
import * as fx from '@server/test/fixture-rows';
import { png } from '@server/test/fixture-files';
import { multipart } from '@server/proof/upload-files.test-kit';
import { DEFAULT_TIME_ZONE, dayIn, wallClock } from '@shared/time';
import { useTestApp, type Client } from '@server/test/test-app';
import { signInPresenter } from '../presenters/presenter-link.test-kit';

/**
 * Certificates of presentation go only to presenters who checked in during their session
 * (docs/decisions/059-hall-map-and-certificates.md). The session's times are the project's clock, Seoul's unless
 * chosen: 10:00-11:30 on 2026-05-14 is 01:00-02:30 UTC.
 */
const t = useTestApp();

const signIn = (projectId: number, posterId: number): Promise<Client> =>
  signInPresenter(t, projectId, posterId, { presenter_name: '김발표' });

const said = (projectId: number, posterId: number, state: 'present' | 'away' | 'left', at: string) =>
  t.db
    .insertInto('presence_changes')
    .values({ project_id: projectId, poster_id: posterId, state, at })
    .execute();

async function conference(over: Partial<NewProject> = {}) {
  const project = await fx.makeProject(t.db, over);
  const admin = await fx.makeAdmin(t.db, { projectIds: [project.id] });
  const organiser = await fx.sessionFor(t.app, 'admin', admin.id);
  const session = await fx.makePosterSession(t.db, project.id, {
    name: 'A',
    date: '2026-05-14',
    starts_at: '10:00',
    ends_at: '11:30',
  });
  const poster = async (name: string, inSession = true) => {
    const p = await fx.makePoster(t.db, project.id, { title: name, board: name });
    if (inSession)
      await t.db.updateTable('posters').set({ session_id: session.id }).where('id', '=', p.id).execute();
    return p;
  };
  const on = await poster('on-time');
  const late = await poster('late');
  const early = await poster('early');
  const never = await poster('never');
  const awayOnly = await poster('away-only');
  const noSession = await poster('no-session', false);
  const edge = await poster('at-the-end');
  await said(project.id, on.id, 'present', '2026-05-14T01:15:00.000Z');
  await said(project.id, on.id, 'away', '2026-05-14T01:40:00.000Z');
  await said(project.id, on.id, 'present', '2026-05-14T01:50:00.000Z');
  await said(project.id, late.id, 'present', '2026-05-14T02:31:00.000Z');
  await said(project.id, early.id, 'present', '2026-05-14T00:59:00.000Z');
  await said(project.id, early.id, 'left', '2026-05-14T01:10:00.000Z');
  await said(project.id, awayOnly.id, 'away', '2026-05-14T01:15:00.000Z');
  await said(project.id, noSession.id, 'present', '2026-05-14T01:15:00.000Z');
  await said(project.id, edge.id, 'present', '2026-05-14T02:30:00.000Z');
  const q = `?admin_id=${admin.id}`;
  const list = (as: Client = organiser) =>
    as.inject({ url: `/api/projects/${project.id}/presence-certificates${q}` });
  const setting = (on: unknown) =>
    organiser.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}/hall-map/settings${q}`,
      payload: { presence_certificates: on },
    });
  const mine = (as: Client) => as.inject({ url: `/api/projects/${project.id}/presenter/certificate` });
  return {
    project,
    admin,
    organiser,
    session,
    on,
    late,
    early,
    never,
    awayOnly,
    noSession,
    edge,
    list,
    setting,
    mine,
  };
}

describe('certificates of presentation', () => {
  it('go only to presenters who checked in within their session, once the setting is on', async () => {
    const c = await conference();
    const off = await c.list();
    expect(off.statusCode).toBe(409);
    expect(off.json().code).toBe('CERTIFICATES_OFF');
    const presenter = await signIn(c.project.id, c.on.id);
    expect((await c.mine(presenter)).json()).toEqual({
      certificate: null,
      refusal: 'CERTIFICATES_OFF',
      seal: null,
    });

    const turned = await c.setting(true);
    expect(turned.statusCode, turned.body).toBe(200);
    expect(turned.json().presence_certificates).toBe(true);
    const res = await c.list();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      {
        poster_id: c.on.id,
        poster_number: c.on.number,
        title: 'on-time',
        author: c.on.author,
        presenter_name: '김발표',
        board: 'on-time',
        session: {
          id: c.session.id,
          name: 'A',
          date: '2026-05-14',
          starts_at: '10:00',
          ends_at: '11:30',
          area: 'Hall B',
        },
        checked_in_at: '2026-05-14T01:15:00.000Z',
      },
      expect.objectContaining({ poster_id: c.edge.id, checked_in_at: '2026-05-14T02:30:00.000Z' }),
    ]);

    expect((await c.mine(presenter)).json()).toMatchObject({
      certificate: { poster_id: c.on.id, session: { name: 'A' } },
      refusal: null,
      seal: null,
    });
    // The organiser's seal is printed on the presenter's certificate too.
    const sealed = await c.organiser.inject({
      method: 'PUT',
      url: `/api/projects/${c.project.id}/certificates/seal?admin_id=${c.admin.id}`,
      ...multipart({ filename: 'seal.png', content: png(300, 300, [200, 20, 20]), contentType: 'image/png' }),
    });
    expect(sealed.statusCode, sealed.body).toBe(200);
    expect((await c.mine(presenter)).json().seal).toEqual(sealed.json().seal);
    for (const p of [c.late, c.early, c.never, c.awayOnly, c.noSession]) {
      const other = await signIn(c.project.id, p.id);
      expect((await c.mine(other)).json(), p.title).toEqual({
        certificate: null,
        refusal: 'NOT_CHECKED_IN',
        seal: null,
      });
    }

    await c.setting(false);
    expect((await c.list()).json().code).toBe('CERTIFICATES_OFF');
    expect((await c.mine(presenter)).json().refusal).toBe('CERTIFICATES_OFF');
  });

  it("read the session on the project's clock: in Berlin, 10:00-11:30 on 14 May is 08:00-09:30 UTC", async () => {
    const c = await conference({ time_zone: 'Europe/Berlin' });
    await c.setting(true);
    // The check-ins made during Seoul's hours of the session are before dawn on Berlin's clock, hours before it.
    expect((await c.list()).json()).toEqual([]);
    await said(c.project.id, c.late.id, 'present', '2026-05-14T08:00:00.000Z');
    await said(c.project.id, c.never.id, 'present', '2026-05-14T09:31:00.000Z');
    expect((await c.list()).json()).toEqual([
      expect.objectContaining({ poster_id: c.late.id, checked_in_at: '2026-05-14T08:00:00.000Z' }),
    ]);
  });

  it('follow a check-in made through the presenter page during the session', async () => {
    const c = await conference();
    await c.setting(true);
    // A session around now, on the hall's clock (the project's zone), within one day.
    const nowMs = Date.now();
    const date = dayIn(nowMs, DEFAULT_TIME_ZONE);
    const clock = wallClock(nowMs, DEFAULT_TIME_ZONE)!;
    const minutes = clock.hour * 60 + clock.minute;
    const hhmm = (m: number) =>
      `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const now = await fx.makePosterSession(t.db, c.project.id, {
      name: 'Now',
      date,
      starts_at: hhmm(Math.max(0, minutes - 60)),
      ends_at: hhmm(Math.min(23 * 60 + 59, minutes + 60)),
    });
    const poster = await fx.makePoster(t.db, c.project.id, { board: 'N-01' });
    await t.db.updateTable('posters').set({ session_id: now.id }).where('id', '=', poster.id).execute();
    const presenter = await signIn(c.project.id, poster.id);
    expect((await c.mine(presenter)).json().refusal).toBe('NOT_CHECKED_IN');
    const put = await presenter.inject({
      method: 'PUT',
      url: `/api/projects/${c.project.id}/presenter/presence`,
      payload: { state: 'present' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await c.mine(presenter)).json()).toMatchObject({
      certificate: { poster_id: poster.id, board: 'N-01', session: { name: 'Now' } },
      refusal: null,
    });
    expect((await c.list()).json().map((x: { poster_id: number }) => x.poster_id)).toContain(poster.id);
  });

  it('are refused to every other principal and in another project, and the setting takes a boolean', async () => {
    const c = await conference();
    const other = await conference();
    await c.setting(true);
    await other.setting(true);
    const judge = await fx.sessionFor(
      t.app,
      'judge',
      (await fx.makeJudge(t.db, c.project.id)).id,
      c.project.id,
    );
    const user = await fx.sessionFor(
      t.app,
      'user',
      (await fx.makeParticipant(t.db, c.project.id)).id,
      c.project.id,
    );
    const presenter = await signIn(c.project.id, c.on.id);
    for (const who of [judge, user, presenter]) expect((await c.list(who)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: `/api/projects/${c.project.id}/presence-certificates` })).statusCode,
    ).toBe(401);
    const foreign = await other.organiser.inject({
      url: `/api/projects/${c.project.id}/presence-certificates?admin_id=${other.admin.id}`,
    });
    expect(foreign.statusCode).toBe(403);
    // A presenter of this project in another project's path; an organiser is not a presenter.
    expect((await c.mine(await signIn(other.project.id, other.on.id))).statusCode).toBe(403);
    expect(
      (await presenter.inject({ url: `/api/projects/${other.project.id}/presenter/certificate` })).statusCode,
    ).toBe(403);
    expect((await c.mine(c.organiser)).statusCode).toBe(403);
    // The other project's list holds its own presenters only.
    expect((await other.list()).json().map((x: { poster_id: number }) => x.poster_id)).toEqual([
      other.on.id,
      other.edge.id,
    ]);

    for (const bad of ['yes', 1, null]) {
      const res = await c.setting(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toEqual(expect.any(String));
    }
    expect((await c.list()).statusCode).toBe(200);
  });
});
