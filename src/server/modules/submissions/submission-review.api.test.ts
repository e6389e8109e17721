import { describe, expect, it } from 'vitest';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import * as fx from '@server/test/fixture-rows';

/** GET /posters/{posterId}/submission: the organiser's review page (docs/decisions/066-review-loop.md). */
const w = useProjectAdminWorld();

async function setup() {
  const { id, client } = await w.freshProject();
  const poster = (title: string) => fx.makePoster(w.t.db, id, { title });
  const view = (posterId: number | string, query = '') =>
    client.inject({ url: `/api/projects/${id}/posters/${posterId}/submission${query}` });
  const nextOf = async (posterId: number, query = '') => {
    const res = await view(posterId, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().next_poster_id as number | null;
  };
  return { id, client, poster, view, nextOf };
}

describe("the organiser's review page", () => {
  it('answers the poster, its newest file with every page and preflight, and how many wait', async () => {
    const s = await setup();
    const p = await s.poster('염기서열 포스터');
    await w.t.db
      .updateTable('posters')
      .set({ presenter_name: '김민지', presenter_email: 'kim@lab.example.org' })
      .where('id', '=', p.id)
      .execute();
    await fx.makeSubmission(w.t.db, s.id, p.id, { status: 'approved' });
    const newest = await fx.makeSubmission(w.t.db, s.id, p.id, {
      status: 'submitted',
      pages: 3,
      note: '제목이 잘렸습니다',
      file_name: 'v2.pdf',
    });
    await w.t.db
      .updateTable('submissions')
      .set({
        preflight: JSON.stringify([
          { code: 'TEXT_TOO_SMALL', level: 'warning', params: { pt: 12, min: 18 } },
        ]),
      })
      .where('id', '=', newest.id)
      .execute();
    const res = await s.view(p.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.poster).toEqual({
      id: p.id,
      number: p.number,
      title: '염기서열 포스터',
      author: p.author,
      presenter_name: '김민지',
      presenter_email: 'kim@lab.example.org',
    });
    expect(body.submission).toMatchObject({
      id: newest.id,
      status: 'submitted',
      note: '제목이 잘렸습니다',
      file_name: 'v2.pdf',
      preflight: [{ code: 'TEXT_TOO_SMALL', level: 'warning', params: { pt: 12, min: 18 } }],
    });
    expect(body.submission.pages.map((x: { dzi_url: string }) => x.dzi_url)).toEqual(
      [1, 2, 3].map((n) => `/uploads/${newest.folder}/page-${n}.dzi`),
    );
    expect(body).toMatchObject({ next_poster_id: null, waiting: 1 });

    const empty = await s.poster('Nothing yet');
    expect((await s.view(empty.id)).json()).toMatchObject({
      submission: null,
      next_poster_id: p.id,
      waiting: 1,
    });
  });

  it('names the next poster waiting in the board’s order, coming round to the start', async () => {
    const s = await setup();
    const byNumber = [];
    for (const title of ['Delta', 'Alpha', 'Echo', 'Bravo', 'Charlie']) byNumber.push(await s.poster(title));
    const [n1, n2, n3, n4, n5] = byNumber;
    await fx.makeSubmission(w.t.db, s.id, n1!.id, { status: 'submitted' });
    await fx.makeSubmission(w.t.db, s.id, n2!.id, { status: 'approved' });
    await fx.makeSubmission(w.t.db, s.id, n3!.id, { status: 'submitted' });
    await fx.makeSubmission(w.t.db, s.id, n4!.id, { status: 'needs_fix' });
    await fx.makeSubmission(w.t.db, s.id, n5!.id, { status: 'submitted' });

    // By number: 1 -> 3 -> 5 -> round to 1; from one that waits no more (2, just approved) the next after it.
    expect(await s.nextOf(n1!.id)).toBe(n3!.id);
    expect(await s.nextOf(n3!.id)).toBe(n5!.id);
    expect(await s.nextOf(n5!.id)).toBe(n1!.id);
    expect(await s.nextOf(n2!.id)).toBe(n3!.id);
    expect(await s.nextOf(n4!.id)).toBe(n5!.id);

    // By title, descending, as the board sorted it: the waiting ones in that order.
    const titleDesc = byNumber
      .filter((p) => [n1, n3, n5].includes(p))
      .sort((x, y) => (x.title < y.title ? 1 : -1))
      .map((p) => p.id);
    expect(await s.nextOf(titleDesc[0]!, '?sort=title&dir=desc')).toBe(titleDesc[1]);
    expect(await s.nextOf(titleDesc[1]!, '?sort=title&dir=desc')).toBe(titleDesc[2]);
    expect(await s.nextOf(titleDesc[2]!, '?sort=title&dir=desc')).toBe(titleDesc[0]);

    // Searched as the board was: only the posters the search finds; alone, nothing else waits.
    expect(await s.nextOf(n1!.id, `?q=${encodeURIComponent(n3!.title)}`)).toBe(n3!.id);
    expect(await s.nextOf(n3!.id, `?q=${encodeURIComponent(n3!.title)}`)).toBeNull();

    // Reviewing moves the count, and the reviewed poster no longer comes next.
    const approve = await s.client.inject({
      method: 'PUT',
      url: `/api/projects/${s.id}/posters/${n3!.id}/submission`,
      payload: { status: 'approved' },
    });
    expect(approve.statusCode).toBe(200);
    const after = (await s.view(n1!.id)).json();
    expect(after).toMatchObject({ next_poster_id: n5!.id, waiting: 2 });
  });

  it('refuses everyone but the project’s admin; another project’s poster is not found; bad input is 400', async () => {
    const poster = await fx.makePoster(w.t.db, w.projectId);
    await fx.makeSubmission(w.t.db, w.projectId, poster.id, { status: 'submitted' });
    const url = `/api/projects/${w.projectId}/posters/${poster.id}/submission`;
    await w.expectRefused({ url });
    const own = await w.projectAdmin.inject({ url: w.withAdmin(url) });
    expect(own.statusCode).toBe(200);
    expect(own.json().poster.id).toBe(poster.id);

    const elsewhere = await fx.makePoster(w.t.db, w.otherProjectId, { title: 'Secret other poster' });
    await fx.makeSubmission(w.t.db, w.otherProjectId, elsewhere.id, { status: 'submitted' });
    const other = await w.projectAdmin.inject({
      url: w.withAdmin(`/api/projects/${w.projectId}/posters/${elsewhere.id}/submission`),
    });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Secret other poster');

    for (const query of ['?sort=secret', '?dir=up', `?q=${'x'.repeat(201)}`]) {
      const res = await w.projectAdmin.inject({ url: w.withAdmin(`${url}${query}`) });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toEqual(expect.any(String));
    }
    for (const id of ['abc', '0', '99999999999999999999']) {
      const res = await w.projectAdmin.inject({
        url: w.withAdmin(`/api/projects/${w.projectId}/posters/${id}/submission`),
      });
      expect([400, 404], id).toContain(res.statusCode);
    }
  });
});
