/**
 * The demo conference (`DEMO=1`, src/server/ops/demo.ts) as a newcomer meets it: the public list, the posters
 * with their pictures, a judge's phone after signing in with the printed password, the organiser's dashboard.
 * With SHOTS_DIR set, its pages are the README's pictures.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { ADMIN_USERNAME, startServer, type RunningServer } from './server';

const PHONE = { width: 390, height: 844 };
const SCREEN = { width: 1920, height: 1080 };
const shotsDir = process.env.SHOTS_DIR;
let demo: RunningServer;

test.beforeAll(async () => {
  demo = await startServer({ DEMO: '1' });
});
test.afterAll(async () => demo?.stop());

async function picture(page: Page, name: string) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}/${name}.png` });
}

test('the demo conference: public list, posters with pictures, a judge on a phone, the dashboard', async ({
  newContext,
}) => {
  const screen = await (await newContext({ baseURL: demo.baseURL, viewport: SCREEN })).newPage();
  await screen.goto('/');
  const card = screen.getByRole('link').filter({ hasText: '2026 생명과학 추계 학술대회' });
  await expect(card).toBeVisible();
  await picture(screen, 'demo-public-list-1920');

  // A visitor opens the conference from the list, signs in with the printed password and browses the posters.
  await card.click();
  await screen.waitForURL('**/projects/demo-2026/user/login');
  await screen.getByLabel('아이디').fill('visitor1');
  await screen.getByLabel('비밀번호').fill('demo-2026!');
  await screen.getByRole('button', { name: '로그인' }).click();
  await screen.waitForURL('**/projects/demo-2026/user/posters');
  await expect(screen.getByText('포스터 40개')).toBeVisible();
  const first = screen.getByRole('link').filter({ hasText: '딥러닝 기반 단백질 구조 예측의 정확도 향상' });
  await expect(first.first()).toBeVisible();
  // Every card on the first screen shows its generated picture, loaded.
  const pictures = screen.locator('img[src*="/uploads/"]');
  await expect(pictures.first()).toBeVisible();
  await expect
    .poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expectAccessible(screen, 'demo gallery');
  await picture(screen, 'demo-gallery-1920');

  // A judge, on a phone, with the printed password.
  const phone = await (
    await newContext({ baseURL: demo.baseURL, viewport: PHONE, isMobile: true, hasTouch: true })
  ).newPage();
  await phone.goto('/projects/demo-2026/judge/login');
  await phone.getByLabel('아이디').fill('judge1');
  await phone.getByLabel('비밀번호').fill('demo-2026!');
  await phone.getByRole('button', { name: '로그인' }).click();
  await phone.waitForURL('**/judge/posters');
  await expect(phone.getByText('최심사 심사위원님, 환영합니다.')).toBeVisible();
  await expect(phone.getByTestId('judge-poster-card')).toHaveCount(10);
  // Part of a morning's judging is in: some done, some not.
  await expect(phone.getByTestId('progress-count')).not.toHaveText('0 / 10 완료');
  await expect(phone.getByTestId('progress-count')).not.toHaveText('10 / 10 완료');
  await expectAccessible(phone, 'demo judge list');
  await picture(phone, 'demo-judge-list-390');

  // The organiser (the super admin of the first start) on the dashboard.
  await screen.goto('/super-admin/login');
  await screen.getByLabel('아이디').fill(ADMIN_USERNAME);
  await screen.getByLabel('비밀번호').fill(demo.adminPassword);
  await screen.getByRole('button', { name: '로그인' }).click();
  await screen.waitForURL((url) => !url.pathname.endsWith('/login'));
  await screen.goto('/projects/demo-2026/admin');
  await expect(screen.getByRole('heading', { name: '관리자 대시보드' })).toBeVisible();
  await expect(screen.getByText('전체 포스터').locator('..')).toContainText('40');
  await expect(screen.getByText('전체 심사위원').locator('..')).toContainText('8');
  await expect(screen.getByText('전체 배정').locator('..')).toContainText('80');
  await picture(screen, 'demo-dashboard-1920');
});
