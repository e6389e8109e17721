/**
 * The demo conference (`DEMO=1`, src/server/ops/demo.ts) as a newcomer meets it: the terminal's one block, the
 * public list, the posters with their pictures, a judge's phone after signing in with the printed password, the
 * organiser signed in with the printed sign-in walking every page of the product (none of them empty), the kiosk
 * opened by its printed link and a presenter by theirs. With SHOTS_DIR set, its pages are the README's pictures.
 * The demo runs with the suite's mailbox as its SMTP server so that its mail log has the mail it wrote.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, FULL_HD, test } from './fixtures';
import { startDemoServer, type DemoServer } from './demo-server';
import { startSmtpSink, type SmtpSink } from '../src/server/test/smtp-sink-server';

const DESK = { width: 1440, height: 900 };
const shotsDir = process.env.SHOTS_DIR;
let demo: DemoServer;
let mailbox: SmtpSink;

test.describe.configure({ mode: 'serial' });

// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  // The demo renders its 28 poster files before it listens (about a minute and a half on 2 cores).
  testInfo.setTimeout(600_000);
  mailbox = await startSmtpSink();
  demo = await startDemoServer({ SMTP_URL: mailbox.url, MAIL_FROM: 'demo@example.org' });
  await expect.poll(() => demo.stdout()).toContain('Request logs are off');
});
test.afterAll(async () => {
  await demo?.stop();
  await mailbox?.close();
});

async function picture(page: Page, name: string) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}/${name}.png` });
}

/** The value printed after `label` in the terminal block (the line's first address, or its user and password). */
function printed(label: string): { url: string; user?: string; password?: string } {
  const line = demo
    .stdout()
    .split('\n')
    .find((l) => l.trimStart().startsWith(label));
  if (!line) throw new Error(`no "${label}" line in:\n${demo.stdout()}`);
  const url = /(https?:\/\/\S+)/.exec(line)![1]!;
  const user = /user (\S+)/.exec(line)?.[1];
  const password = /password (\S+)/.exec(line)?.[1];
  return { url: new URL(url).pathname, user, password };
}

test('the terminal shows one block with every sign-in, and no request log line', async () => {
  const out = demo.stdout();
  for (const label of ['Address', 'Organiser', 'Judges', 'Visitors', 'Presenter', 'Kiosk', 'Super admin'])
    expect(out.split('\n').filter((l) => l.trimStart().startsWith(`${label} `))).toHaveLength(1);
  expect(printed('Organiser')).toEqual({
    url: '/projects/demo-2026/admin/login',
    user: 'organiser',
    password: 'demo-2026!',
  });
  expect(printed('Presenter').url).toMatch(/^\/projects\/demo-2026\/presenter\/link\/\S+$/);
  expect(printed('Kiosk').url).toMatch(/^\/projects\/demo-2026\/kiosk\/pair\/\S+$/);
  // The logger writes JSON lines to standard output; in the demo none reach it (LOG_LEVEL is not set).
  expect(out.split('\n').filter((l) => l.trimStart().startsWith('{'))).toEqual([]);
  expect(out).not.toContain('"reqId"');
});

test('a visitor browses the posters with pictures; a judge on a phone finds part of the day judged', async ({
  newContext,
  newPhone,
}) => {
  const screen = await (await newContext({ baseURL: demo.baseURL, viewport: FULL_HD })).newPage();
  await screen.goto('/');
  const card = screen.getByRole('link').filter({ hasText: '2026 생명과학 추계 학술대회' });
  await expect(card).toBeVisible();
  await picture(screen, 'demo-public-list-1920');
  await card.click();
  await screen.waitForURL('**/projects/demo-2026/user/login');
  const visitors = printed('Visitors');
  await screen.getByLabel('아이디').fill('visitor1');
  await screen.getByLabel('비밀번호').fill(visitors.password!);
  await screen.getByRole('button', { name: '로그인' }).click();
  await screen.waitForURL('**/projects/demo-2026/user/posters');
  await expect(screen.getByText('포스터 40개')).toBeVisible();
  const pictures = screen.locator('img[src*="/uploads/"]');
  await expect(pictures.first()).toBeVisible();
  await expect
    .poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expectAccessible(screen, 'demo gallery');
  await picture(screen, 'demo-gallery-1920');

  const phone = await newPhone({ baseURL: demo.baseURL });
  await phone.goto(printed('Judges').url);
  await phone.getByLabel('아이디').fill('judge1');
  await phone.getByLabel('비밀번호').fill(printed('Judges').password!);
  await phone.getByRole('button', { name: '로그인' }).click();
  await phone.waitForURL('**/judge/posters');
  await expect(phone.getByText('최심사 심사위원님, 환영합니다.')).toBeVisible();
  await expect(phone.getByTestId('judge-poster-card')).toHaveCount(10);
  await expect(phone.getByTestId('progress-count')).not.toHaveText('0 / 10 완료');
  await expect(phone.getByTestId('progress-count')).not.toHaveText('10 / 10 완료');
  await expectAccessible(phone, 'demo judge list');
  await picture(phone, 'demo-judge-list-390');
});

test('the organiser signs in with the printed sign-in and finds every page filled', async ({
  newContext,
}) => {
  test.setTimeout(180_000);
  const page = await (await newContext({ baseURL: demo.baseURL, viewport: DESK })).newPage();
  const organiser = printed('Organiser');
  await page.goto(organiser.url);
  await page.getByLabel('아이디').fill(organiser.user!);
  await page.getByLabel('비밀번호').fill(organiser.password!);
  await page.getByRole('button', { name: '로그인' }).click();
  await page.waitForURL('**/projects/demo-2026/admin/dashboard');
  const main = page.locator('main');

  // Each page with what shows it is not empty: the heading, then a thing of the demo's on it.
  const pages: [string, string, (p: Page) => Promise<void>][] = [
    [
      'dashboard',
      '관리자 대시보드',
      async (p) => {
        await expect(p.getByText('전체 포스터').locator('..')).toContainText('40');
        await expect(p.getByText('전체 배정').locator('..')).toContainText('80');
      },
    ],
    [
      'posters',
      '포스터 관리',
      async (p) => {
        await expect(p.getByText('딥러닝 기반 단백질 구조 예측의 정확도 향상').first()).toBeVisible();
      },
    ],
    [
      'submissions',
      '제출 현황',
      async (p) => {
        await expect(p.getByText('presenter1@demo.example.org')).toBeVisible();
        await expect(p.locator('img[src*="/uploads/"]').first()).toBeVisible();
      },
    ],
    [
      'boards',
      '보드',
      async (p) => {
        await expect(p.getByText('B01', { exact: true }).first()).toBeVisible();
      },
    ],
    [
      'hall-map',
      '행사장 배치도',
      async (p) => {
        await expect(p.getByText('B40', { exact: true }).first()).toBeVisible();
      },
    ],
    [
      'screens',
      '스크린',
      async (p) => {
        await expect(p.getByText('로비 키오스크 · Lobby kiosk')).toBeVisible();
      },
    ],
    [
      'questions',
      '발표자에게 온 질문',
      async (p) => {
        await expect(p.getByText(/표본 수를 늘리면/).first()).toBeVisible();
        await expect(p.getByText(/세 기관 자료를 더 모으고/).first()).toBeVisible();
      },
    ],
    [
      'poster-stats',
      '열람 통계',
      async (p) => {
        await expect(p.getByTestId('project-view-days')).toBeVisible();
        await expect(
          p.getByText('Single-cell RNA-seq clustering with graph neural networks').first(),
        ).toBeVisible();
      },
    ],
    [
      'abstract-book',
      '초록집',
      async (p) => {
        await expect(p.getByText('준비되었습니다.').first()).toBeVisible();
      },
    ],
    [
      'results',
      '심사 결과',
      async (p) => {
        await expect(p.getByRole('table').first()).toBeVisible();
      },
    ],
    [
      'mail',
      '메일',
      async (p) => {
        await expect(p.getByTestId('mail-log').locator('tbody tr').first()).toBeVisible();
      },
    ],
  ];
  for (const [path, heading, check] of pages) {
    await page.goto(`/projects/demo-2026/admin/${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await check(page);
    await expect(main.locator('p.empty'), `an empty state on ${path}`).toHaveCount(0);
    if (path === 'dashboard') {
      // The README's picture: the day's path at the top of the dashboard, its next step and its three parts.
      await page.evaluate(() => window.scrollTo(0, 0));
      await picture(page, 'demo-dashboard-1440');
    }
  }
});

test('the kiosk opens by its printed link, a presenter by theirs', async ({ newContext, newPhone }) => {
  const kiosk = await (
    await newContext({ baseURL: demo.baseURL, viewport: FULL_HD, hasTouch: true })
  ).newPage();
  await kiosk.goto(printed('Kiosk').url);
  await kiosk.waitForURL('**/projects/demo-2026/kiosk');
  // The screen shows every poster whose file is approved: 22 of the demo's 40.
  await expect(kiosk.locator('.kiosk-card')).toHaveCount(22);
  // The first screenful of cards with their pages' pictures drawn.
  await expect
    .poll(() =>
      kiosk
        .locator('.kiosk-card img')
        .evaluateAll((imgs: HTMLImageElement[]) =>
          imgs.slice(0, 8).every((img) => img.complete && img.naturalWidth > 0),
        ),
    )
    .toBe(true);
  await expectAccessible(kiosk, 'demo kiosk');
  await picture(kiosk, 'demo-kiosk-1920');

  const presenter = await newPhone({ baseURL: demo.baseURL });
  await presenter.goto(printed('Presenter').url);
  await presenter.waitForURL('**/projects/demo-2026/presenter');
  await expect(presenter.getByText('딥러닝 기반 단백질 구조 예측의 정확도 향상').first()).toBeVisible();
});
