import { describe, expect, it } from 'vitest';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import * as fx from '@server/test/fixture-rows';
import { anonymousOf } from '@server/test/test-app';

const w = useProjectAdminWorld();

/** The CSV's rows as cells (no cell here holds a comma or a quote but the title one, which is quoted). */
function rowsOf(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return body
    .slice(1)
    .trim()
    .split('\n')
    .map((line) => [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)].map((m) => m[1]!).slice(0, 6));
}

async function setup() {
  const { id, client } = await w.freshProject();
  const make = (title: string, presenter_name: string) =>
    fx.makePoster(w.t.db, id, { title }).then(async (p) => {
      await w.t.db
        .updateTable('posters')
        .set({ presenter_name, presenter_email: `${p.number}@example.org` })
        .where('id', '=', p.id)
        .execute();
      return p;
    });
  const done = await make('Approved one', '김발표');
  const sent = await make('Submitted one', 'Lee');
  const fixing = await make('=HYPERLINK("http://evil")', 'Park');
  const none = await make('Nothing yet', '최');
  await fx.makeSubmission(w.t.db, id, done.id, { status: 'approved' });
  await fx.makeSubmission(w.t.db, id, sent.id, { status: 'submitted' });
  await fx.makeSubmission(w.t.db, id, fixing.id, { status: 'needs_fix' });
  const csv = (query = '') => client.inject({ url: `/api/projects/${id}/presenter-links.csv${query}` });
  return { id, client, done, sent, fixing, none, csv };
}

const linkRows = (projectId: number) =>
  w.t.db.selectFrom('presenter_links').selectAll().where('project_id', '=', projectId).execute();

describe('the CSV of presenter links', () => {
  it('lists every poster with its presenter, a working link and its status; safe for Excel', async () => {
    const s = await setup();
    // The organiser's page issues the missing links first (the CSV itself only reads).
    const issue = await s.client.inject({ method: 'POST', url: `/api/projects/${s.id}/presenter-links` });
    expect(issue.json()).toEqual({ issued: 4 });
    const res = await s.csv();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('presenter-links-');
    const [head, ...rows] = rowsOf(res.body);
    expect(head).toEqual(['number', 'title', 'presenter', 'email', 'url', 'status']);
    expect(rows.map((r) => [r[0], r[2], r[5]])).toEqual([
      ['P-001', '김발표', 'approved'],
      ['P-002', 'Lee', 'submitted'],
      ['P-003', 'Park', 'needs_fix'],
      ['P-004', '최', 'not_started'],
    ]);
    expect(rows[2]![1]).toBe(`"'=HYPERLINK(""http://evil"")"`);
    // Each URL signs its own presenter in.
    for (const [i, poster] of [s.done, s.sent, s.fixing, s.none].entries()) {
      const token = rows[i]![4]!.split('/').pop()!;
      const signIn = await anonymousOf(w.t).inject({
        method: 'POST',
        url: `/api/projects/${s.id}/presenter/access`,
        payload: { token },
      });
      expect(signIn.json().poster_id).toBe(poster.id);
    }
  });

  it('unfinished: only the posters not submitted or approved; a read that issues and replaces nothing', async () => {
    const s = await setup();
    const issued = await s.client.inject({
      method: 'POST',
      url: `/api/projects/${s.id}/posters/${s.fixing.id}/presenter-link`,
    });
    const before = await linkRows(s.id);
    expect(before).toHaveLength(1);
    const audited = () =>
      w.t.db
        .selectFrom('audit_events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('project_id', '=', s.id)
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    const auditBefore = await audited();
    const res = await s.csv('?status=unfinished');
    const [, ...rows] = rowsOf(res.body);
    expect(rows.map((r) => r[5])).toEqual(['needs_fix', 'not_started']);
    // The link issued before is shown again, as it was; the poster without one has none (a GET writes nothing:
    // a page of another site can make a browser send it).
    expect(rows[0]![4]).toBe(issued.json().url);
    expect(rows[1]![4]).toBe('');
    expect(await linkRows(s.id)).toEqual(before);
    expect(await audited()).toBe(auditBefore);
    // The same export again: the same URLs.
    const again = rowsOf((await s.csv('?status=unfinished')).body).slice(1);
    expect(again.map((r) => r[4])).toEqual(rows.map((r) => r[4]));
  });

  it('POST /presenter-links issues links to the posters without one only', async () => {
    const s = await setup();
    await s.client.inject({
      method: 'POST',
      url: `/api/projects/${s.id}/posters/${s.done.id}/presenter-link`,
    });
    const kept = await linkRows(s.id);
    const res = await s.client.inject({ method: 'POST', url: `/api/projects/${s.id}/presenter-links` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ issued: 3 });
    const all = await linkRows(s.id);
    expect(all).toHaveLength(4);
    expect(all.find((l) => l.poster_id === s.done.id)).toEqual(kept[0]);
    expect(
      (await s.client.inject({ method: 'POST', url: `/api/projects/${s.id}/presenter-links` })).json(),
    ).toEqual({
      issued: 0,
    });
  });

  it('refuses a status it does not know', async () => {
    const s = await setup();
    const res = await s.csv('?status=done');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_CHOICE');
  });
});
