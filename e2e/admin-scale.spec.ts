/** An organiser's tables with a big conference: 1,000 posters and 300 judges stay paged, searchable and quick. */
import type { BrowserContext, BrowserContextOptions } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { ADMIN, desktop, logIn, setUpConference, shoot, xlsxFile } from './admin-setup';
import { startServer, type RunningServer } from './server';

type NewContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;

test('tables stay usable with 1,000 posters and 300 judges', async ({ newContext }) => {
  test.setTimeout(240_000);
  // A server of its own: a thousand posters would change the numbers other journeys see on a shared one.
  const server = await startServer();
  try {
    await bigConference(newContext, server);
  } finally {
    await server.stop();
  }
});

async function bigConference(newContext: NewContext, server: RunningServer): Promise<void> {
  const account = { ...ADMIN, username: 'big-organiser', email: 'big@example.org' };
  const slug = 'big-congress';
  const superAdmin = await newContext({ baseURL: server.baseURL });
  await setUpConference(await superAdmin.newPage(), server, slug, account);
  await superAdmin.close();
  const ctx = await newContext({ ...desktop, baseURL: server.baseURL });
  const p = await ctx.newPage();
  const base = `/projects/${slug}/admin`;
  await logIn(p, slug, account);

  const posters = Array.from({ length: 1000 }, (_, i) => ({
    title: `Poster number ${i + 1}`,
    author: `Author ${i + 1}`,
    category: i % 2 ? 'Biology' : 'Chemistry',
  }));
  await p.getByLabel(/엑셀 파일 선택/).setInputFiles(xlsxFile('big.xlsx', posters));
  await p.getByRole('button', { name: '업로드', exact: true }).click();
  await expect(p.locator('.upload-result')).toContainText('새로 추가 1000', { timeout: 60_000 });
  await p.getByRole('button', { name: '적용' }).click();
  await expect(p.locator('.upload-result')).toContainText('포스터 1000개 생성', { timeout: 60_000 });
  const rows = p.locator('table tbody tr');
  await expect(rows).toHaveCount(50);
  await expect(p.getByRole('navigation', { name: '페이지 이동' })).toContainText('1 / 20 페이지');
  await p.getByRole('button', { name: '다음' }).click();
  await expect(rows.first()).toContainText('Poster number 51');
  await p.getByRole('searchbox', { name: '검색' }).fill('biology');
  await expect(p.getByRole('navigation', { name: '페이지 이동' })).toContainText('1 / 10 페이지');
  await expect(rows).toHaveCount(50);
  await expect(rows.filter({ hasText: 'Chemistry' })).toHaveCount(0);
  await shoot(p, 'big-dashboard');

  const judges = Array.from({ length: 300 }, (_, i) => ({
    username: `j${i + 1}`,
    password: 'judge-pass',
    full_name: `Judge ${i + 1}`,
    email: `j${i + 1}@example.org`,
  }));
  await p.goto(`${base}/judges`);
  await p.getByLabel(/엑셀 파일 선택/).setInputFiles(xlsxFile('judges.xlsx', judges));
  await p.getByRole('button', { name: '업로드', exact: true }).click();
  await expect(p.locator('.upload-result')).toContainText('새로 추가 300', { timeout: 90_000 });
  await p.getByRole('button', { name: '적용' }).click();
  await expect(p.locator('.upload-result')).toContainText('300건 등록', { timeout: 90_000 });
  await expect(rows).toHaveCount(50);

  // Every poster and judge can be chosen; the side lists render 200 at a time inside their 24rem scroll box.
  await p.goto(`${base}/assignments`);
  await expect(p.locator('#assign-poster option')).toHaveCount(1001);
  await expect(p.locator('#assign-judge option')).toHaveCount(301);
  const posterList = p.locator('section[aria-labelledby="list-posters"] .scroll-24');
  await expect(posterList.locator('li')).toHaveCount(200);
  expect(await posterList.evaluate((el) => el.clientHeight)).toBeLessThanOrEqual(24 * 16);
  await posterList.getByRole('button', { name: '200개 더 보기' }).click();
  await expect(posterList.locator('li')).toHaveCount(400);
  await expectAccessible(p, 'assignments with 1,000 posters');
  await ctx.close();
}
