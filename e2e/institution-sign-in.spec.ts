/**
 * Sign-in through the institution (decision 090), in Korean: a judge on a phone taps the institution's button,
 * signs in at the institution's own page (a real OpenID provider started here) and lands on the posters to judge;
 * someone whose email no account has is refused in Korean; the organiser's sign-in page shows the button too.
 */
import { freePort } from '../src/server/test/loopback';
import { SITE_CLIENT, startOidcIssuer, type OidcIssuer } from '../src/server/test/oidc-issuer';
import { OIDC_CALLBACK_PATH } from '../src/shared/contracts/values';
import type { BrowserContext, Page } from '@playwright/test';
import { conference, expect, shot, test } from './fixtures';
import { startServer, type RunningServer } from './server';

let issuer: OidcIssuer;
let server: RunningServer;

test.beforeAll(async () => {
  // The server discovers its provider at the first sign-in: it starts first, on the provider's address to be.
  const issuerPort = await freePort();
  server = await startServer({
    OIDC_ISSUER: `http://127.0.0.1:${issuerPort}`,
    OIDC_CLIENT_ID: SITE_CLIENT.id,
    OIDC_CLIENT_SECRET: SITE_CLIENT.secret,
    OIDC_NAME: '한국대학교',
  });
  issuer = await startOidcIssuer([`${server.baseURL}${OIDC_CALLBACK_PATH}`], issuerPort);
});
test.afterAll(async () => {
  await server?.stop();
  await issuer?.close();
});

const SMALL_PHONE = { width: 360, height: 740 };

/** A phone at 360 px; the provider's development login page asks for a web font this machine cannot reach. */
async function phoneIn(newContext: (o: object) => Promise<BrowserContext>): Promise<Page> {
  const context = await newContext({ baseURL: server.baseURL, viewport: SMALL_PHONE });
  await context.route('https://fonts.googleapis.com/**', (r) =>
    r.fulfill({ contentType: 'text/css', body: '' }),
  );
  return context.newPage();
}

test('a judge signs in with the institution account on a phone; a stranger is refused in Korean', async ({
  newContext,
  consoleWatch,
}) => {
  const organiser = await (await newContext({ baseURL: server.baseURL })).newPage();
  await conference(organiser, server, {
    name: '2026 기관 로그인 학회',
    slug: 'sso-day',
    posters: [{ title: '해양 미세플라스틱 분포', author: '정바다', category: '환경' }],
    criteria: [{ name: '독창성', max_score: 10 }],
    judges: [{ username: 'kimjudge', full_name: '김심사', posters: [0] }],
  });
  const phone = await phoneIn(newContext);
  await phone.goto('/projects/sso-day/judge/login');
  const button = phone.getByRole('button', { name: '기관 계정으로 로그인 (한국대학교)' });
  await expect(button).toBeVisible();
  await shot(phone, 'institution-judge-login-360');
  await button.click();
  // The institution's own sign-in page.
  await phone.waitForURL((u) => u.origin === issuer.issuer);
  await phone.locator('input[name="login"]').fill('kimjudge@example.org');
  await phone.locator('input[name="password"]').fill('institution-password');
  await phone.locator('button[type="submit"]').click();
  await phone.waitForURL(/\/projects\/sso-day\/judge\/posters$/);
  await expect(phone.getByText('해양 미세플라스틱 분포')).toBeVisible();
  await shot(phone, 'institution-judge-signed-in-360');

  const stranger = await phoneIn(newContext);
  consoleWatch.expectFailedRequest(403, '/api/auth/oidc/login');
  await stranger.goto('/projects/sso-day/judge/login');
  await stranger.getByRole('button', { name: '기관 계정으로 로그인 (한국대학교)' }).click();
  await stranger.waitForURL((u) => u.origin === issuer.issuer);
  await stranger.locator('input[name="login"]').fill('stranger@example.org');
  await stranger.locator('input[name="password"]').fill('institution-password');
  await stranger.locator('button[type="submit"]').click();
  await expect(stranger.getByRole('alert')).toContainText(
    '이 이메일(stranger@example.org)로 등록된 계정이 없습니다',
  );
  await expect(stranger).toHaveURL(new RegExp(`${OIDC_CALLBACK_PATH}$`));
  await shot(stranger, 'institution-refused-360');
  await stranger.getByRole('link', { name: '로그인 화면으로 돌아가기' }).click();
  await expect(stranger).toHaveURL(/\/projects\/sso-day\/judge\/login$/);

  const desk = await (
    await newContext({ baseURL: server.baseURL, viewport: { width: 1440, height: 900 } })
  ).newPage();
  await desk.goto('/projects/sso-day/admin/login');
  await expect(desk.getByRole('button', { name: '기관 계정으로 로그인 (한국대학교)' })).toBeVisible();
  await shot(desk, 'institution-admin-login-1440');
});
