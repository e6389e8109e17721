import { describe, expect, it } from 'vitest';
import { makeAssignment, makeJudge, makePoster, makeSubmission } from '@server/test/fixture-rows';
import { linksIn, PUBLIC_URL } from '@server/test/smtp-sink';
import { qrPng } from '../mail/mail-send';
import { QR_CID } from '../mail/mail-templates';
import { useMailingsWorld } from './mailings.test-kit';

// The organiser's batches against a real SMTP server in this process: who receives each, what it says, and
// every link in it followed through the API as the person it was sent to.
const {
  sink,
  w,
  project,
  setEmail,
  presenterPoster,
  delivered,
  addressesOf,
  only,
  judgeSignIn,
  presenterSignIn,
} = useMailingsWorld();

describe("judges' invitations", () => {
  it('previews the count and a sample, then mails each judge with an address their own working sign-in link', async () => {
    const p = await project();
    const kim = await makeJudge(w.t.db, p.id, { full_name: '김심사' });
    const lee = await makeJudge(w.t.db, p.id, { full_name: 'Lee Judge' });
    const none = await makeJudge(w.t.db, p.id, { full_name: '주소없음' });
    await setEmail('judges', kim.id, 'kim@example.org');
    await setEmail('judges', lee.id, 'lee@example.org');
    await setEmail('judges', none.id, '');

    const preview = await p.post('/mail/judge-invitations', { dry_run: true });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      mail_on: true,
      recipients: 2,
      skipped_no_email: 1,
      sample: { to: 'kim@example.org', subject: `[${p.name}] 심사위원 로그인 링크` },
    });
    expect(preview.json().sample.text).toContain('김심사 님');
    await delivered();
    expect(sink.to('kim@example.org')).toEqual([]);
    expect(
      await w.t.db.selectFrom('mail_messages').where('project_id', '=', p.id).selectAll().execute(),
    ).toEqual([]);

    const sent = await p.post('/mail/judge-invitations', {});
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toEqual({ queued: 2, skipped_no_email: 1 });
    await delivered();

    const mail = only('kim@example.org').mail;
    expect(mail.subject).toBe(`[${p.name}] 심사위원 로그인 링크`);
    expect(only('kim@example.org').raw).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/m);
    expect(mail.messageId).toMatch(/^<[0-9a-f]{32}@posters\.example\.org>$/);
    expect(mail.date).toBeInstanceOf(Date);
    expect(mail.from?.value[0]).toMatchObject({ address: 'posters@example.org', name: '포스터 심사' });
    expect(mail.to).toMatchObject({ value: [{ address: 'kim@example.org', name: '김심사' }] });
    expect(mail.text).toContain('심사 시작하기');
    const [link] = linksIn(mail.text ?? '');
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/projects/${p.slug}/judge/link/[\\w-]{40,}$`));
    expect(mail.html).toContain(`href="${link}"`);
    // The same link as a QR code, inline in the HTML part.
    expect(mail.html).toContain(`src="cid:${QR_CID}"`);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ cid: QR_CID, contentType: 'image/png' });
    expect(mail.attachments[0]!.content.equals(await qrPng(link!))).toBe(true);

    // The link signs in as that judge, once.
    const first = await judgeSignIn(p.id, link!);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ judge_id: kim.id, full_name: '김심사' });
    const again = await judgeSignIn(p.id, link!);
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('LINK_USED');
    // Lee's link is Lee's.
    const leeSignIn = await judgeSignIn(p.id, linksIn(only('lee@example.org').mail.text ?? '')[0]!);
    expect(leeSignIn.json()).toMatchObject({ judge_id: lee.id });
    expect(mail.messageId).not.toBe(only('lee@example.org').mail.messageId);
  });

  it('mails only the judges named in ids', async () => {
    const p = await project();
    const a = await makeJudge(w.t.db, p.id);
    const b = await makeJudge(w.t.db, p.id);
    await setEmail('judges', a.id, 'only-a@example.org');
    await setEmail('judges', b.id, 'not-b@example.org');
    const res = await p.post('/mail/judge-invitations', { ids: [a.id] });
    expect(res.json()).toEqual({ queued: 1, skipped_no_email: 0 });
    await delivered();
    expect(sink.to('only-a@example.org')).toHaveLength(1);
    expect(sink.to('not-b@example.org')).toEqual([]);
  });
});

describe("judges' reminders", () => {
  it('go to exactly the judges with assigned posters left to score, never to those done or unassigned', async () => {
    const p = await project();
    const [halfway, done, unassigned] = [
      await makeJudge(w.t.db, p.id, { full_name: '반쯤' }),
      await makeJudge(w.t.db, p.id, { full_name: '다함' }),
      await makeJudge(w.t.db, p.id, { full_name: '배정없음' }),
    ];
    await setEmail('judges', halfway.id, 'halfway@example.org');
    await setEmail('judges', done.id, 'done@example.org');
    await setEmail('judges', unassigned.id, 'unassigned@example.org');
    const posters = [
      await makePoster(w.t.db, p.id),
      await makePoster(w.t.db, p.id),
      await makePoster(w.t.db, p.id),
    ];
    for (const poster of posters) await makeAssignment(w.t.db, p.id, halfway.id, poster.id);
    await makeAssignment(w.t.db, p.id, done.id, posters[0]!.id);
    await w.t.db
      .updateTable('assignments')
      .set({ status: 'completed' })
      .where((eb) =>
        eb.or([
          eb('judge_id', '=', done.id),
          eb.and([eb('judge_id', '=', halfway.id), eb('poster_id', '=', posters[0]!.id)]),
        ]),
      )
      .execute();

    const preview = await p.post('/mail/judge-reminders', { dry_run: true });
    expect(preview.json()).toMatchObject({
      recipients: 1,
      skipped_no_email: 0,
      sample: { to: 'halfway@example.org' },
    });
    expect((await p.post('/mail/judge-reminders', {})).json()).toEqual({ queued: 1, skipped_no_email: 0 });
    await delivered();
    const mail = only('halfway@example.org').mail;
    expect(mail.subject).toBe(`[${p.name}] 아직 심사하지 않은 포스터가 2편 있습니다`);
    expect(sink.to('done@example.org')).toEqual([]);
    expect(sink.to('unassigned@example.org')).toEqual([]);
    expect((await judgeSignIn(p.id, linksIn(mail.text ?? '')[0]!)).json()).toMatchObject({
      judge_id: halfway.id,
    });
  });
});

describe("presenters' requests and reminders", () => {
  it('requests go to every presenter with an address; reminders to exactly the unfinished; links sign in as them', async () => {
    const p = await project();
    const notStarted = await presenterPoster(p.id, 'not-started@example.org', '박시작');
    const submitted = await presenterPoster(p.id, 'submitted@example.org');
    const needsFix = await presenterPoster(p.id, 'needs-fix@example.org');
    const approved = await presenterPoster(p.id, 'approved@example.org');
    const failed = await presenterPoster(p.id, 'failed@example.org');
    await presenterPoster(p.id, null);
    await makeSubmission(w.t.db, p.id, submitted.id, { status: 'submitted' });
    await makeSubmission(w.t.db, p.id, needsFix.id, { status: 'needs_fix', note: 'fonts' });
    await makeSubmission(w.t.db, p.id, approved.id, { status: 'approved' });
    await makeSubmission(w.t.db, p.id, failed.id, { status: 'failed' });

    const requests = await p.post('/mail/presenter-requests', {});
    expect(requests.statusCode, requests.body).toBe(202);
    expect(requests.json()).toEqual({ queued: 5, skipped_no_email: 1 });
    await delivered();
    const request = only('not-started@example.org').mail;
    expect(request.subject).toBe(`[${p.name}] P-001 포스터 파일을 올려 주세요`);
    expect(request.text).toContain('박시작 님');
    const client = await presenterSignIn(p.id, linksIn(request.text ?? '')[0]!);
    const page = await client.inject({ method: 'GET', url: `/api/projects/${p.id}/presenter/poster` });
    expect(page.json().poster.id).toBe(notStarted.id);

    sink.clear();
    const reminders = await p.post('/mail/presenter-reminders', { dry_run: true });
    expect(reminders.json()).toMatchObject({ recipients: 3, skipped_no_email: 1 });
    expect((await p.post('/mail/presenter-reminders', {})).json()).toEqual({
      queued: 3,
      skipped_no_email: 1,
    });
    await delivered();
    expect(addressesOf(sink.received)).toEqual([
      'failed@example.org',
      'needs-fix@example.org',
      'not-started@example.org',
    ]);
    // The reminder carries the same link as the request (links are kept until reissued).
    const reminder = only('needs-fix@example.org').mail;
    const fixer = await presenterSignIn(p.id, linksIn(reminder.text ?? '')[0]!);
    const fixPage = await fixer.inject({ method: 'GET', url: `/api/projects/${p.id}/presenter/poster` });
    expect(fixPage.json().poster.id).toBe(needsFix.id);
  });

  it("the organiser's note asking for a fix and the approval each mail the presenter, in the review's transaction", async () => {
    const p = await project();
    const poster = await presenterPoster(p.id, 'reviewed@example.org', '최검토');
    await makeSubmission(w.t.db, p.id, poster.id, { status: 'submitted' });
    const review = (payload: object) =>
      p.admin.inject({
        method: 'PUT',
        url: `/api/projects/${p.id}/posters/${poster.id}/submission`,
        payload,
      });

    expect((await review({ status: 'needs_fix', note: '글꼴을 포함해 다시 올려 주세요.' })).statusCode).toBe(
      200,
    );
    await delivered();
    const fix = only('reviewed@example.org').mail;
    expect(fix.subject).toBe(`[${p.name}] P-001 포스터 파일을 고쳐 주세요`);
    expect(fix.text).toContain('주최 측 메모:\n글꼴을 포함해 다시 올려 주세요.');
    const client = await presenterSignIn(p.id, linksIn(fix.text ?? '')[0]!);
    expect(
      (await client.inject({ method: 'GET', url: `/api/projects/${p.id}/presenter/poster` })).json().poster
        .id,
    ).toBe(poster.id);

    sink.clear();
    expect((await review({ status: 'approved' })).statusCode).toBe(200);
    // Approving again changes nothing and mails nothing.
    expect((await review({ status: 'approved' })).statusCode).toBe(200);
    await delivered();
    expect(only('reviewed@example.org').mail.subject).toBe(`[${p.name}] P-001 포스터 파일이 승인되었습니다`);

    // A review refused (nothing reviewable) writes no mail.
    const bare = await presenterPoster(p.id, 'bare@example.org');
    const refused = await p.admin.inject({
      method: 'PUT',
      url: `/api/projects/${p.id}/posters/${bare.id}/submission`,
      payload: { status: 'approved' },
    });
    expect(refused.statusCode).toBe(409);
    expect(
      await w.t.db
        .selectFrom('mail_messages')
        .where('recipient', '=', 'bare@example.org')
        .selectAll()
        .execute(),
    ).toEqual([]);
  });

  it('approving many mails each presenter whose file was approved', async () => {
    const p = await project();
    const a = await presenterPoster(p.id, 'bulk-a@example.org');
    const b = await presenterPoster(p.id, 'bulk-b@example.org');
    await makeSubmission(w.t.db, p.id, a.id, { status: 'submitted' });
    const res = await p.admin.inject({
      method: 'POST',
      url: `/api/projects/${p.id}/submissions/approve`,
      payload: { poster_ids: [a.id, b.id] },
    });
    expect(res.json()).toEqual({ approved: 1, skipped: 1 });
    await delivered();
    expect(sink.to('bulk-a@example.org')).toHaveLength(1);
    expect(sink.to('bulk-b@example.org')).toEqual([]);
  });
});
