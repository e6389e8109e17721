/**
 * An organiser's tables with a big conference: 1,000 posters and 300 judges are paged, searched and sorted by the
 * server (decision 026), keep their state in the address, fit a phone; the gallery loads more as it scrolls.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { apiAs, expect, expectAccessible, logInAs, ON_A_PHONE, PHONE, test } from './fixtures';
import { ADMIN, desktop, importSheet, logIn, rowAction, setUpConference, shoot } from './admin-setup';
import { xlsxFile } from './media';
import { startServer, type RunningServer } from './server';

type PosterPage = { items: { title: string }[]; total: number; page: number; page_size: number };

/** At phone width: no horizontal page overflow, and axe finds no violation of any impact. */
async function fitsPhone(p: Page, label: string, only?: string): Promise<void> {
  await p.setViewportSize(PHONE);
  // The assignments page renders 1,300 options and 1,400 list entries first: give it time on a busy machine.
  await expect(p.locator('table tbody tr').first()).toBeVisible({ timeout: 30_000 });
  expect(await p.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(
    PHONE.width,
  );
  const axe = new AxeBuilder({ page: p });
  const { violations } = await (only ? axe.include(only) : axe).analyze();
  expect(violations.map((v) => `${label}: ${v.id} (${v.impact})`)).toEqual([]);
  await p.setViewportSize(desktop.viewport);
}

type NewContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;

test('tables stay usable with 1,000 posters and 300 judges', async ({ newContext }) => {
  test.setTimeout(360_000);
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
  const { project, admin } = await setUpConference(await superAdmin.newPage(), server, slug, account);
  await superAdmin.close();
  const ctx = await newContext({ ...desktop, baseURL: server.baseURL });
  const p = await ctx.newPage();
  const base = `/projects/${slug}/admin`;
  await logIn(p, slug, account);
  await p.goto(`${base}/posters`);

  const posters = Array.from({ length: 1000 }, (_, i) => ({
    title: `Poster number ${i + 1}`,
    author: `Author ${i + 1}`,
    category: i % 2 ? 'Biology' : 'Chemistry',
  }));
  await p.getByLabel(/엑셀 파일 선택/).setInputFiles(xlsxFile('big.xlsx', posters));
  await p.getByRole('button', { name: '업로드', exact: true }).click();
  await expect(p.locator('.upload-result')).toContainText('새로 추가 1,000', { timeout: 60_000 });
  // The table asks the server for one page of 50, not for the thousand.
  const firstPage = p.waitForResponse((r) => /\/posters\?.*page=1/.test(r.url()));
  await p.getByRole('button', { name: '적용' }).click();
  await expect(p.locator('.upload-result')).toContainText('포스터 1,000개 생성', { timeout: 60_000 });
  const rows = p.locator('table tbody tr');
  await expect(rows).toHaveCount(50);
  const paged = (await (await firstPage).json()) as PosterPage;
  expect(paged.items.length).toBeLessThanOrEqual(50);
  const pager = p.getByRole('navigation', { name: '페이지 이동' });
  await expect(pager).toContainText('1 / 20 페이지');
  await p.getByRole('button', { name: '다음' }).click();
  await expect(rows.first()).toContainText('Poster number 51');
  await expect(p).toHaveURL(/page=2/);

  // Sorted by a header: the title column, then the other way round.
  const titleHeader = p.getByRole('columnheader', { name: /제목/ });
  await titleHeader.getByRole('button').click();
  await expect(titleHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.nth(0)).toContainText('Poster number 1');
  await expect(rows.nth(1)).toContainText('Poster number 10');
  await expect(pager).toContainText('1 / 20 페이지');
  await titleHeader.getByRole('button').click();
  await expect(titleHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.first()).toContainText('Poster number 999');

  // Searched on the server, the order kept; a number finds its poster.
  await p.getByRole('searchbox', { name: '검색' }).fill('biology');
  await expect(pager).toContainText('1 / 10 페이지');
  await expect(rows).toHaveCount(50);
  await expect(rows.filter({ hasText: 'Chemistry' })).toHaveCount(0);
  await expect(rows.first()).toContainText('Poster number 998');
  await p.getByRole('button', { name: '다음' }).click();
  await expect(pager).toContainText('2 / 10 페이지');
  const firstOnPage2 = (await rows.first().locator('td').nth(4).textContent())!;
  await expect(p).toHaveURL(/q=biology/);

  // Back from a poster returns to the same page, search and order.
  await rowAction(p, firstOnPage2, '수정');
  await expect(p.getByRole('heading', { name: /포스터 수정/ })).toBeVisible();
  await p.goBack();
  await expect(pager).toContainText('2 / 10 페이지');
  await expect(rows.first().locator('td').nth(4)).toHaveText(firstOnPage2);
  await expect(p.getByRole('searchbox', { name: '검색' })).toHaveValue('biology');
  await expect(titleHeader).toHaveAttribute('aria-sort', 'descending');

  await p.getByRole('searchbox', { name: '검색' }).fill('P-0500');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Poster number 500');
  await p.getByRole('searchbox', { name: '검색' }).fill('');
  await expect(rows).toHaveCount(50);
  await fitsPhone(p, 'posters page');
  await shoot(p, 'big-posters');

  const judges = Array.from({ length: 300 }, (_, i) => ({
    username: `j${i + 1}`,
    password: 'judge-pass',
    full_name: `Judge ${i + 1}`,
    email: `j${i + 1}@example.org`,
  }));
  await p.goto(`${base}/judges`);
  await importSheet(p, xlsxFile('judges.xlsx', judges), '새로 추가 300', '300건 등록', 90_000);
  await expect(rows).toHaveCount(50);
  await p.getByRole('columnheader', { name: /이름/ }).getByRole('button').click();
  await expect(rows.first()).toContainText('Judge 1');
  await expect(rows.nth(1)).toContainText('Judge 10');
  await fitsPhone(p, 'judges');

  // Every poster and judge can be chosen; the side lists render 200 at a time inside their 24rem scroll box.
  await p.goto(`${base}/assignments`);
  await expect(p.locator('#assign-poster option')).toHaveCount(1001);
  await expect(p.locator('#assign-judge option')).toHaveCount(301);
  const posterList = p.locator('.scroll-24[aria-labelledby="list-posters"]');
  await expect(posterList.locator('li')).toHaveCount(200);
  expect(await posterList.evaluate((el) => el.clientHeight)).toBeLessThanOrEqual(24 * 16);
  await posterList.getByRole('button', { name: '200개 더 보기' }).click();
  await expect(posterList.locator('li')).toHaveCount(400);
  await expectAccessible(p, 'assignments with 1,000 posters');

  // One assignment and one participant: their tables fit a phone too.
  const q = `admin_id=${admin.id}`;
  const [poster] = (
    await apiAs<PosterPage & { items: { id: number }[] }>(
      p,
      'GET',
      `/projects/${project.id}/posters?page_size=1&${q}`,
    )
  ).items;
  const [judge] = (
    await apiAs<{ items: { id: number }[] }>(p, 'GET', `/projects/${project.id}/judges?page_size=1&${q}`)
  ).items;
  await apiAs(
    p,
    'POST',
    `/projects/${project.id}/assignments?judge_id=${judge!.id}&poster_id=${poster!.id}&${q}`,
  );
  await apiAs(p, 'POST', `/projects/${project.id}/users?${q}`, {
    username: 'visitor',
    password: 'visitor-pass',
    email: 'visitor@example.org',
    full_name: '방문객',
  });
  await p.reload();
  // Its side lists hold 1,400 entries and two selects 1,300 options: axe takes minutes over them (it has scanned
  // the whole page at desktop width above), so at phone width it scans the assignments table.
  await fitsPhone(p, 'assignments', '.table-wrap');
  await p.goto(`${base}/users`);
  await fitsPhone(p, 'participants');
  await ctx.close();
  await participantGallery(newContext, server, slug);
}

/** A participant on a phone: 24 posters first, more as the list scrolls, and a search by number. */
async function participantGallery(
  newContext: NewContext,
  server: RunningServer,
  slug: string,
): Promise<void> {
  const phone = await newContext({ baseURL: server.baseURL, ...ON_A_PHONE });
  const p = await phone.newPage();
  await logInAs(p, slug, 'user', 'visitor', 'visitor-pass');
  await p.waitForURL('**/user/posters');

  const cards = p.getByTestId('poster-card');
  await expect(cards).toHaveCount(24);
  await expect(p.getByText('포스터 1,000개')).toBeVisible();
  // Scrolling to the end of the list loads the next page, and the one after.
  await cards.last().scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(48);
  await cards.last().scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(72);
  await expect(cards.nth(71)).toContainText('P-072');

  await p.getByLabel('검색').fill('500');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Poster number 500');
  await p.getByLabel('검색').fill('');
  await p.getByLabel('정렬').selectOption({ label: '제목순' });
  await expect(cards.nth(1)).toContainText('Poster number 10');
  expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(p, 'gallery of 1,000 posters');
  await phone.close();
}
