/**
 * A participant who forgot the password gets a link by mail and sets a new one (issue "Mail that arrives"): the
 * server sends to a real SMTP server started here, and the journey follows the link from the received mail, on a
 * phone, in Korean.
 */
import { expect, shot, test } from './fixtures';
import { startMailbox, type Mailbox } from './mailbox';
import { ADMIN_USERNAME, startServer, type RunningServer } from './server';

const PHONE = { width: 390, height: 844 };
let mailbox: Mailbox;
let server: RunningServer;

test.beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startServer({ SMTP_URL: mailbox.url, MAIL_FROM: 'posters@example.org' });
});
test.afterAll(async () => {
  await server?.stop();
  await mailbox?.close();
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

  const phone = await (
    await newContext({ baseURL: server.baseURL, viewport: PHONE, isMobile: true, hasTouch: true })
  ).newPage();
  await phone.goto('/projects/reset-day/user/login');
  await phone.getByRole('link', { name: '비밀번호를 잊으셨나요?' }).click();
  await expect(phone.getByRole('heading', { name: '비밀번호 재설정' })).toBeVisible();
  await phone.getByLabel('이메일 *').fill('minji@example.org');
  await phone.getByRole('button', { name: '재설정 링크 받기' }).click();
  await expect(phone.getByRole('status').filter({ hasText: '재설정 링크를 보냈습니다' })).toBeVisible();
  await shot(phone, 'participant-reset-requested-phone');

  // The mail: in Korean, with the link (the welcome mail of the sign-up came first).
  await expect
    .poll(() => mailbox.to('minji@example.org').filter((m) => /비밀번호/.test(m.subject ?? '')).length)
    .toBe(1);
  const mail = mailbox.to('minji@example.org').find((m) => /비밀번호/.test(m.subject ?? ''))!;
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
