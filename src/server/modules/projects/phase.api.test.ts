import { describe, expect, it } from 'vitest';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import * as fx from '@server/test/fixture-rows';
import { anonymousOf } from '@server/test/test-app';

const w = useProjectAdminWorld();

/** A project of its own in `phase`, with a judge, a poster assigned to them, a criterion and a participant. */
async function judgingProject(phase: 'setup' | 'open' | 'closed' | 'published' = 'open') {
  const { id, client } = await w.freshProject();
  await w.t.db.updateTable('projects').set({ phase }).where('id', '=', id).execute();
  const judge = await fx.makeJudge(w.t.db, id);
  const poster = await fx.makePoster(w.t.db, id, { title: 'Coral reefs' });
  const criterion = await fx.makeCriterion(w.t.db, id, { max_score: 10 });
  await fx.makeAssignment(w.t.db, id, judge.id, poster.id);
  const judgeClient = await fx.sessionFor(w.t.app, 'judge', judge.id, id);
  const userClient = await fx.sessionFor(w.t.app, 'user', (await fx.makeParticipant(w.t.db, id)).id, id);
  const submit = () =>
    judgeClient.inject({
      method: 'PUT',
      url: `/api/projects/${id}/judge/posters/${poster.id}/evaluation`,
      payload: { scores: [{ criterion_id: criterion.id, score: 8 }], comment: 'Clear.' },
    });
  const setPhase = (payload: object) =>
    client.inject({ method: 'PUT', url: `/api/projects/${id}/phase`, payload });
  return { id, client, judge, poster, judgeClient, userClient, submit, setPhase };
}

const evaluationsOf = (projectId: number) =>
  w.t.db
    .selectFrom('evaluations')
    .select(['judge_id', 'poster_id'])
    .where('project_id', '=', projectId)
    .execute();

describe('judging follows the phase', () => {
  it('accepts a submission while open; refuses it with 409 JUDGING_CLOSED once closed, and reads still work', async () => {
    const p = await judgingProject('open');
    expect((await p.submit()).statusCode).toBe(200);
    const closed = await p.setPhase({ phase: 'closed' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().phase).toBe('closed');

    const refused = await p.submit();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'JUDGING_CLOSED',
      detail: 'Judging is closed: evaluations can no longer be submitted or changed',
    });
    const view = await p.judgeClient.inject({
      method: 'GET',
      url: `/api/projects/${p.id}/judge/posters/${p.poster.id}`,
    });
    expect(view.statusCode).toBe(200);
    expect(view.json().evaluation.scores).toEqual([expect.objectContaining({ score: 8 })]);
    const list = await p.judgeClient.inject({ method: 'GET', url: `/api/projects/${p.id}/judge/posters` });
    expect(list.json()).toEqual([expect.objectContaining({ poster_id: p.poster.id, evaluated: true })]);
  });

  it('refuses a submission before judging opens (setup)', async () => {
    const p = await judgingProject('setup');
    const res = await p.submit();
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'JUDGING_CLOSED',
      detail: 'Judging has not opened yet: evaluations cannot be submitted',
    });
    expect(await evaluationsOf(p.id)).toEqual([]);
  });

  it('treats open with a closing time in the past as closed, everywhere', async () => {
    const p = await judgingProject('open');
    const past = new Date(Date.now() - 60_000).toISOString();
    await w.t.db.updateTable('projects').set({ judging_closes_at: past }).where('id', '=', p.id).execute();
    expect((await p.submit()).json().code).toBe('JUDGING_CLOSED');
    expect(await evaluationsOf(p.id)).toEqual([]);
    const project = await p.client.inject({ method: 'GET', url: `/api/projects/id/${p.id}` });
    expect(project.json()).toMatchObject({ phase: 'closed', judging_closes_at: past });
    const state = await p.client.inject({ method: 'GET', url: `/api/projects/${p.id}/phase` });
    expect(state.json()).toMatchObject({ phase: 'closed', judging_closes_at: past });
    // Reopening needs a later closing time (or none), and a reason: it goes back.
    const stillPast = await p.setPhase({ phase: 'open', reason: 'one more hour' });
    expect(stillPast.statusCode).toBe(400);
    expect(stillPast.json().detail).toContain('judging_closes_at has passed');
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const reopened = await p.setPhase({ phase: 'open', reason: 'one more hour', judging_closes_at: later });
    expect(reopened.json()).toMatchObject({ phase: 'open', judging_closes_at: later });
    expect((await p.submit()).statusCode).toBe(200);
  });
});

describe('every judging and results call, in every phase', () => {
  type Phase = 'setup' | 'open' | 'closed' | 'published';
  const phases: Phase[] = ['setup', 'open', 'closed', 'published'];
  const only = (yes: Phase[], ok: number, no: number) =>
    Object.fromEntries(phases.map((ph) => [ph, yes.includes(ph) ? ok : no])) as Record<Phase, number>;
  const always = (status: number) => only(phases, status, status);

  it('answers as the phase says: judges read always and submit only while open; results are public once published', async () => {
    for (const phase of phases) {
      const p = await judgingProject(phase);
      const { id, poster, judge } = p;
      await p.client.inject({
        method: 'PUT',
        url: `/api/projects/${id}/results/settings`,
        payload: { peoples_choice: { enabled: true, votes_per_participant: 3 } },
      });
      const anonymous = anonymousOf(w.t);
      const calls: {
        name: string;
        expected: Record<Phase, number>;
        send: () => ReturnType<typeof p.submit>;
      }[] = [
        {
          name: 'judge login',
          expected: always(200),
          send: () =>
            anonymous.inject({
              method: 'POST',
              url: `/api/projects/${id}/judge/login`,
              payload: { username: judge.username, password: fx.PASSWORD },
            }),
        },
        ...['judge/posters', 'judge/progress', `judge/posters/${poster.id}`].map((path) => ({
          name: `judge GET ${path}`,
          expected: always(200),
          send: () => p.judgeClient.inject({ method: 'GET', url: `/api/projects/${id}/${path}` }),
        })),
        { name: 'judge PUT evaluation', expected: only(['open'], 200, 409), send: p.submit },
        ...[
          'results',
          'results/evaluations',
          'results/export?format=csv',
          'results/peoples-choice',
          'statistics',
        ].map((path) => ({
          name: `organiser GET ${path}`,
          expected: always(200),
          send: () => p.client.inject({ method: 'GET', url: `/api/projects/${id}/${path}` }),
        })),
        {
          name: 'participant GET published-results',
          expected: only(['published'], 200, 403),
          send: () => p.userClient.inject({ method: 'GET', url: `/api/projects/${id}/published-results` }),
        },
        {
          name: 'anonymous GET published-results',
          expected: only(['published'], 200, 403),
          send: () => anonymous.inject({ method: 'GET', url: `/api/projects/${id}/published-results` }),
        },
        {
          name: 'participant PUT vote',
          expected: only(['open'], 200, 409),
          send: () =>
            p.userClient.inject({ method: 'PUT', url: `/api/projects/${id}/posters/${poster.id}/vote` }),
        },
        {
          name: 'participant DELETE vote',
          expected: only(['open'], 200, 409),
          send: () =>
            p.userClient.inject({ method: 'DELETE', url: `/api/projects/${id}/posters/${poster.id}/vote` }),
        },
      ];
      const seen: Record<string, number> = {};
      const want: Record<string, number> = {};
      for (const call of calls) {
        const res = await call.send();
        seen[call.name] = res.statusCode;
        want[call.name] = call.expected[phase];
        if (res.statusCode === 409)
          expect(['JUDGING_CLOSED', 'VOTING_CLOSED'], `${phase}: ${call.name}`).toContain(res.json().code);
        if (res.statusCode === 403) expect(res.json().code, `${phase}: ${call.name}`).toBe('NOT_PUBLISHED');
      }
      expect({ phase, statuses: seen }).toEqual({ phase, statuses: want });
      // Only an open phase stored the judge's evaluation.
      expect(await evaluationsOf(id)).toEqual(
        phase === 'open' ? [{ judge_id: judge.id, poster_id: poster.id }] : [],
      );
    }
  });
});

describe('PUT /projects/:projectId/phase', () => {
  it('moves one step at a time; going back needs a reason, and every change is recorded', async () => {
    const p = await judgingProject('setup');
    const jump = await p.setPhase({ phase: 'published' });
    expect(jump.statusCode).toBe(400);
    expect(jump.json().detail).toBe(
      'The phase moves one step at a time: it is setup now, so it cannot become published',
    );
    expect((await p.setPhase({ phase: 'open' })).json().phase).toBe('open');
    // Its one evaluation is missing: closing needs it typed (docs/decisions/064-guarded-steps-and-publishing-scope.md).
    expect((await p.setPhase({ phase: 'closed', confirm: '1' })).json().phase).toBe('closed');
    const noReason = await p.setPhase({ phase: 'open', reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({
      code: 'REASON_REQUIRED',
      field: 'reason',
      detail: 'A reason is required to go back from closed to open',
    });
    const back = await p.setPhase({ phase: 'open', reason: 'A judge was late' });
    expect(back.statusCode).toBe(200);
    expect(back.json().changes).toEqual([
      { from: 'setup', to: 'open', reason: null, admin_id: expect.any(Number), at: expect.any(String) },
      { from: 'open', to: 'closed', reason: null, admin_id: expect.any(Number), at: expect.any(String) },
      {
        from: 'closed',
        to: 'open',
        reason: 'A judge was late',
        admin_id: expect.any(Number),
        at: expect.any(String),
      },
    ]);
    const rows = await fx.storedRows(w.t.db, 'phase_changes', { project_id: p.id }, 'id');
    expect(rows.map((r) => [r.from_phase, r.to_phase, r.reason])).toEqual([
      ['setup', 'open', null],
      ['open', 'closed', null],
      ['closed', 'open', 'A judge was late'],
    ]);
  });

  it('refuses bad input and everyone but the project admin', async () => {
    const url = `/api/projects/${w.projectId}/phase`;
    for (const payload of [{}, { phase: 'finished' }, { phase: 'open', judging_closes_at: 'soon' }]) {
      const res = await w.projectAdmin.inject({ method: 'PUT', url, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: expect.stringMatching(/^[A-Z_]+$/),
        field: expect.any(String),
      });
    }
    await w.expectRefused({ method: 'PUT', url, payload: { phase: 'open' } });
    await w.expectRefused({ method: 'GET', url });
  });

  it('a new project starts in setup; the public project answer carries the phase', async () => {
    const created = await w.superAdmin.inject({
      method: 'POST',
      url: '/api/super-admin/projects',
      payload: { name: 'Phase test', slug: `phase-${Date.now()}` },
    });
    expect(created.json()).toMatchObject({ phase: 'setup', judging_closes_at: null });
    const pub = await anonymousOf(w.t).inject({ method: 'GET', url: `/api/projects/${created.json().slug}` });
    expect(pub.json()).toMatchObject({ phase: 'setup' });
  });
});

describe('GET /projects/:projectId/published-results', () => {
  it('shows the ranking to participants and the public only once published', async () => {
    const p = await judgingProject('open');
    await p.submit();
    const url = `/api/projects/${p.id}/published-results`;
    for (const phase of ['open', 'closed'] as const) {
      await p.setPhase({ phase });
      const res = await p.userClient.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 'NOT_PUBLISHED',
        detail: 'The results have not been published yet',
      });
    }
    await p.setPhase({ phase: 'published' });
    const shown = await p.userClient.inject({ method: 'GET', url });
    expect(shown.json()).toEqual([
      expect.objectContaining({ rank: 1, poster_id: p.poster.id, title: 'Coral reefs', average_score: 8 }),
    ]);
    expect((await anonymousOf(w.t).inject({ method: 'GET', url })).json()).toEqual(shown.json());
    // Published: judging is over, submissions are refused.
    expect((await p.submit()).json().code).toBe('JUDGING_CLOSED');
  });
});
