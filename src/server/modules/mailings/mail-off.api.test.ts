import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { makeJudge, makeMailMessage, makePoster, makeSubmission } from '@server/test/fixture-rows';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import { anonymous } from '@server/test/test-app';

// Without SMTP_URL mail is off: previews still answer (the page offers the CSV of links instead), sending and
// resending are 409 MAIL_OFF, and the changes that would mail (a review, a sign-up, a reset) write none.
const w = useProjectAdminWorld();
const url = (path: string) => w.withAdmin(`/api/projects/${w.projectId}${path}`);
const mailRows = () => w.t.db.selectFrom('mail_messages').selectAll().execute();

describe('mail off', () => {
  it('previews a batch with the links it would carry, and refuses to send it', async () => {
    const judge = await makeJudge(w.t.db, w.projectId, { full_name: '오프' });
    const preview = await w.projectAdmin.inject({
      method: 'POST',
      url: url('/mail/judge-invitations'),
      payload: { dry_run: true, ids: [judge.id] },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      mail_on: false,
      recipients: 1,
      skipped_no_email: 0,
      sample: { to: judge.email },
    });
    expect(preview.json().sample.text).toMatch(/\/judge\/link\/[\w-]{40,}/);

    for (const kind of [
      'judge-invitations',
      'judge-reminders',
      'presenter-requests',
      'presenter-reminders',
    ]) {
      const res = await w.projectAdmin.inject({ method: 'POST', url: url(`/mail/${kind}`), payload: {} });
      expect(res.statusCode, kind).toBe(409);
      expect(res.json()).toMatchObject({ code: 'MAIL_OFF', detail: expect.stringContaining('CSV') });
    }
    expect(await mailRows()).toEqual([]);
  });

  it('gives the same messages as CSV for a mail merge, their links working', async () => {
    const judge = await makeJudge(w.t.db, w.projectId, { full_name: '병합' });
    const res = await w.projectAdmin.inject({
      method: 'POST',
      url: url('/mail/judge-invitations.csv'),
      payload: { ids: [judge.id] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const sheet = XLSX.read(res.body.slice(1), { type: 'string' });
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(sheet.Sheets[sheet.SheetNames[0]!]!);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: judge.email, name: '병합', language: 'ko' });
    expect(rows[0]!.subject).toMatch(/심사위원 로그인 링크$/);
    expect(rows[0]!.text).toContain(rows[0]!.link);
    const signIn = await anonymous(w.t.app).inject({
      method: 'POST',
      url: `/api/projects/${w.projectId}/judge/access`,
      payload: { token: rows[0]!.link!.split('/judge/link/')[1] },
    });
    expect(signIn.json()).toMatchObject({ judge_id: judge.id });
    expect(await mailRows()).toEqual([]);
  });

  it('refuses a resend with MAIL_OFF (another project’s message: 404)', async () => {
    const mine = await makeMailMessage(w.t.db, w.projectId);
    const theirs = await makeMailMessage(w.t.db, w.otherProjectId);
    const res = await w.projectAdmin.inject({
      method: 'POST',
      url: url(`/mail/${mine.id}/resend`),
      payload: {},
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('MAIL_OFF');
    const other = await w.projectAdmin.inject({
      method: 'POST',
      url: url(`/mail/${theirs.id}/resend`),
      payload: {},
    });
    expect(other.statusCode).toBe(404);
    await w.t.db.deleteFrom('mail_messages').execute();
  });

  it('a review, a sign-up and a reset request write no mail; the reset answers as ever', async () => {
    const poster = await makePoster(w.t.db, w.projectId);
    await w.t.db
      .updateTable('posters')
      .set({ presenter_email: 'p@example.org' })
      .where('id', '=', poster.id)
      .execute();
    await makeSubmission(w.t.db, w.projectId, poster.id, { status: 'submitted' });
    const review = await w.projectAdmin.inject({
      method: 'PUT',
      url: url(`/posters/${poster.id}/submission`),
      payload: { status: 'needs_fix', note: 'x' },
    });
    expect(review.statusCode).toBe(200);
    const signUp = await anonymous(w.t.app).inject({
      method: 'POST',
      url: `/api/projects/${w.projectId}/users/register`,
      payload: { username: 'offline', password: 'secret123', email: 'offline@example.org' },
    });
    expect(signUp.statusCode).toBe(201);
    const reset = await anonymous(w.t.app).inject({
      method: 'POST',
      url: `/api/projects/${w.projectId}/users/password-reset`,
      payload: { email: 'offline@example.org' },
    });
    expect(reset.statusCode).toBe(202);
    expect(reset.json()).toEqual({ status: 'accepted' });
    expect(await mailRows()).toEqual([]);
    expect(
      await w.t.db
        .selectFrom('jobs')
        .selectAll()
        .where('kind', 'in', ['mail-send', 'password-reset'])
        .execute(),
    ).toEqual([]);
  });
});
