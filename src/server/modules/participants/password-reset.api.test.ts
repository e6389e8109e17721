import { beforeAll, describe, expect, it } from 'vitest';
import { makeParticipant, makeProject, PASSWORD, sessionFor } from '@server/test/fixture-rows';
import { linksIn, mailConfig, PUBLIC_URL, useSmtpSink } from '@server/test/smtp-sink';
import { useTestApp } from '@server/test/test-app';
import { RESET_LIMITS } from './password-reset.service';

// A participant's way back in, against a real SMTP server in this process: the request answers the same for a
// known and an unknown address, the mail's link sets a new password once, and a welcome on signing up.
const sink = useSmtpSink();
const t = useTestApp(mailConfig(sink));
let project: Awaited<ReturnType<typeof makeProject>>;
beforeAll(async () => {
  project = await makeProject(t.db, { name: '한국생물학회 2026' });
});

let readers = 0;
/** A participant of their own for a test (the per-address limit counts each address), their address in mixed case. */
async function reader() {
  const participant = await makeParticipant(t.db, project.id);
  const email = `Reader${++readers}@Example.org`;
  await t.db.updateTable('participants').set({ email }).where('id', '=', participant.id).execute();
  return { ...participant, email };
}

let client = 0;
/** Each test asks from its own client address (the per-client limit counts them). */
const from = () => `10.0.0.${++client}`;
const request = (email: string, remoteAddress: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/projects/${project.id}/users/password-reset`,
    payload: { email },
    remoteAddress,
    ...(cookie ? { headers: { cookie } } : {}),
  });
const confirm = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/projects/${project.id}/users/password-reset/confirm`,
    payload: { token, password },
  });
const login = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/projects/${project.id}/users/login`,
    payload: { username, password },
  });
async function settle() {
  await t.app.jobs.idle('password-reset');
  await t.app.jobs.idle('mail-send');
}
const tokenOf = (text: string | false | undefined) => {
  const [link] = linksIn(text || '');
  expect(link).toMatch(
    new RegExp(`^${PUBLIC_URL}/projects/${project.slug}/user/password-reset/[\\w-]{40,}$`),
  );
  return link!.split('/password-reset/')[1]!;
};

describe('asking for a password reset', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const ip = from();
    const r = await reader();
    const known = await request(r.email.toLowerCase(), ip);
    const unknown = await request('stranger@example.org', ip);
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ status: 'accepted' });
    const headers = (h: Record<string, unknown>) =>
      Object.keys(h)
        .filter((k) => k !== 'date')
        .sort();
    expect(headers(unknown.headers)).toEqual(headers(known.headers));
    // The same work either way: one job each, nothing looked up before answering.
    const jobs = await t.db.selectFrom('jobs').selectAll().where('kind', '=', 'password-reset').execute();
    expect(jobs).toHaveLength(2);
    await settle();
    expect(sink.to('stranger@example.org')).toEqual([]);
    const [mail] = sink.to(r.email);
    expect(sink.to(r.email)).toHaveLength(1);
    expect(mail!.to).toEqual([r.email.replace('Example.org', 'example.org')]);
    expect(mail!.mail.subject).toBe('[한국생물학회 2026] 비밀번호 재설정');
    expect(mail!.mail.html).toContain('비밀번호 재설정');
    const stored = await t.db.selectFrom('password_resets').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(tokenOf(mail!.mail.text));
  });

  it('the link sets the new password once, ends the sessions, and then refuses', async () => {
    const r = await reader();
    const session = await sessionFor(t.app, 'user', r.id, project.id);
    expect((await session.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    await request(r.email, from());
    await settle();
    const token = tokenOf(sink.to(r.email)[0]!.mail.text);

    const short = await confirm(token, '123');
    expect(short.statusCode).toBe(400);
    const ok = await confirm(token, 'a-new-password');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok' });
    expect((await session.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await login(r.username, 'a-new-password')).statusCode).toBe(200);
    expect((await login(r.username, PASSWORD)).statusCode).toBe(401);

    const again = await confirm(token, 'another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('RESET_LINK_INVALID');
    expect((await confirm('no-such-token', 'another-password')).json().code).toBe('RESET_LINK_INVALID');
    expect((await login(r.username, 'a-new-password')).statusCode).toBe(200);
  });

  it('an hour later the link is refused; an earlier link still works within its own hour', async () => {
    const r = await reader();
    const ip = from();
    await request(r.email, ip);
    await settle();
    await request(r.email, ip);
    await settle();
    const [older, newer] = sink.to(r.email).map((m) => tokenOf(m.mail.text));
    // An hour passes for the newer one (its expiry moved, not waited for).
    await t.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where(
        'id',
        '=',
        (
          await t.db
            .selectFrom('password_resets')
            .select((eb) => eb.fn.max('id').as('id'))
            .executeTakeFirstOrThrow()
        ).id!,
      )
      .execute();
    expect((await confirm(newer!, 'expired-password')).json().code).toBe('RESET_LINK_INVALID');
    expect((await confirm(older!, 'older-password')).statusCode).toBe(200);
  });

  it('used twice at once, the link sets one password: one call wins, the other is refused', async () => {
    const r = await reader();
    await request(r.email, from());
    await settle();
    const token = tokenOf(sink.to(r.email)[0]!.mail.text);
    const answers = await Promise.all([confirm(token, 'first-password'), confirm(token, 'second-password')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]!.statusCode === 200 ? 'first-password' : 'second-password';
    expect((await login(r.username, winner)).statusCode).toBe(200);
  });

  it('is in English for a reader who chose English', async () => {
    const r = await reader();
    await request(r.email, from(), 'lang=en');
    await settle();
    const [mail] = sink.to(r.email);
    expect(mail!.mail.subject).toBe('[한국생물학회 2026] Reset your password');
    expect(mail!.mail.text).toContain('It works once, for one hour.');
  });

  it('is limited per address and per client, whether the address is known or not', async () => {
    for (const email of [(await reader()).email, 'nobody-here@example.org']) {
      const ip = from();
      for (let i = 0; i < RESET_LIMITS.perAddress; i++)
        expect((await request(email, ip)).statusCode).toBe(202);
      const refused = await request(email, from());
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('TOO_MANY');
    }
    const ip = from();
    for (let i = 0; i < RESET_LIMITS.perClient; i++)
      expect((await request(`spray${i}@example.org`, ip)).statusCode).toBe(202);
    expect((await request('spray-last@example.org', ip)).statusCode).toBe(429);
    expect((await request('spray-last@example.org', from())).statusCode).toBe(202);
  });
});

describe('signing up', () => {
  it('mails a welcome in the reader’s language, with the link to sign in', async () => {
    for (const [username, cookie] of [
      ['newko', undefined],
      ['newen', 'lang=en'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/projects/${project.id}/users/register`,
        payload: { username, password: 'secret123', email: `${username}@example.org`, full_name: '새참가' },
        ...(cookie ? { headers: { cookie } } : {}),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    await settle();
    const ko = sink.to('newko@example.org');
    const en = sink.to('newen@example.org');
    expect(ko.map((m) => m.mail.subject)).toEqual(['[한국생물학회 2026] 가입을 환영합니다']);
    expect(en.map((m) => m.mail.subject)).toEqual(['[한국생물학회 2026] Welcome']);
    expect(linksIn(ko[0]!.mail.text ?? '')).toEqual([`${PUBLIC_URL}/projects/${project.slug}/user/login`]);
    expect(ko[0]!.mail.text).toContain('아이디는 newko 입니다');
  });
});
