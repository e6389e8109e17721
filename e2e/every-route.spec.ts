/**
 * The walk: every route of the app, as the person it is for, checked as a person would (decision 070). In Korean
 * each page is opened at 360 px and looked at there, at 390 px and at desktop width: no wider than the screen,
 * every control reachable, targets of at least 44 px at phone width, no English word that is not data, axe at
 * zero (at 390 px and desktop); in English at 390 px and desktop, the same but the words. The kiosk at the three
 * screens it is made for fits each without scrolling, targets of at least 48 px. With SCREENSHOTS_DIR set, the
 * pages of DOC_SHOTS are saved in Korean at 390 px, the kiosk's home at its three sizes (docs/screenshots holds
 * the latest set).
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { Screen } from '../src/shared/contracts/screens';
import {
  apiAs,
  boardsOnPlan,
  conference,
  expect,
  importPosters,
  JUDGE_PASSWORD,
  logInAs,
  loginSuperAdmin,
  PHONE,
  posterImage,
  postersOnScreens,
  stepPhase,
  test,
} from './fixtures';
import { png, xlsxFile } from './media';
import { KIOSK_SCREENS, measureFit } from './screen-fit';
import type { RunningServer } from './server';
import { axeProblems, englishProblems, layoutProblems, PHONE_TARGET } from './walk';

const NARROW = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 800 };
const screenshotsDir = process.env.SCREENSHOTS_DIR;
/** The pages docs/screenshots keeps: the organiser's, and those a phone opens from a link or a QR code. */
const DOC_SHOTS = new Set([
  'admin-login',
  'admin-dashboard',
  'admin-posters',
  'admin-poster-edit',
  'admin-judges',
  'admin-users',
  'admin-criteria',
  'admin-assignments',
  'admin-statistics',
  'admin-results',
  'admin-audit',
  'admin-print-labels',
  'admin-print-judge-cards',
  'admin-print-results',
  'admin-print-certificates',
  'public-poster',
  'judge-posters',
  'judge-evaluate-submitted',
  'participant-posters',
  'participant-my-list',
  'presenter',
  'kiosk-home',
]);

/** Waits until the page has settled: its heading shown and no spinner left. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('.spinner-wrap')).toHaveCount(0);
  await expect(page.locator('h1').first()).toBeVisible();
}

async function openIn(page: Page, path: string, lang: 'ko' | 'en', size: { width: number; height: number }) {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.setViewportSize(size);
  await page.goto(path);
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

async function screenshot(page: Page, name: string, size: string, fullPage = true): Promise<void> {
  if (!screenshotsDir || !DOC_SHOTS.has(name)) return;
  fs.mkdirSync(screenshotsDir, { recursive: true });
  await page.screenshot({ path: `${screenshotsDir}/${name}-${size}.png`, fullPage });
}

/**
 * One page, loaded once a language and looked at in each width (a window made narrower or wider, as CSS answers
 * it): Korean at 360, 390 and desktop, English at 390 and desktop. `data`: what the tests put in.
 */
async function checkRoute(
  page: Page,
  path: string,
  name: string,
  problems: string[],
  data: readonly string[],
): Promise<void> {
  await openIn(page, path, 'ko', NARROW);
  for (const size of [NARROW, PHONE, DESKTOP]) {
    const label = `${name} [ko, ${size.width}]`;
    if (size !== NARROW) await page.setViewportSize(size);
    const phone = size.width < 640;
    problems.push(...(await layoutProblems(page, label, phone ? PHONE_TARGET : undefined)));
    problems.push(...(await englishProblems(page, label, data)));
    if (size !== NARROW) problems.push(...(await axeProblems(page, label)));
    if (size === PHONE) await screenshot(page, name, '390');
  }
  await openIn(page, path, 'en', PHONE);
  for (const size of [PHONE, DESKTOP]) {
    const label = `${name} [en, ${size.width}]`;
    if (size !== PHONE) await page.setViewportSize(size);
    problems.push(...(await layoutProblems(page, label, size.width < 640 ? PHONE_TARGET : undefined)));
    problems.push(...(await axeProblems(page, label)));
  }
  await page.evaluate(() => localStorage.setItem('lang', 'ko'));
}

/** The fields of the records the tests make whose values are what someone typed in: names, titles, addresses. */
const TYPED = [
  'name',
  'slug',
  'description',
  'title',
  'author',
  'affiliation',
  'category',
  'keywords',
  'abstract',
  'board',
  'username',
  'email',
  'full_name',
  'specialty',
  'place',
  'presenter_name',
  'presenter_email',
];

function typedValues(json: unknown, out: string[]): string[] {
  if (Array.isArray(json)) for (const v of json) typedValues(v, out);
  else if (json && typeof json === 'object')
    for (const [k, v] of Object.entries(json)) {
      if (typeof v === 'string' && TYPED.includes(k)) out.push(v, ...v.split(/[,;]/).map((s) => s.trim()));
      else typedValues(v, out);
    }
  return out;
}

/**
 * The data a page may show, read back from the server as the super admin (`page`) and the conference's organiser
 * see it: every conference and admin on the server (the public list and the super admin's pages show those of
 * other tests too), and the conference's posters, judges, participants, criteria and screens; and the names of
 * the files the tests sent.
 */
async function walkData(page: Page, pid?: number): Promise<string[]> {
  const reads = ['/super-admin/projects', '/super-admin/admins'];
  if (pid)
    for (const list of ['posters', 'judges', 'users', 'evaluation-criteria', 'screens'])
      reads.push(`/projects/${pid}/${list}`);
  const out = ['poster.png', 'poster.pdf', 'plan.png', 'images.xlsx', 'posters.xlsx'];
  for (const read of reads) typedValues(await apiAs<unknown>(page, 'GET', read), out);
  return out;
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
    judges: [{ username: `${slug}-judge`, full_name: '최심사', posters: [0, 1] }],
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

// The tests of this file share out over the workers: one worker through all of them is the longest lane of the
// run.
test.describe.configure({ mode: 'parallel', timeout: 600_000 });

test('public pages and logins, walked in both languages at phone and desktop width', async ({
  page,
  newContext,
  server,
}) => {
  const slug = 'routes-public';
  const { pid, p1 } = await routesConference(page, server, slug);
  const data = await walkData(page, pid);
  const problems: string[] = [];
  const anon = await (await newContext()).newPage();
  await anon.goto('/');
  for (const [path, name] of [
    ['/', 'public-projects'],
    [`/projects/${slug}/p/${p1.id}`, 'public-poster'],
    ['/super-admin/login', 'super-admin-login'],
    [`/projects/${slug}/user/login`, 'participant-login'],
    [`/projects/${slug}/user/register`, 'participant-register'],
    [`/projects/${slug}/user/password-reset`, 'participant-forgot-password'],
    [`/projects/${slug}/user/password-reset/not-a-real-token`, 'participant-reset-password'],
    [`/projects/${slug}/admin/login`, 'admin-login'],
    [`/projects/${slug}/judge/login`, 'judge-login'],
    ['/ui', 'ui-showcase'],
    ['/no-such-page', 'not-found'],
  ] as const)
    await checkRoute(anon, path, name, problems, data);
  expect(problems).toEqual([]);
});

test("the super admin's pages, walked in both languages at phone and desktop width", async ({
  page,
  newContext,
  server,
}) => {
  const { pid } = await routesConference(page, server, 'routes-super');
  const data = await walkData(page, pid);
  const problems: string[] = [];
  const sup = await (await newContext()).newPage();
  await loginSuperAdmin(sup, server);
  for (const [path, name] of [
    ['/super-admin/dashboard', 'super-admin-dashboard'],
    ['/super-admin/projects', 'super-admin-projects'],
    [`/super-admin/projects/${pid}`, 'super-admin-project'],
    ['/super-admin/admins', 'super-admin-admins'],
  ] as const)
    await checkRoute(sup, path, name, problems, data);
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
  test(`the organiser's pages, walked in both languages at phone and desktop width (${part + 1} of ${organiserRoutes.length})`, async ({
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
    const data = await walkData(page, pid);
    const problems: string[] = [];
    const admin = await (await newContext()).newPage();
    await logInAs(admin, slug, 'admin', `${slug}-admin`, 'admin-pass-1');
    for (const [route, name] of routes)
      await checkRoute(
        admin,
        `/projects/${slug}/admin/${route.replace(':p1', String(p1.id))}`,
        name,
        problems,
        data,
      );
    expect(problems).toEqual([]);
  });
});

test("the judge's, the participant's and the presenter's pages, walked in both languages at phone and desktop width", async ({
  page,
  newContext,
  server,
}) => {
  const slug = 'routes-people';
  const { pid, p1, criterion } = await routesConference(page, server, slug);
  const data = await walkData(page, pid);
  const problems: string[] = [];
  const judge = await (await newContext()).newPage();
  await logInAs(judge, slug, 'judge', `${slug}-judge`, JUDGE_PASSWORD);
  for (const [path, name] of [
    [`/projects/${slug}/judge/posters`, 'judge-posters'],
    [`/projects/${slug}/judge/evaluate/${p1.id}`, 'judge-evaluate'],
  ] as const)
    await checkRoute(judge, path, name, problems, data);

  const visitor = await (await newContext()).newPage();
  await logInAs(visitor, slug, 'user', `${slug}-visitor`, 'visitor-pass');
  // One poster starred, so my list has a card.
  await apiAs(visitor, 'PUT', `/projects/${pid}/posters/${p1.id}/favorite`);
  for (const [path, name] of [
    [`/projects/${slug}/user/posters`, 'participant-posters'],
    [`/projects/${slug}/user/posters/${p1.id}`, 'participant-poster'],
    [`/projects/${slug}/user/my-list`, 'participant-my-list'],
    [`/projects/${slug}/p/${p1.id}/text`, 'poster-text'],
  ] as const)
    await checkRoute(visitor, path, name, problems, data);
  // The judge's pages after a submission, and the results page once they are published.
  await apiAs(judge, 'PUT', `/projects/${pid}/judge/posters/${p1.id}/evaluation`, {
    scores: [{ criterion_id: criterion.id, score: 7 }],
    comment: '명확한 발표',
  });
  await checkRoute(judge, `/projects/${slug}/judge/posters`, 'judge-posters-submitted', problems, data);
  await checkRoute(
    judge,
    `/projects/${slug}/judge/evaluate/${p1.id}`,
    'judge-evaluate-submitted',
    problems,
    data,
  );
  await stepPhase(page, pid, 'closed');
  await stepPhase(page, pid, 'published');
  await checkRoute(visitor, `/projects/${slug}/user/results`, 'participant-results', problems, data);

  // The presenter, signed in by their poster's personal link.
  const link = await apiAs<{ url: string }>(page, 'POST', `/projects/${pid}/posters/${p1.id}/presenter-link`);
  const presenter = await (await newContext()).newPage();
  await presenter.goto(new URL(link.url).pathname);
  await presenter.waitForURL(`**/projects/${slug}/presenter`);
  await checkRoute(presenter, `/projects/${slug}/presenter`, 'presenter', problems, data);
  // With certificates of presentation on: the offer on the page, and the certificate page (none yet).
  await apiAs(page, 'PUT', `/projects/${pid}/hall-map/settings`, { presence_certificates: true });
  await checkRoute(presenter, `/projects/${slug}/presenter`, 'presenter-certificate-offer', problems, data);
  await checkRoute(
    presenter,
    `/projects/${slug}/presenter/certificate`,
    'presenter-certificate',
    problems,
    data,
  );
  expect(problems).toEqual([]);
});

/**
 * One kiosk page at each of the screens it is made for, switched on at that size (opened afresh, not resized):
 * nothing to scroll, every control on the screen and at least 48 px, no English word in Korean, axe at zero; and
 * in English on the first screen.
 */
async function checkKioskPage(
  kiosk: Page,
  path: string,
  name: string,
  ready: () => Promise<void>,
  problems: string[],
  data: readonly string[],
): Promise<void> {
  for (const [lang, screens] of [
    ['ko', KIOSK_SCREENS],
    ['en', KIOSK_SCREENS.slice(0, 1)],
  ] as const)
    for (const size of screens) {
      await openIn(kiosk, path, lang, size);
      await ready();
      const label = `${name} [${lang}, ${size.width}x${size.height}]`;
      const fit = await measureFit(kiosk, 48);
      if (fit.scrollHeight > fit.innerHeight || fit.scrollWidth > fit.innerWidth)
        problems.push(`${label}: the page is ${fit.scrollWidth}x${fit.scrollHeight}, larger than the screen`);
      problems.push(...fit.outside.map((c) => `${label}: off the screen: ${c}`));
      problems.push(...fit.small.map((c) => `${label}: under 48 px: ${c}`));
      if (lang === 'ko') problems.push(...(await englishProblems(kiosk, label, data)));
      problems.push(...(await axeProblems(kiosk, label)));
      if (lang === 'ko') await screenshot(kiosk, name, `${size.width}x${size.height}`, false);
    }
  await kiosk.evaluate(() => localStorage.setItem('lang', 'ko'));
}

test("a screen of the poster hall, walked at the kiosk's three sizes", async ({ page, newKiosk, server }) => {
  const slug = 'routes-kiosk';
  const { pid, p1 } = await routesConference(page, server, slug);
  await postersOnScreens(page, pid, [p1.id]);
  const screen = await apiAs<Screen>(page, 'POST', `/projects/${pid}/screens`, { name: '로비', roster: {} });
  const data = await walkData(page, pid);
  const problems: string[] = [];
  const kiosk = await newKiosk(screen.url);
  await checkKioskPage(
    kiosk,
    `/projects/${slug}/kiosk`,
    'kiosk-home',
    () => expect(kiosk.locator('.kiosk-card')).toHaveCount(1),
    problems,
    data,
  );
  await checkKioskPage(
    kiosk,
    `/projects/${slug}/kiosk/posters/${p1.id}`,
    'kiosk-poster',
    () => expect(kiosk.locator('.dz-stage')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 }),
    problems,
    data,
  );
  await checkKioskPage(
    kiosk,
    `/projects/${slug}/kiosk/posters/${p1.id}/text`,
    'kiosk-poster-text',
    () => expect(kiosk.getByTestId('poster-text').getByRole('heading').first()).toBeVisible(),
    problems,
    data,
  );
  expect(problems).toEqual([]);
});
