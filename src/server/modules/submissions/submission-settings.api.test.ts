import { describe, expect, it } from 'vitest';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import { auditEvents, FIELD_CODE } from '@server/test/fixture-rows';
import { SETTINGS_BEFORE_SAVED } from './submission-settings.test-kit';

const w = useProjectAdminWorld();

describe('submission settings', () => {
  it('answers the defaults until saved, keeps what is not named, and records the change', async () => {
    const { id, client } = await w.freshProject();
    const url = `/api/projects/${id}/submission-settings`;
    const first = await client.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(SETTINGS_BEFORE_SAVED);
    const saved = await client.inject({
      method: 'PUT',
      url,
      payload: {
        deadline: '2026-05-01T18:00:00+09:00',
        poster_format: '16:9-landscape',
        instructions: ' 인쇄본 지참 ',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      deadline: '2026-05-01T09:00:00.000Z',
      auto_approve: false,
      poster_format: '16:9-landscape',
      instructions: '인쇄본 지참',
      allow_download: false,
      online_after_end: false,
      close_after_days: 0,
      public_links: false,
    };
    expect(saved.json()).toEqual(expected);
    const more = await client.inject({ method: 'PUT', url, payload: { auto_approve: true } });
    expect(more.json()).toEqual({ ...expected, auto_approve: true });
    expect((await client.inject({ url })).json()).toEqual({ ...expected, auto_approve: true });
    const row = await w.t.db
      .selectFrom('submission_settings')
      .selectAll()
      .where('project_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ auto_approve: 1, poster_format: '16:9-landscape' });
    const audit = await auditEvents(w.t.db, id, 'submission.settings');
    expect(audit).toHaveLength(2);
    expect(JSON.parse(audit[1]!.detail)).toMatchObject({
      old: { auto_approve: false },
      new: { auto_approve: true },
    });
    // null clears the deadline and the instructions.
    const cleared = await client.inject({
      method: 'PUT',
      url,
      payload: { deadline: null, instructions: '' },
    });
    expect(cleared.json()).toMatchObject({ deadline: null, instructions: null });
  });

  it('refuses bad input with a code', async () => {
    const { id, client } = await w.freshProject();
    const url = `/api/projects/${id}/submission-settings`;
    for (const payload of [
      { deadline: 'tomorrow' },
      { deadline: '2026-05-01T18:00:00' },
      { poster_format: 'A4' },
      { auto_approve: 'yes' },
      { instructions: 'x'.repeat(5001) },
    ]) {
      const res = await client.inject({ method: 'PUT', url, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code, JSON.stringify(payload)).toMatch(FIELD_CODE);
    }
    const empty = await client.inject({ method: 'PUT', url, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('NOTHING_TO_CHANGE');
  });

  it('is the organiser’s only', async () => {
    const url = `/api/projects/${w.projectId}/submission-settings`;
    await w.expectRefused({ method: 'GET', url });
    await w.expectRefused({ method: 'PUT', url, payload: { auto_approve: true } });
  });
});
