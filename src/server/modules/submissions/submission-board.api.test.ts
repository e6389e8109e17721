import { describe, expect, it } from 'vitest';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import * as fx from '@server/test/fixture-rows';

const w = useProjectAdminWorld();

async function setup() {
  const { id, client } = await w.freshProject();
  const poster = (title: string, presenter_name: string | null = null) =>
    fx.makePoster(w.t.db, id, { title }).then(async (p) => {
      await w.t.db
        .updateTable('posters')
        .set({ presenter_name, presenter_email: presenter_name ? `${p.number}@lab.example.org` : null })
        .where('id', '=', p.id)
        .execute();
      return p;
    });
  const review = (posterId: number, payload: object) =>
    client.inject({ method: 'PUT', url: `/api/projects/${id}/posters/${posterId}/submission`, payload });
  const board = (query = '') => client.inject({ url: `/api/projects/${id}/submissions${query}` });
  const statusOf = async (submissionId: number) =>
    (await fx.storedRow(w.t.db, 'submissions', submissionId)).status;
  return { id, client, poster, review, board, statusOf };
}

describe('the board', () => {
  it('one row per poster with its newest file, paged and sorted, filtered and searched; counts over the project', async () => {
    const s = await setup();
    const a = await s.poster('Alpha', '김민지');
    const b = await s.poster('Beta', 'John Smith');
    const c = await s.poster('Gamma');
    await fx.makeSubmission(w.t.db, s.id, a.id, { status: 'failed' });
    const newest = await fx.makeSubmission(w.t.db, s.id, a.id, { status: 'submitted', file_name: 'v2.pdf' });
    await fx.makeSubmission(w.t.db, s.id, b.id, { status: 'approved' });
    await w.t.db
      .insertInto('presenter_links')
      .values({
        poster_id: b.id,
        project_id: s.id,
        token_hash: 'h',
        nonce: 'n',
        created_at: new Date().toISOString(),
      })
      .execute();

    const res = await s.board();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.counts).toEqual({
      not_started: 1,
      processing: 0,
      submitted: 1,
      needs_fix: 0,
      approved: 1,
      failed: 0,
    });
    expect(body.settings.poster_format).toBe('a0-portrait');
    expect(body.items.map((r: { poster_id: number; status: string }) => [r.poster_id, r.status])).toEqual([
      [a.id, 'submitted'],
      [b.id, 'approved'],
      [c.id, 'not_started'],
    ]);
    expect(body.items[0]).toMatchObject({
      submission_id: newest.id,
      file_name: 'v2.pdf',
      presenter_name: '김민지',
      link_issued: false,
      preflight: [],
    });
    expect(body.items[0].thumb_url).toMatch(/^\/uploads\/.+\/page-1-400\.webp$/);
    expect(body.items[1].link_issued).toBe(true);
    expect(body.items[2]).toMatchObject({ submission_id: null, file_name: null, thumb_url: null });

    const only = (await s.board('?status=not_started')).json();
    expect(only.items.map((r: { poster_id: number }) => r.poster_id)).toEqual([c.id]);
    expect(only.total).toBe(1);
    expect(only.counts.approved).toBe(1);
    for (const [q, ids] of [
      ['smith', [b.id]],
      ['민지', [a.id]],
      ['lab.example', [a.id, b.id]],
      ['P-003', [c.id]],
      ['gamma', [c.id]],
    ] as const) {
      const found = (await s.board(`?q=${encodeURIComponent(q)}`)).json();
      expect(
        found.items.map((r: { poster_id: number }) => r.poster_id),
        q,
      ).toEqual(ids);
    }
    const bySatus = (await s.board('?sort=status&dir=desc&page_size=2')).json();
    expect(bySatus.items.map((r: { status: string }) => r.status)).toEqual(['submitted', 'not_started']);
    expect(bySatus.total).toBe(3);
    const bad = await s.board('?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_CHOICE');
  });

  it('reviews the newest file: approve, send back with a note, approve again; recorded', async () => {
    const s = await setup();
    const p = await s.poster('Reviewed');
    const sub = await fx.makeSubmission(w.t.db, s.id, p.id, { status: 'submitted' });
    const back = await s.review(p.id, { status: 'needs_fix', note: '  제목이 잘렸습니다 ' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ id: sub.id, status: 'needs_fix', note: '제목이 잘렸습니다' });
    expect(back.json().pages).toHaveLength(1);
    const ok = await s.review(p.id, { status: 'approved' });
    expect(ok.json()).toMatchObject({ status: 'approved', note: '제목이 잘렸습니다' });
    const again = await s.review(p.id, { status: 'needs_fix', note: null });
    expect(again.json()).toMatchObject({ status: 'needs_fix', note: null });
    const stored = await fx.storedRow(w.t.db, 'submissions', sub.id);
    expect(stored.reviewed_at).not.toBeNull();
    const audit = await fx.auditEvents(w.t.db, s.id);
    expect(audit.map(({ kind, poster_id, actor_kind }) => ({ kind, poster_id, actor_kind }))).toEqual([
      { kind: 'submission.needs_fix', poster_id: p.id, actor_kind: 'admin' },
      { kind: 'submission.approved', poster_id: p.id, actor_kind: 'admin' },
      { kind: 'submission.needs_fix', poster_id: p.id, actor_kind: 'admin' },
    ]);
  });

  it('refuses to review a file still processing, a failed one, or none (409); another project’s poster is 404', async () => {
    const s = await setup();
    const none = await s.poster('None');
    const processing = await s.poster('Processing');
    const failed = await s.poster('Failed');
    await fx.makeSubmission(w.t.db, s.id, processing.id, { status: 'processing' });
    await fx.makeSubmission(w.t.db, s.id, failed.id, { status: 'failed' });
    for (const [p, status] of [
      [none, 'not_started'],
      [processing, 'processing'],
      [failed, 'failed'],
    ] as const) {
      const res = await s.review(p.id, { status: 'approved' });
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toMatchObject({ code: 'SUBMISSION_NOT_REVIEWABLE', params: { status } });
    }
    const other = await fx.makePoster(w.t.db, w.otherProjectId);
    await fx.makeSubmission(w.t.db, w.otherProjectId, other.id, { status: 'submitted' });
    const foreign = await s.review(other.id, { status: 'approved' });
    expect(foreign.statusCode).toBe(404);
    for (const payload of [{ status: 'submitted' }, {}, { status: 'approved', note: 'x'.repeat(2001) }]) {
      const res = await s.review(none.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toMatch(fx.FIELD_CODE);
    }
    await w.expectRefused({
      method: 'PUT',
      url: `/api/projects/${w.projectId}/posters/${none.id}/submission`,
      payload: { status: 'approved' },
    });
    await w.expectRefused({ method: 'GET', url: `/api/projects/${w.projectId}/submissions` });
  });

  it('approves many at once: only those whose newest is submitted', async () => {
    const s = await setup();
    const sent = await s.poster('Sent');
    const sent2 = await s.poster('Sent too');
    const fixing = await s.poster('Fixing');
    const none = await s.poster('None');
    const a = await fx.makeSubmission(w.t.db, s.id, sent.id, { status: 'submitted' });
    const b = await fx.makeSubmission(w.t.db, s.id, sent2.id, { status: 'submitted' });
    const c = await fx.makeSubmission(w.t.db, s.id, fixing.id, { status: 'needs_fix' });
    const other = await fx.makePoster(w.t.db, w.otherProjectId);
    const d = await fx.makeSubmission(w.t.db, w.otherProjectId, other.id, { status: 'submitted' });
    const res = await s.client.inject({
      method: 'POST',
      url: `/api/projects/${s.id}/submissions/approve`,
      payload: { poster_ids: [sent.id, sent2.id, fixing.id, none.id, other.id, sent.id] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ approved: 2, skipped: 3 });
    expect([
      await s.statusOf(a.id),
      await s.statusOf(b.id),
      await s.statusOf(c.id),
      await s.statusOf(d.id),
    ]).toEqual(['approved', 'approved', 'needs_fix', 'submitted']);
    const empty = await s.client.inject({
      method: 'POST',
      url: `/api/projects/${s.id}/submissions/approve`,
      payload: { poster_ids: [] },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('two reviews at once end in one of them, consistently (several rounds)', async () => {
    const s = await setup();
    const p = await s.poster('Raced');
    const sub = await fx.makeSubmission(w.t.db, s.id, p.id, { status: 'submitted' });
    for (let round = 0; round < 5; round++) {
      const [x, y] = await Promise.all([
        s.review(p.id, { status: 'approved', note: `ok ${round}` }),
        s.review(p.id, { status: 'needs_fix', note: `fix ${round}` }),
      ]);
      expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
      const stored = await fx.storedRow(w.t.db, 'submissions', sub.id);
      // The row holds one review whole: its status with its own note.
      expect([
        ['approved', `ok ${round}`],
        ['needs_fix', `fix ${round}`],
      ]).toContainEqual([stored.status, stored.note]);
      const last = await w.t.db
        .selectFrom('audit_events')
        .select('detail')
        .where('project_id', '=', s.id)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(last.detail).new).toEqual({ status: stored.status, note: stored.note });
    }
  });
});
