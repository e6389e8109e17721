import { describe, expect, it } from 'vitest';
import { makeJudge } from '@server/test/fixture-rows';
import { useMailingsWorld } from './mailings.test-kit';

// The mail log and resending, against a real SMTP server in this process.
const { sink, w, project, setEmail, presenterPoster, delivered } = useMailingsWorld();

describe('the mail log and resending', () => {
  it('lists what was sent, newest first, and resends one as a new message with a new Message-ID', async () => {
    const p = await project();
    const judge = await makeJudge(w.t.db, p.id, { full_name: '로그' });
    await setEmail('judges', judge.id, 'log@example.org');
    await p.post('/mail/judge-invitations', {});
    await delivered();
    const log = await p.admin.inject({ method: 'GET', url: `/api/projects/${p.id}/mail?page=1` });
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json()).toMatchObject({
      total: 1,
      page: 1,
      items: [
        {
          kind: 'judge-invitation',
          recipient: 'log@example.org',
          recipient_name: '로그',
          status: 'sent',
          attempts: 1,
          error_code: null,
          person_type: 'judge',
          person_id: judge.id,
        },
      ],
    });
    expect(log.body).not.toContain('/judge/link/');

    const id = log.json().items[0].id as number;
    const resent = await p.admin.inject({
      method: 'POST',
      url: `/api/projects/${p.id}/mail/${id}/resend`,
      payload: {},
    });
    expect(resent.statusCode, resent.body).toBe(202);
    expect(resent.json()).toMatchObject({ resent_from: id, status: 'queued', recipient: 'log@example.org' });
    await delivered();
    const both = sink.to('log@example.org');
    expect(both).toHaveLength(2);
    expect(both[0]!.mail.text).toBe(both[1]!.mail.text);
    expect(both[0]!.mail.messageId).not.toBe(both[1]!.mail.messageId);
    const after = await p.admin.inject({ method: 'GET', url: `/api/projects/${p.id}/mail?status=sent` });
    expect(after.json().items.map((m: { id: number }) => m.id)).toEqual([resent.json().id, id]);

    // Another project's message is not found from this project.
    const other = await p.admin.inject({
      method: 'POST',
      url: `/api/projects/${w.projectId}/mail/${id}/resend`,
      payload: {},
    });
    expect(other.statusCode).toBe(403);
    const foreign = await w.projectAdmin.inject({
      method: 'POST',
      url: w.withAdmin(`/api/projects/${w.projectId}/mail/${id}/resend`),
      payload: {},
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("naming another project's judge or poster is 404, and nothing is written", async () => {
    const p = await project();
    const other = await project();
    const theirs = await makeJudge(w.t.db, other.id);
    const poster = await presenterPoster(other.id, 'theirs@example.org');
    for (const [kind, id] of [
      ['judge-invitations', theirs.id],
      ['presenter-requests', poster.id],
    ] as const) {
      const res = await p.post(`/mail/${kind}`, { ids: [id] });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', detail: expect.stringContaining(String(id)) });
    }
    expect(
      await w.t.db.selectFrom('mail_messages').where('project_id', '=', p.id).selectAll().execute(),
    ).toEqual([]);
  });

  it('refuses bad input with 400 and the people it does not let in', async () => {
    const url = `/api/projects/${w.projectId}/mail/judge-invitations`;
    for (const payload of [{ dry_run: 'yes' }, { ids: [] }, { ids: ['x'] }, { ids: [-1] }]) {
      const res = await w.projectAdmin.inject({ method: 'POST', url: w.withAdmin(url), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    await w.expectRefused({ method: 'POST', url, payload: { dry_run: true } });
    await w.expectRefused({ method: 'GET', url: `/api/projects/${w.projectId}/mail` });
  });
});
