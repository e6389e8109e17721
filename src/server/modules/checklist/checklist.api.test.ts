import { describe, expect, it } from 'vitest';
import type { Checklist, ChecklistItemKey } from '@shared/contracts/checklist';
import { DEFAULT_TIME_ZONE, dayIn } from '@shared/time';
import { multipart } from '@server/proof/upload-files.test-kit';
import * as fx from '@server/test/fixture-rows';
import { png } from '@server/test/fixture-files';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import { mailConfig, useSmtpSink } from '@server/test/smtp-sink';
import { anonymous, type Client } from '@server/test/test-app';
import { presenterClient } from '../submissions/uploads.test-kit';
import { currentPart } from './checklist.service';

// The organiser's checklist (decision 065): a project built step by step with the product's own calls, each
// item turning done as the call that handles it is made; and who may read it.
const sink = useSmtpSink();
const w = useProjectAdminWorld({ config: mailConfig(sink) });

async function checklist(c: Client, projectId: number): Promise<Checklist> {
  const res = await c.inject({ url: `/api/projects/${projectId}/checklist` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const itemOf = (list: Checklist, key: ChecklistItemKey) => list.items.find((i) => i.key === key)!;
/** The items' state as a person reads it: done or not, and the counts. */
const brief = (list: Checklist, key: ChecklistItemKey) => {
  const { done, count, total, second } = itemOf(list, key);
  return { done, count, total, second };
};

async function ok(c: Client, method: 'POST' | 'PUT', url: string, payload?: object) {
  const res = await c.inject({ method, url, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}

describe('the checklist', () => {
  it('turns each item done as the product makes it so, and names the next step in the day’s order', async () => {
    const { id, client: admin } = await w.freshProject();
    const api = (path: string) => `/api/projects/${id}${path}`;
    await ok(admin, 'PUT', api('/phase'), { phase: 'setup', reason: '준비 중' });
    let list = await checklist(admin, id);
    expect(list.phase).toBe('setup');
    expect(list.current_part).toBe('before');
    expect(list.next_step).toBe('criteria');
    expect(list.items.map((i) => [i.part, i.key]).slice(0, 3)).toEqual([
      ['before', 'criteria'],
      ['before', 'judges'],
      ['before', 'invitations'],
    ]);
    expect(brief(list, 'posters')).toEqual({ done: false, count: 0, total: null, second: null });

    await ok(admin, 'POST', api('/evaluation-criteria'), { name: '독창성', max_score: 10, is_active: true });
    list = await checklist(admin, id);
    expect(brief(list, 'criteria')).toMatchObject({ done: true, count: 1 });
    expect(list.next_step).toBe('judges');

    const judge = await ok(admin, 'POST', api('/judges'), {
      username: 'kimjudge',
      password: 'judge-pass-1234',
      full_name: '김심사',
      email: 'kim@example.org',
    });
    list = await checklist(admin, id);
    expect(brief(list, 'judges')).toMatchObject({ done: true, count: 1 });
    expect(brief(list, 'invitations')).toEqual({ done: false, count: 0, total: 1, second: 0 });
    expect(list.next_step).toBe('invitations');

    await ok(admin, 'POST', api('/mail/judge-invitations'), {});
    list = await checklist(admin, id);
    expect(brief(list, 'invitations')).toEqual({ done: true, count: 1, total: 1, second: 1 });
    expect(list.next_step).toBe('posters');

    const posters = [await fx.makePoster(w.t.db, id), await fx.makePoster(w.t.db, id)];
    list = await checklist(admin, id);
    expect(brief(list, 'posters')).toMatchObject({ done: true, count: 2 });
    expect(brief(list, 'assignments')).toEqual({ done: false, count: 0, total: 2, second: 0 });
    expect(list.next_step).toBe('assignments');

    await ok(admin, 'POST', api('/assignments/bulk'), {
      judge_id: judge.id,
      poster_ids: posters.map((p) => p.id),
    });
    list = await checklist(admin, id);
    expect(brief(list, 'assignments')).toEqual({ done: true, count: 2, total: 2, second: 2 });
    expect(list.next_step).toBe('presenter_mail');

    for (const [i, p] of posters.entries())
      await ok(admin, 'PUT', api(`/posters/${p.id}`), {
        presenter_email: `presenter${i}@example.org`,
        version: p.version,
      });
    expect(brief(await checklist(admin, id), 'presenter_mail')).toMatchObject({ count: 0, total: 2 });
    await ok(admin, 'POST', api('/mail/presenter-requests'), {});
    list = await checklist(admin, id);
    expect(brief(list, 'presenter_mail')).toEqual({ done: true, count: 2, total: 2, second: null });
    expect(list.next_step).toBe('uploads');

    for (const p of posters) await fx.makeSubmission(w.t.db, id, p.id, { status: 'submitted' });
    expect(brief(await checklist(admin, id), 'uploads')).toEqual({
      done: false,
      count: 2,
      total: 2,
      second: 0,
    });
    await ok(admin, 'POST', api('/submissions/approve'), { poster_ids: posters.map((p) => p.id) });
    list = await checklist(admin, id);
    expect(brief(list, 'uploads')).toEqual({ done: true, count: 2, total: 2, second: 2 });
    expect(list.next_step).toBe('boards');

    const numbered = await ok(admin, 'POST', api('/boards/numbering'), {
      pattern: { prefix: 'A', per_session: false, width: 2 },
      apply: true,
    });
    list = await checklist(admin, id);
    expect(brief(list, 'boards')).toEqual({ done: true, count: 2, total: 2, second: null });
    expect(list.next_step).toBe('hall_map');

    const plan = multipart({ filename: 'hall.png', content: png(40, 20), contentType: 'image/png' });
    const stored = await admin.inject({ method: 'PUT', url: api('/hall-map/plan'), ...plan });
    expect(stored.statusCode, stored.body).toBe(200);
    const boards = (numbered.items as { new_board: string }[]).map((b) => b.new_board);
    await ok(admin, 'PUT', api('/hall-map/positions'), { positions: [{ board: boards[0], x: 0.2, y: 0.5 }] });
    expect(brief(await checklist(admin, id), 'hall_map')).toEqual({
      done: false,
      count: 1,
      total: 2,
      second: null,
    });
    await ok(admin, 'PUT', api('/hall-map/positions'), {
      positions: boards.map((board, i) => ({ board, x: 0.2 + i * 0.3, y: 0.5 })),
    });
    list = await checklist(admin, id);
    expect(brief(list, 'hall_map')).toMatchObject({ done: true, count: 2, total: 2 });
    expect(list.next_step).toBe('screens');

    const screen = await ok(admin, 'POST', api('/screens'), {
      name: '로비 스크린',
      roster: {},
      idle_seconds: 60,
    });
    expect(brief(await checklist(admin, id), 'screens')).toEqual({
      done: false,
      count: 0,
      total: 1,
      second: null,
    });
    const token = String(screen.url).split('/').pop();
    await ok(anonymous(w.t.app), 'POST', api('/kiosk/access'), { token });
    list = await checklist(admin, id);
    expect(brief(list, 'screens')).toMatchObject({ done: true, count: 1, total: 1 });
    // Pairing is the kiosk's first sign of life: online, of one paired.
    expect(brief(list, 'screens_online')).toEqual({ done: null, count: 1, total: 1, second: null });
    // Silent for ten minutes: still paired, no longer online.
    const silent = new Date(Date.now() - 10 * 60_000).toISOString();
    await w.t.db.updateTable('screens').set({ last_seen_at: silent }).where('id', '=', screen.id).execute();
    expect(brief(await checklist(admin, id), 'screens_online')).toEqual({
      done: null,
      count: 0,
      total: 1,
      second: null,
    });
    // Everything before the day is done: the day's first item is next, though the project is still set up.
    expect(list.items.filter((i) => i.part === 'before').every((i) => i.done)).toBe(true);
    expect(list.current_part).toBe('before');
    expect(list.next_step).toBe('judging');

    // On the day (its first date is today): judging opens, a presenter stands at the board, a question waits.
    const today = dayIn(new Date(), DEFAULT_TIME_ZONE);
    await ok(w.superAdmin, 'PUT', `/api/super-admin/projects/${id}`, { start_date: today });
    await ok(admin, 'PUT', api('/phase'), { phase: 'open' });
    const presenter = await presenterClient(w.t.app, posters[0]!.id, id);
    await ok(presenter, 'PUT', api('/presenter/presence'), { state: 'present' });
    const asker = await fx.sessionFor(w.t.app, 'user', (await fx.makeParticipant(w.t.db, id)).id, id);
    const question = await ok(asker, 'POST', api(`/posters/${posters[0]!.id}/questions`), {
      text: '표본 수는 몇 개였나요?',
      public: true,
    });
    list = await checklist(admin, id);
    expect(list.current_part).toBe('day');
    expect(brief(list, 'presence')).toEqual({ done: null, count: 1, total: 2, second: null });
    expect(brief(list, 'questions')).toEqual({ done: false, count: 1, total: null, second: null });
    expect(brief(list, 'judging')).toEqual({ done: false, count: 0, total: 2, second: null });
    expect(list.next_step).toBe('judging');
    await ok(presenter, 'POST', api(`/posters/${posters[0]!.id}/questions/${question.id}/answer`), {
      answer: '열두 개입니다.',
    });
    expect(brief(await checklist(admin, id), 'questions')).toMatchObject({ done: true, count: 0 });

    const judgeClient = await fx.sessionFor(w.t.app, 'judge', judge.id, id);
    const criterion = await w.t.db
      .selectFrom('criteria')
      .select('id')
      .where('project_id', '=', id)
      .executeTakeFirstOrThrow();
    for (const p of posters)
      await ok(judgeClient, 'PUT', api(`/judge/posters/${p.id}/evaluation`), {
        scores: [{ criterion_id: criterion.id, score: 8 }],
        comment: '명확합니다.',
      });
    list = await checklist(admin, id);
    expect(brief(list, 'judging')).toEqual({ done: true, count: 2, total: 2, second: null });
    expect(list.next_step).toBe('close_judging');

    // After: closing, then publishing; the abstract book is left.
    await ok(admin, 'PUT', api('/phase'), { phase: 'closed' });
    list = await checklist(admin, id);
    expect(list.current_part).toBe('after');
    expect(brief(list, 'close_judging')).toMatchObject({ done: true });
    expect(brief(list, 'results')).toEqual({ done: true, count: 2, total: 2, second: null });
    expect(brief(list, 'certificates')).toMatchObject({ done: null, count: 1 });
    expect(list.next_step).toBe('publish');
    await ok(admin, 'PUT', api('/phase'), { phase: 'published' });
    list = await checklist(admin, id);
    expect(brief(list, 'publish')).toMatchObject({ done: true });
    expect(list.next_step).toBe('abstract_book');
  });

  it('counts a failed mail on the day until it is sent again', async () => {
    const { id, client: admin } = await w.freshProject();
    await fx.makeMailMessage(w.t.db, id, { status: 'failed' });
    const list = await checklist(admin, id);
    expect(brief(list, 'failed_mail')).toEqual({ done: false, count: 1, total: null, second: null });
  });

  it('reads the day from the dates while the project is still set up', () => {
    const now = new Date('2026-12-02T03:00:00Z');
    const seoul = 'Asia/Seoul';
    expect(currentPart('setup', null, seoul, now)).toBe('before');
    expect(currentPart('setup', '2026-12-05', seoul, now)).toBe('before');
    expect(currentPart('setup', '2026-12-02', seoul, now)).toBe('day');
    expect(currentPart('open', '2026-12-05', seoul, now)).toBe('before');
    expect(currentPart('open', null, seoul, now)).toBe('day');
    expect(currentPart('closed', null, seoul, now)).toBe('after');
    expect(currentPart('published', '2026-12-05', seoul, now)).toBe('after');
  });

  it("reads today on the project's clock: 05:00 on its first day in Seoul is still the evening before in Berlin", () => {
    const now = new Date('2026-12-01T20:00:00Z');
    expect(currentPart('setup', '2026-12-02', 'Asia/Seoul', now)).toBe('day');
    expect(currentPart('setup', '2026-12-02', 'Europe/Berlin', now)).toBe('before');
  });

  it('is the organiser’s (and a super admin’s) only', async () => {
    const url = `/api/projects/${w.projectId}/checklist`;
    expect((await checklist(w.projectAdmin, w.projectId)).items).toHaveLength(20);
    expect((await w.superAdmin.inject({ url })).statusCode).toBe(200);
    await w.expectRefused({ url });
  });

  it('refuses bad input without a 500', async () => {
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await w.projectAdmin.inject({ url: `/api/projects/${bad}/checklist` });
      expect([400, 403, 404]).toContain(res.statusCode);
      expect(res.json().code).toBeTruthy();
    }
    const missing = await w.superAdmin.inject({ url: '/api/projects/987654/checklist' });
    expect(missing.statusCode).toBe(404);
    const res = await w.projectAdmin.inject({
      url: w.withAdmin(`/api/projects/${w.projectId}/checklist`, 'x'),
    });
    expect(res.statusCode).toBe(403);
  });
});
