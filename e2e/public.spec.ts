import type { Project } from '../src/shared/contracts/projects';
import { apiAs, expect, expectAccessible, loginSuperAdmin, test } from './fixtures';

const shotsDir = process.env.SHOTS_DIR;

test('public list: only active projects, search, cards and links', async ({ page, server }) => {
  const tag = Date.now().toString(36);
  await loginSuperAdmin(page, server);
  const make = (name: string, slug: string, description: string, logo_url = '') =>
    apiAs<Project>(page, 'POST', '/super-admin/projects', {
      name,
      slug,
      description,
      start_date: '2026-10-07',
      end_date: '2026-10-09',
      logo_url,
    });
  const onco = await make(
    `Oncology Forum ${tag}`,
    `onco-${tag}`,
    `Tumour biology posters ${tag}`,
    'https://logo.example.org/onco.svg',
  );
  await make(`신경과학 심포지엄 ${tag}`, `neuro-${tag}`, `뇌 연구 포스터 ${tag}`);
  const hidden = await make(`Hidden Meeting ${tag}`, `hidden-${tag}`, `Not public ${tag}`);
  await apiAs(page, 'PUT', `/super-admin/projects/${hidden.id}`, { is_active: false });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: '진행 중인 학술대회' })).toBeVisible();
  const cards = page.getByRole('list').getByRole('link');
  await expect(cards.filter({ hasText: `Oncology Forum ${tag}` })).toContainText(
    '2026년 10월 7일 ~ 2026년 10월 9일',
  );
  await expect(cards.filter({ hasText: `신경과학 심포지엄 ${tag}` })).toBeVisible();
  await expect(page.getByRole('img', { name: `Oncology Forum ${tag} 로고` })).toBeVisible();
  await expect(page.getByText(`Hidden Meeting ${tag}`)).toHaveCount(0);
  await expectAccessible(page, 'public list (ko)');
  if (shotsDir) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${shotsDir}/public-cards-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shotsDir}/public-cards-phone.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  // Search is case-insensitive over name and description.
  const search = page.getByRole('searchbox', { name: '학술대회 검색' });
  await search.fill(`TUMOUR BIOLOGY POSTERS ${tag.toUpperCase()}`);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`Oncology Forum ${tag}`);
  await search.fill(`뇌 연구 포스터 ${tag}`);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`신경과학 심포지엄 ${tag}`);
  await search.fill(`nothing-like-this-${tag}`);
  await expect(page.getByText(`"nothing-like-this-${tag}"에 대한 검색 결과가 없습니다.`)).toBeVisible();
  await page.getByRole('button', { name: /English/ }).click();
  await expect(page.getByText(`No results for "nothing-like-this-${tag}".`)).toBeVisible();
  await expectAccessible(page, 'public list no results (en)');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await page.getByRole('button', { name: /한국어/ }).click();
  await expect(search).toHaveValue('');

  // A card opens the project (its participant login); the Admin Login button opens the super admin login.
  await cards.filter({ hasText: `Oncology Forum ${tag}` }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${onco.slug}/user/login$`));
  await page.goto('/');
  await page.getByRole('link', { name: '관리자 로그인' }).click();
  await expect(page).toHaveURL(/\/super-admin\/login$/);
  await expect(page.getByRole('link', { name: '처음으로 돌아가기' })).toHaveAttribute('href', '/');
});

test('public list: a failed load says so and can be retried', async ({ page, consoleWatch }) => {
  let fail = true;
  consoleWatch.expectFailedRequest(500, '/api/projects/?is_active=true');
  await page.route('**/api/projects/?is_active=true', (route) =>
    fail
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"detail":"boom","code":"INTERNAL"}',
        })
      : route.fallback(),
  );
  // The list a page rendered by the server carries is the server's own answer: the failing one is the browser's,
  // asked when it goes to the list from another page.
  await page.goto('/super-admin/login');
  await page.getByRole('link', { name: '처음으로 돌아가기' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: '학술대회 목록을 불러오지 못했습니다.' }),
  ).toBeVisible({ timeout: 15_000 });
  fail = false;
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByRole('heading', { name: '진행 중인 학술대회' })).toBeVisible();
  await expect(page.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
});

test('the app arrives compressed: pages private and revalidated, hashed scripts and styles kept for a year', async ({
  page,
}) => {
  const responses = new Map<string, { encoding?: string; cache?: string; vary?: string }>();
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname === '/' || /\.(js|css)$/.test(url.pathname)) {
      const h = res.headers();
      responses.set(url.pathname, {
        encoding: h['content-encoding'],
        cache: h['cache-control'],
        vary: h.vary,
      });
    }
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page is rendered for its visitor (decision 042): compressed as it is sent, never kept by a shared cache.
  const home = responses.get('/');
  expect(home).toMatchObject({ encoding: 'br', cache: 'private, no-cache' });
  expect(home?.vary).toMatch(/accept-encoding/i);
  expect(home?.vary).toMatch(/cookie/i);
  const assets = [...responses].filter(([path]) => path.startsWith('/assets/'));
  expect(assets.some(([path]) => path.endsWith('.js'))).toBe(true);
  expect(assets.some(([path]) => path.endsWith('.css'))).toBe(true);
  for (const [path, h] of assets) {
    expect({ path, ...h }).toMatchObject({
      path,
      encoding: 'br',
      cache: 'public, max-age=31536000, immutable',
    });
  }
});

test('an unknown address shows the error screen with 404 and a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다');
  await expect(page.getByText('주소가 바뀌었거나 없는 페이지입니다.', { exact: false })).toBeVisible();
  await expect(page).toHaveTitle(/./);
  await page.getByRole('link', { name: '처음으로' }).click();
  await expect(page).toHaveURL(/\/$/);
});
