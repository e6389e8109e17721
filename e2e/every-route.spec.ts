/**
 * Every route of the app, as the person it is for, in Korean and English, at phone and desktop width: axe finds
 * no violation of any impact, and no page is wider than the phone. With SCREENSHOTS_DIR set, each admin page
 * is also saved at 390 px (docs/screenshots holds the latest set).
 */
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  apiAs,
  boardsOnPlan,
  conference,
  expect,
  importPosters,
  JUDGE_PASSWORD,
  logInAs,
  loginSuperAdmin,
  posterImage,
  stepPhase,
  test,
} from './fixtures';
import { png, xlsxFile } from './media';
import type { RunningServer } from './server';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const screenshotsDir = process.env.SCREENSHOTS_DIR;

/** Waits until the page has settled: its heading shown and no spinner left. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('.spinner-wrap')).toHaveCount(0);
  await expect(page.locator('h1').first()).toBeVisible();
}

/** Every axe violation, of any impact, as readable lines. */
async function violations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (v) =>
      `${label}: ${v.id} (${v.impact}) ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

async function checkRoute(page: Page, path: string, name: string, problems: string[]): Promise<void> {
  for (const lang of ['ko', 'en'] as const) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    for (const [width, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const label = `${name} [${lang}, ${width}]`;
      problems.push(...(await violations(page, label)));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 1) problems.push(`${label}: the page is ${overflow}px wider than the screen`);
      if (screenshotsDir && width === 'phone' && lang === 'ko' && path.includes('/admin/')) {
        fs.mkdirSync(screenshotsDir, { recursive: true });
        await page.screenshot({ path: `${screenshotsDir}/${name}-390.png`, fullPage: true });
      }
    }
  }
  await page.evaluate(() => localStorage.setItem('lang', 'ko'));
}

/** A conference with two posters (one with an image), a criterion, a judge given both, an organiser and a participant. */
async function routesConference(page: Page, server: RunningServer, slug: string) {
  const { pid, posters, criteria } = await conference(page, server, {
    name: '접근성 점검 학술대회',
    slug,
    posters: [
      {
        title: '장내 미생물과 수면의 관계',
        author: '정미래',
        affiliation: '연세대학교',
        category: '생명과학',
        abstract: '장내 미생물 조성이 수면의 질에 미치는 영향.',
        keywords: '마이크로바이옴; 수면',
      },
      {
        title: '해양 플랑크톤의 계절 변화',
        author: '한바다',
        affiliation: '제주대학교',
        category: '해양학',
        abstract: '제주 연안 플랑크톤 관측.',
        keywords: '플랑크톤, 해양',
      },
    ],
    criteria: [{ name: '독창성', max_score: 10 }],
    judges: [{ username: `${slug}-judge`, full_name: '최심사' }],
    assign: [
      [0, 0],
      [0, 1],
    ],
    participants: [{ username: `${slug}-visitor`, password: 'visitor-pass', full_name: '방문객' }],
  });
  const [p1] = posters;
  const [criterion] = criteria;
  if (!p1 || !criterion) throw new Error('the conference was not set up');
  await posterImage(page, pid, p1.id, png(160, 120, [4, 120, 87]));
  // The second poster names an image at an address that is never fetched: listed on admin/image-fetches.
  await importPosters(
    page,
    pid,
    xlsxFile('images.xlsx', [
      { title: '해양 플랑크톤의 계절 변화', author: '한바다', image_urls: 'http://10.0.0.1/plankton.png' },
    ]),
  );
  const me = await apiAs<{ id: number }>(page, 'GET', '/auth/me');
  const organiser = await apiAs<{ id: number }>(page, 'POST', `/super-admin/admins?super_admin_id=${me.id}`, {
    username: `${slug}-admin`,
    password: 'admin-pass-1',
    email: `${slug}-admin@example.org`,
    full_name: '김운영',
  });
  await apiAs(page, 'POST', `/super-admin/projects/${pid}/admins?super_admin_id=${me.id}`, {
    admin_id: organiser.id,
  });
  // Boards B01 and B02 on a hall plan, so the poster pages show their map and the organiser's editor its boards.
  await boardsOnPlan(page, pid, 'B');
  return { pid, p1, criterion };
}

// The tests of this file share out over the workers: each page is checked four times (two languages, two
// widths), and one worker through all of them is the longest lane of the run.
test.describe.configure({ mode: 'parallel', timeout: 600_000 });

test('public pages and logins pass axe in both languages at both widths', async ({
  page,
  newContext,
  server,
}) => {
  const slug = 'routes-public';
  await routesConference(page, server, slug);
  const problems: string[] = [];
  const anon = await (await newContext()).newPage();
  await anon.goto('/');
  for (const [path, name] of [
    ['/', 'public-projects'],
    ['/super-admin/login', 'super-admin-login'],
    [`/projects/${slug}/user/login`, 'participant-login'],
    [`/projects/${slug}/user/register`, 'participant-register'],
    [`/projects/${slug}/user/password-reset`, 'participant-forgot-password'],
    [`/projects/${slug}/user/password-reset/not-a-real-token`, 'participant-reset-password'],
    [`/projects/${slug}/admin/login`, 'admin-login'],
    [`/projects/${slug}/judge/login`, 'judge-login'],
    ['/no-such-page', 'not-found'],
  ] as const)
    await checkRoute(anon, path, name, problems);
  expect(problems).toEqual([]);
});

test("the super admin's pages pass axe in both languages at both widths", async ({
  page,
  newContext,
  server,
}) => {
  const { pid } = await routesConference(page, server, 'routes-super');
  const problems: string[] = [];
  const sup = await (await newContext()).newPage();
  await loginSuperAdmin(sup, server);
  for (const [path, name] of [
    ['/super-admin/dashboard', 'super-admin-dashboard'],
    ['/super-admin/projects', 'super-admin-projects'],
    [`/super-admin/projects/${pid}`, 'super-admin-project'],
    ['/super-admin/admins', 'super-admin-admins'],
  ] as const)
    await checkRoute(sup, path, name, problems);
  expect(problems).toEqual([]);
});

/** The organiser's pages, in three parts run side by side; each part has its own conference. */
const organiserRoutes: Array<Array<[path: string, name: string]>> = [
  [
    ['dashboard', 'admin-dashboard'],
    ['posters', 'admin-posters'],
    ['posters/:p1', 'admin-poster-edit'],
    ['image-fetches', 'admin-image-fetches'],
    ['questions', 'admin-questions'],
    ['judges', 'admin-judges'],
    ['users', 'admin-users'],
    ['criteria', 'admin-criteria'],
    ['assignments', 'admin-assignments'],
  ],
  [
    ['statistics', 'admin-statistics'],
    ['poster-stats', 'admin-poster-stats'],
    ['results', 'admin-results'],
    ['print/labels', 'admin-print-labels'],
    ['print/judge-cards', 'admin-print-judge-cards'],
    ['print/results', 'admin-print-results'],
    ['print/certificates', 'admin-print-certificates'],
    ['print/presence-certificates', 'admin-print-presence-certificates'],
  ],
  [
    ['audit', 'admin-audit'],
    ['mail', 'admin-mail'],
    ['boards', 'admin-boards'],
    ['hall-map', 'admin-hall-map'],
    ['abstract-book', 'admin-abstract-book'],
    ['submissions', 'admin-submissions'],
    ['submissions/:p1/review', 'admin-submission-review'],
    ['screens', 'admin-screens'],
  ],
];

organiserRoutes.forEach((routes, part) => {
  test(`the organiser's pages pass axe in both languages at both widths (${part + 1} of ${organiserRoutes.length})`, async ({
    page,
    newContext,
    server,
  }) => {
    const slug = `routes-admin-${part + 1}`;
    const { pid, p1 } = await routesConference(page, server, slug);
    await apiAs(page, 'POST', `/projects/${pid}/screens`, {
      name: '1층 로비',
      roster: { categories: ['해양학'] },
    });
    const problems: string[] = [];
    const admin = await (await newContext()).newPage();
    await logInAs(admin, slug, 'admin', `${slug}-admin`, 'admin-pass-1');
    for (const [route, name] of routes)
      await checkRoute(
        admin,
        `/projects/${slug}/admin/${route.replace(':p1', String(p1.id))}`,
        name,
        problems,
      );
    expect(problems).toEqual([]);
  });
});

test("the judge's and the participant's pages pass axe in both languages at both widths", async ({
  page,
  newContext,
  server,
}) => {
  const slug = 'routes-people';
  const { pid, p1, criterion } = await routesConference(page, server, slug);
  const problems: string[] = [];
  const judge = await (await newContext()).newPage();
  await logInAs(judge, slug, 'judge', `${slug}-judge`, JUDGE_PASSWORD);
  for (const [path, name] of [
    [`/projects/${slug}/judge/posters`, 'judge-posters'],
    [`/projects/${slug}/judge/evaluate/${p1.id}`, 'judge-evaluate'],
  ] as const)
    await checkRoute(judge, path, name, problems);

  const visitor = await (await newContext()).newPage();
  await logInAs(visitor, slug, 'user', `${slug}-visitor`, 'visitor-pass');
  for (const [path, name] of [
    [`/projects/${slug}/user/posters`, 'participant-posters'],
    [`/projects/${slug}/user/posters/${p1.id}`, 'participant-poster'],
    [`/projects/${slug}/user/my-list`, 'participant-my-list'],
  ] as const)
    await checkRoute(visitor, path, name, problems);
  // The results page once they are published.
  await apiAs(judge, 'PUT', `/projects/${pid}/judge/posters/${p1.id}/evaluation`, {
    scores: [{ criterion_id: criterion.id, score: 7 }],
    comment: '명확한 발표',
  });
  await stepPhase(page, pid, 'closed');
  await stepPhase(page, pid, 'published');
  await checkRoute(visitor, `/projects/${slug}/user/results`, 'participant-results', problems);

  // The presenter, signed in by their poster's personal link.
  const link = await apiAs<{ url: string }>(page, 'POST', `/projects/${pid}/posters/${p1.id}/presenter-link`);
  const presenter = await (await newContext()).newPage();
  await presenter.goto(new URL(link.url).pathname);
  await presenter.waitForURL(`**/projects/${slug}/presenter`);
  await checkRoute(presenter, `/projects/${slug}/presenter`, 'presenter', problems);
  // With certificates of presentation on: the offer on the page, and the certificate page (none yet).
  await apiAs(page, 'PUT', `/projects/${pid}/hall-map/settings`, { presence_certificates: true });
  await checkRoute(presenter, `/projects/${slug}/presenter`, 'presenter-certificate-offer', problems);
  await checkRoute(presenter, `/projects/${slug}/presenter/certificate`, 'presenter-certificate', problems);

  // A screen of the poster hall, paired by its link (its poster view is checked in kiosk.spec.ts, with a file).
  const screen = await apiAs<{ url: string }>(page, 'POST', `/projects/${pid}/screens`, { name: '로비' });
  const kiosk = await (await newContext()).newPage();
  await kiosk.goto(new URL(screen.url).pathname);
  await kiosk.waitForURL(`**/projects/${slug}/kiosk`);
  await checkRoute(kiosk, `/projects/${slug}/kiosk`, 'kiosk-home', problems);
  expect(problems).toEqual([]);
});
