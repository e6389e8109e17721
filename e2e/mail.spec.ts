/**
 * Mail that arrives (decision 044), in Korean: the organiser previews and sends the judges' invitations and a judge
 * follows the link from the received mail on a phone; a participant who forgot the password sets a new one from
 * the mail. The server sends to a real SMTP server started here; the journeys follow the links in what arrived.
 */
import { conference, expect, PHONE, shot, test } from './fixtures';
import { samplePosters } from './plans';
import { startSmtpSink, type SmtpSink } from '../src/server/test/smtp-sink-server';
import { ADMIN_USERNAME, startServer, type RunningServer } from './server';

let mailbox: SmtpSink;
let server: RunningServer;

test.beforeAll(async () => {
  mailbox = await startSmtpSink();
  server = await startServer({ SMTP_URL: mailbox.url, MAIL_FROM: 'posters@example.org' });
});
test.afterAll(async () => {
  await server?.stop();
  await mailbox?.close();
});

test('the organiser previews and sends the invitations; a judge signs in from the mail on a phone', async ({
  newContext,
  newPhone,
}) => {
  const organiser = await (await newContext({ baseURL: server.baseURL })).newPage();
  await conference(organiser, server, {
    name: '2026 가을 포스터 세션',
    slug: 'mail-day',
    posters: samplePosters('plastic', 'quantum'),
    criteria: [{ name: '독창성', max_score: 10 }],
    judges: [
      { username: 'kimjudge', full_name: '김심사', posters: [0, 1] },
      { username: 'leejudge', full_name: '이심사', posters: [1] },
    ],
  });
  await organiser.goto('/projects/mail-day/admin/mail');
  const card = organiser.getByRole('region', { name: '심사위원 초대' });
  await card.getByRole('button', { name: '미리보기' }).click();
  await expect(card.getByText('받는 사람 2명')).toBeVisible();
  await expect(card.getByText(/kimjudge@example\.org|leejudge@example\.org/)).toBeVisible();
  // The preview wrote nothing: no mail yet.
  expect(mailbox.to('kimjudge@example.org')).toEqual([]);
  await shot(organiser, 'admin-mail-preview-desktop');
  await card.getByRole('button', { name: '2명에게 보내기' }).click();
  await expect(organiser.getByText('2통을 보냈습니다', { exact: false })).toBeVisible();
  await expect.poll(() => mailbox.to('kimjudge@example.org').length).toBe(1);
  // The log says it was sent.
  await organiser.reload();
  const log = organiser.getByTestId('mail-log');
  await expect(log.getByRole('row').filter({ hasText: 'kimjudge@example.org' })).toContainText('보냄');

  const { mail } = mailbox.to('kimjudge@example.org')[0]!;
  expect(mail.subject).toContain('2026 가을 포스터 세션');
  const link = /https?:\/\/\S+\/judge\/link\/[\w-]+/.exec(mail.text ?? '')?.[0];
  expect(link, mail.text).toBeTruthy();
  const phone = await newPhone({ baseURL: server.baseURL });
  await phone.goto(link!);
  // The link's page asks for a tap (a mail scanner opening the link must not spend it).
  await expect(phone.getByRole('heading', { name: '심사위원 로그인 링크' })).toBeVisible();
  await phone.getByRole('button', { name: '로그인' }).click();
  await phone.waitForURL('**/projects/mail-day/judge/posters');
  await expect(phone.getByText('김심사 심사위원님, 환영합니다.')).toBeVisible();
  await expect(phone.getByTestId('judge-poster-card')).toHaveCount(2);
});

/** The API as a script calls it: JSON in, JSON out, the session cookie kept. */
async function call(method: string, path: string, body: unknown, cookie = ''): Promise<Response> {
  const res = await fetch(`${server.baseURL}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return res;
}

test('a participant resets a forgotten password from the mail, once', async ({
  newContext,
  newPhone,
  consoleWatch,
}) => {
  const login = await call('POST', '/super-admin/login', {
    username: ADMIN_USERNAME,
    password: server.adminPassword,
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const project = (await (
    await call('POST', '/super-admin/projects', { name: '2026 봄 학술대회', slug: 'reset-day' }, cookie)
  ).json()) as { id: number };
  await call('POST', `/projects/${project.id}/users/register`, {
    username: 'minji',
    password: 'old-password-1',
    email: 'minji@example.org',
    full_name: '김민지',
  });

  const phone = await newPhone({ baseURL: server.baseURL });
  await phone.goto('/projects/reset-day/user/login');
  await phone.getByRole('link', { name: '비밀번호를 잊으셨나요?' }).click();
  await expect(phone.getByRole('heading', { name: '비밀번호 재설정' })).toBeVisible();
  await phone.getByLabel('이메일 *').fill('minji@example.org');
  await phone.getByRole('button', { name: '재설정 링크 받기' }).click();
  await expect(phone.getByRole('status').filter({ hasText: '재설정 링크를 보냈습니다' })).toBeVisible();
  await shot(phone, 'participant-reset-requested-phone');

  // The mail: in Korean, with the link (the welcome mail of the sign-up came first).
  await expect
    .poll(() => mailbox.to('minji@example.org').filter((m) => /비밀번호/.test(m.mail.subject ?? '')).length)
    .toBe(1);
  const { mail } = mailbox.to('minji@example.org').find((m) => /비밀번호/.test(m.mail.subject ?? ''))!;
  const link = /https?:\/\/\S+\/password-reset\/[\w-]+/.exec(mail.text ?? '')?.[0];
  expect(link, mail.text).toBeTruthy();
  expect(link!.startsWith(server.baseURL)).toBe(true);

  await phone.goto(link!);
  await expect(phone.getByRole('heading', { name: '새 비밀번호 설정' })).toBeVisible();
  await shot(phone, 'participant-reset-password-phone');
  await phone.getByLabel('새 비밀번호 *').fill('new-password-2');
  await phone.getByLabel('비밀번호 확인 *').fill('new-password-2');
  await phone.getByRole('button', { name: '비밀번호 바꾸기' }).click();
  await phone.waitForURL('**/projects/reset-day/user/login');
  await expect(phone.getByText('비밀번호를 바꿨습니다. 새 비밀번호로 로그인하세요.')).toBeVisible();
  await phone.getByLabel('아이디').fill('minji');
  await phone.getByLabel('비밀번호').fill('new-password-2');
  await phone.getByRole('button', { name: '로그인' }).click();
  await phone.waitForURL('**/projects/reset-day/user/posters');
  await expect(phone.getByText('김민지님, 환영합니다.')).toBeVisible();

  // The link works once.
  const again = await (await newContext({ baseURL: server.baseURL, viewport: PHONE })).newPage();
  await again.goto(link!);
  await again.getByLabel('새 비밀번호 *').fill('third-password-3');
  await again.getByLabel('비밀번호 확인 *').fill('third-password-3');
  consoleWatch.expectFailedRequest(400, `/api/projects/${project.id}/users/password-reset/confirm`);
  await again.getByRole('button', { name: '비밀번호 바꾸기' }).click();
  await expect(again.getByRole('alert')).toContainText('이미 사용되었거나');
  await expect(again.getByRole('link', { name: '새 링크 요청하기' })).toBeVisible();
});
