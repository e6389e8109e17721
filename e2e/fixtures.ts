/** The browser tests' fixtures: a real server, console-watched pages, and helpers to log in and call the API. */
import fs from 'node:fs';
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Page,
  type Response,
} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type { Criterion } from '../src/shared/contracts/criteria';
import type { JudgeRow } from '../src/shared/contracts/judges';
import type { Poster } from '../src/shared/contracts/posters';
import type { Project } from '../src/shared/contracts/projects';
import type { BoardListItem } from '../src/shared/contracts/sessions';
import type { PresenterLink, SubmissionBoard } from '../src/shared/contracts/submissions';
import { posterFixture, POSTERS } from '../src/server/test/poster-fixtures';
import { logoSvg, png, xlsxFile } from './media';
import { ADMIN_USERNAME, startServer, type RunningServer } from './server';

/** What a test knows it provokes: a request it makes fail on purpose, by status (or network error) and path. */
type ExpectedFailure = { status: number | string; path: string | RegExp };

/**
 * Every page of a test is watched: a console error or warning, or an uncaught page error, fails the test at its
 * end. The one exception is Chromium's own "Failed to load resource" line for a request the test makes fail on
 * purpose (a wrong password, a duplicate, a poster that is not the judge's, the network cut), declared with
 * `consoleWatch.expectFailedRequest(status, path)`: the app itself logs nothing for a failure it shows.
 */
export type ConsoleWatch = {
  watch: (page: Page) => void;
  expectFailedRequest: (status: number | string, path: string | RegExp) => void;
};

function failedRequest(msg: ConsoleMessage, expected: ExpectedFailure[]): boolean {
  const text = msg.text();
  if (!text.startsWith('Failed to load resource: ')) return false;
  const url = msg.location().url;
  const pathname = url ? new URL(url).pathname + new URL(url).search : '';
  return expected.some(
    (e) =>
      (typeof e.status === 'number'
        ? // The reason phrase as Node sends it, or none (tus answers with the status line alone).
          [statusText(e.status), ''].some(
            (reason) =>
              text ===
              `Failed to load resource: the server responded with a status of ${e.status} (${reason})`,
          )
        : text === `Failed to load resource: ${e.status}`) &&
      (typeof e.path === 'string' ? pathname === e.path : e.path.test(pathname)),
  );
}

const statusTexts: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};
const statusText = (status: number) => statusTexts[status] ?? '';

/**
 * Projects made by the tests have logos on logo.example.org (the public list shows them, in any test that shares
 * the server): served here, so no page leaves the machine.
 */
async function serveLogos(context: BrowserContext): Promise<void> {
  await context.route('https://logo.example.org/**', (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: logoSvg }),
  );
}

/** A phone's screen, in CSS pixels. */
export const PHONE = { width: 390, height: 844 };
/** A phone in the hand: its screen, touch, and the mobile viewport's rules. */
export const ON_A_PHONE = { viewport: PHONE, isMobile: true, hasTouch: true } satisfies BrowserContextOptions;
/** A full HD screen lying: the organiser's desk, the hall's touch screens. */
export const FULL_HD = { width: 1920, height: 1080 };

/**
 * `server`: one real server with a fresh database per test file worker. Tests that need an empty database
 * (first visit) call startServer() themselves. `newContext`: a browser context of the test's own (a phone, a
 * second person), watched like `page` and closed at the end. `newPhone`: a page in a context of its own on a phone
 * (ON_A_PHONE, and any options given); its context is `phone.context()`. `newKiosk`: a hall's touch screen (FULL_HD,
 * touch) in a context of its own that opens the pairing link `url` and lands on the kiosk's home; with `clock` its
 * page's clock is installed before it opens (to fast-forward the idle time); its context is `kiosk.context()`.
 * `presenterPhone`: the organiser on `organiser` issues a poster's personal presenter link; the presenter opens it
 * on a phone of their own (as `newPhone`) and lands on the presenter's page. `signedInPhone`: a phone of its own
 * (as `newPhone`) signed in through a project's login page (as `logInAs`).
 */
export const test = base.extend<
  {
    baseURL: string;
    consoleWatch: ConsoleWatch;
    newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
    newPhone: (options?: BrowserContextOptions) => Promise<Page>;
    newKiosk: (url: string, options?: { clock?: boolean }) => Promise<Page>;
    presenterPhone: (organiser: Page, slug: string, pid: number, posterId: number) => Promise<Page>;
    signedInPhone: (
      slug: string,
      area: 'admin' | 'judge' | 'user',
      username: string,
      password: string,
    ) => Promise<Page>;
  },
  { server: RunningServer }
>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ server }, use) => use(server.baseURL),
  consoleWatch: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const problems: string[] = [];
      const expected: ExpectedFailure[] = [];
      await use({
        watch: (page) => {
          page.on('console', (msg) => {
            if (msg.type() !== 'error' && msg.type() !== 'warning') return;
            if (failedRequest(msg, expected)) return;
            problems.push(`${msg.type()}: ${msg.text()} (${msg.location().url})`);
          });
          page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
        },
        expectFailedRequest: (status, path) => void expected.push({ status, path }),
      });
      expect(problems, 'console errors or warnings during the journey').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, consoleWatch }, use) => {
    consoleWatch.watch(page);
    waitForTheApp(page);
    await serveLogos(page.context());
    await use(page);
  },
  newContext: async ({ browser, baseURL, consoleWatch }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({
        baseURL,
        locale: 'ko-KR',
        timezoneId: 'Asia/Seoul',
        ...options,
      });
      context.on('page', consoleWatch.watch);
      // Without JavaScript the page is what the server sent: nothing to wait for.
      if (options.javaScriptEnabled !== false) context.on('page', waitForTheApp);
      await serveLogos(context);
      contexts.push(context);
      return context;
    });
    for (const c of contexts) await c.close();
  },
  newPhone: async ({ newContext }, use) =>
    use(async (options = {}) => (await newContext({ ...ON_A_PHONE, ...options })).newPage()),
  newKiosk: async ({ newContext }, use) =>
    use(async (url, { clock = false } = {}) => {
      const kiosk = await (await newContext({ viewport: FULL_HD, hasTouch: true })).newPage();
      if (clock) await kiosk.clock.install();
      await pairScreen(kiosk, url);
      return kiosk;
    }),
  presenterPhone: async ({ newPhone }, use) =>
    use(async (organiser, slug, pid, posterId) => {
      const link = await apiAs<PresenterLink>(
        organiser,
        'POST',
        `/projects/${pid}/posters/${posterId}/presenter-link`,
      );
      const presenter = await newPhone();
      await presenter.goto(new URL(link.url).pathname);
      await presenter.waitForURL(`**/projects/${slug}/presenter`);
      return presenter;
    }),
  signedInPhone: async ({ newPhone }, use) =>
    use(async (slug, area, username, password) => {
      const phone = await newPhone();
      await logInAs(phone, slug, area, username, password);
      return phone;
    }),
});

export { expect };

/**
 * A page the server rendered shows its content before its script runs, and a tap that comes before the app has
 * hydrated it does nothing (docs/decisions/042-pages-rendered-on-the-server.md). After opening or reloading an
 * address of the app, a journey waits until the app marks `<html data-ready>`, as a person waits for the page.
 */
function waitForTheApp(page: Page): void {
  const ready = async (response: Response | null) => {
    if (response?.headers()['content-type']?.includes('text/html'))
      await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => ready(await goto(...args));
  page.reload = async (...args) => ready(await reload(...args));
}

/** Fails on serious or critical axe violations, listing them. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${label}: ${v.id} (${v.impact}) ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
  ).toEqual([]);
}

/** Logs in as the built-in super admin through the real login page. */
export async function loginSuperAdmin(page: Page, server: RunningServer): Promise<void> {
  await page.goto('/super-admin/login');
  await page.getByLabel(/아이디|Username/).fill(ADMIN_USERNAME);
  await page.getByLabel(/비밀번호|Password/).fill(server.adminPassword);
  await page.getByRole('button', { name: /로그인|Log in/ }).click();
  await page.waitForURL('**/super-admin/dashboard');
}

/** A poster as a row of the import spreadsheet. */
export type PosterRow = {
  /** The poster's number in the project (1, 2, ...); the import numbers them when the sheet does not. */
  number?: number;
  title: string;
  author: string;
  affiliation?: string;
  category?: string;
  abstract?: string;
  keywords?: string;
};

/** The password of every judge `conference` makes unless told. */
export const JUDGE_PASSWORD = 'judge-pass-1';

/** A judge of a plan: `posters` are the places, in the project's poster list, of the posters assigned to them. */
export type PlannedJudge = {
  username: string;
  full_name: string;
  password?: string;
  affiliation?: string;
  posters?: number[];
};

/** What `conference` makes; judges' emails are `<username>@example.org`. */
export type ConferencePlan = {
  name: string;
  slug: string;
  /** Uploaded as a spreadsheet, as an organiser would; none when the test imports them itself. */
  posters?: PosterRow[];
  criteria?: Array<{ name: string; max_score: number; description?: string }>;
  /** Each judge with the posters assigned to them, by their places in the project's poster list. */
  judges?: PlannedJudge[];
  /** Participants the organiser adds. */
  participants?: Array<{ username: string; password: string; full_name: string }>;
};

/**
 * The super admin (logged in on `page`) makes a conference in judging, with what the plan names, through the API
 * as an organiser would before the day; answers what it made.
 */
export async function conference(
  page: Page,
  server: RunningServer,
  plan: ConferencePlan,
): Promise<{ project: Project; pid: number; posters: Poster[]; criteria: Criterion[]; judges: JudgeRow[] }> {
  await loginSuperAdmin(page, server);
  const project = await apiAs<Project>(page, 'POST', '/super-admin/projects', {
    name: plan.name,
    slug: plan.slug,
  });
  const pid = project.id;
  // A new project starts in setup; judging opens as the organiser opens it (docs/decisions/020-judging-day.md).
  await apiAs(page, 'PUT', `/projects/${pid}/phase`, { phase: 'open' });
  if (plan.posters?.length) await importPosters(page, pid, xlsxFile('posters.xlsx', plan.posters));
  const posters = await apiAs<Poster[]>(page, 'GET', `/projects/${pid}/posters`);
  const criteria: Criterion[] = [];
  for (const c of plan.criteria ?? [])
    criteria.push(await apiAs<Criterion>(page, 'POST', `/projects/${pid}/evaluation-criteria`, c));
  const judges: JudgeRow[] = [];
  for (const { password = JUDGE_PASSWORD, posters: _, ...j } of plan.judges ?? [])
    judges.push(
      await apiAs<JudgeRow>(page, 'POST', `/projects/${pid}/judges`, {
        ...j,
        password,
        email: `${j.username}@example.org`,
      }),
    );
  for (const [i, judge] of (plan.judges ?? []).entries())
    for (const poster of judge.posters ?? [])
      await apiAs(page, 'POST', `/projects/${pid}/assignments`, {
        judge_id: judges[i]!.id,
        poster_id: posters[poster]!.id,
      });
  for (const p of plan.participants ?? [])
    await apiAs(page, 'POST', `/projects/${pid}/users`, { ...p, email: `${p.username}@example.org` });
  return { project, pid, posters, criteria, judges };
}

/** Imports a posters spreadsheet (xlsxFile or csvFile) as the organiser on `page`. */
export async function importPosters(
  page: Page,
  pid: number,
  sheet: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  await upload(
    page,
    `/projects/${pid}/posters/upload-excel`,
    'file',
    sheet.name,
    sheet.mimeType,
    sheet.buffer,
  );
}

/** Uploads a picture to a poster as the organiser on `page`; answers the poster. */
export async function posterImage(
  page: Page,
  pid: number,
  posterId: number,
  picture: Buffer,
): Promise<Poster> {
  return upload<Poster>(
    page,
    `/projects/${pid}/posters/${posterId}/images`,
    'files',
    'poster.png',
    'image/png',
    picture,
  );
}

/** On the judge's list: opens the evaluation of the card that shows `title`, and waits for its page. */
export async function evaluateFromList(phone: Page, title: string, posterId: number): Promise<void> {
  await phone
    .getByTestId('judge-poster-card')
    .filter({ hasText: title })
    .getByRole('link', { name: /심사하기/ })
    .click();
  await phone.waitForURL(`**/judge/evaluate/${posterId}`);
}

/** Logs in through a project's login page (organiser, judge or participant) and waits to leave it. */
export async function logInAs(
  page: Page,
  slug: string,
  area: 'admin' | 'judge' | 'user',
  username: string,
  password: string,
): Promise<void> {
  await page.goto(`/projects/${slug}/${area}/login`);
  await page.getByLabel('아이디').fill(username);
  await page.getByLabel('비밀번호').fill(password);
  await page.getByRole('button', { name: '로그인' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/**
 * A judge signs in on `judge` (a page of their own) through the project's login page and submits an evaluation of
 * a poster through the API, as their phone would: a score for each criterion (by its id) and a comment.
 */
export async function evaluateAs(
  judge: Page,
  slug: string,
  username: string,
  pid: number,
  posterId: number,
  evaluation: { scores: Array<{ criterion_id: number; score: number }>; comment: string },
): Promise<void> {
  await logInAs(judge, slug, 'judge', username, JUDGE_PASSWORD);
  await apiAs(judge, 'PUT', `/projects/${pid}/judge/posters/${posterId}/evaluation`, evaluation);
}

/** Calls the API as the browser page (its cookie, its origin). */
export async function apiAs<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const res = await page.request.fetch(`/api${path}`, {
    method,
    headers: {
      origin: new URL(page.url()).origin,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { data: JSON.stringify(body) }),
  });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * Moves the project one phase on through the API as its organiser would, typing the count of evaluations left
 * when closing judging or publishing leaves some out (docs/decisions/064-guarded-steps-and-publishing-scope.md).
 */
export async function stepPhase(page: Page, pid: number, phase: 'closed' | 'published'): Promise<void> {
  const { confirm } = await apiAs<{ confirm: string | null }>(page, 'GET', `/projects/${pid}/phase/missing`);
  await apiAs(page, 'PUT', `/projects/${pid}/phase`, { phase, ...(confirm ? { confirm } : {}) });
}

/** Uploads one file as the browser page (its cookie, its origin) and returns the JSON answer. */
export async function upload<T>(
  page: Page,
  path: string,
  field: string,
  name: string,
  mimeType: string,
  buffer: Buffer,
  method: 'POST' | 'PUT' = 'POST',
): Promise<T> {
  const res = await page.request.fetch(`/api${path}`, {
    method,
    headers: { origin: new URL(page.url()).origin },
    multipart: { [field]: { name, mimeType, buffer } },
  });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots-h6';

/** A screenshot of what the screen shows (the viewport) into docs/screenshots, the set a task names. */
export async function docShot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `docs/screenshots/${name}.png` });
}

/** A full-page screenshot into SHOTS_DIR, to look at. */
export async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true });
}

/**
 * Airplane mode for the page and for its service worker: Chromium's offline emulation does not reach the
 * worker's own requests (a known limit of Playwright's `setOffline` with service workers), so those are cut here
 * too.
 */
export async function airplane(context: BrowserContext, on: boolean) {
  if (on) {
    await context.setOffline(true);
    await context.route('**/*', (route) =>
      route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback(),
    );
  } else {
    // The worker's network first: a page told "online" at once reconnects (the judge's live stream) through it.
    await context.unrouteAll({ behavior: 'wait' });
    await context.setOffline(false);
  }
}

/**
 * The deepest deep-zoom level whose tiles the page has asked for so far to draw them (images: not the kiosk's
 * keeper fetching tiles ahead, decision 057).
 */
export function watchTileLevels(page: Page): () => number {
  let deepest = -1;
  page.on('request', (request) => {
    if (request.resourceType() !== 'image') return;
    const level = /_files\/(\d+)\/\d+_\d+\.(?:jpe?g|png|webp)$/.exec(new URL(request.url()).pathname)?.[1];
    if (level !== undefined) deepest = Math.max(deepest, Number(level));
  });
  return () => deepest;
}

/** The real pdfTeX A0 poster (../shared/fixtures), sent as each poster's file by the organiser. */
export async function submitPosterPdf(page: Page, projectId: number, posterIds: number[]): Promise<void> {
  const pdf = fs.readFileSync(posterFixture(POSTERS.a0PdfTex));
  for (const id of posterIds)
    await upload(
      page,
      `/projects/${projectId}/posters/${id}/submission/file`,
      'file',
      'poster.pdf',
      'application/pdf',
      pdf,
    );
}

/** How many of the project's posters have an approved file now (poll it while the renders run). */
export async function approvedFiles(page: Page, projectId: number): Promise<number> {
  const board = await apiAs<SubmissionBoard>(page, 'GET', `/projects/${projectId}/submissions`);
  return board.items.filter((i) => i.status === 'approved').length;
}

/**
 * Numbers every poster's board (`prefix` and two digits), uploads an 800x450 hall plan and places the boards on it
 * left to right (decision 059). Answers the boards.
 */
export async function boardsOnPlan(page: Page, projectId: number, prefix: string): Promise<BoardListItem[]> {
  await apiAs(page, 'POST', `/projects/${projectId}/boards/numbering`, {
    pattern: { prefix, per_session: false, width: 2 },
    apply: true,
  });
  const plan = png(800, 450, [226, 232, 240]);
  await upload(page, `/projects/${projectId}/hall-map/plan`, 'file', 'plan.png', 'image/png', plan, 'PUT');
  const boards = await apiAs<BoardListItem[]>(page, 'GET', `/projects/${projectId}/boards`);
  await apiAs(page, 'PUT', `/projects/${projectId}/hall-map/positions`, {
    positions: boards.map((b, i) => ({ board: b.board!, x: 0.2 + 0.3 * i, y: 0.5 })),
  });
  return boards;
}

/**
 * Posters ready for the hall's screens: files approved as they arrive, the real pdfTeX poster sent for each of
 * `posterIds`, and waited for until every one is rendered and approved.
 */
export async function postersOnScreens(page: Page, projectId: number, posterIds: number[]): Promise<void> {
  await apiAs(page, 'PUT', `/projects/${projectId}/submission-settings`, { auto_approve: true });
  const before = await approvedFiles(page, projectId);
  await submitPosterPdf(page, projectId, posterIds);
  await expect
    .poll(() => approvedFiles(page, projectId), { timeout: 120_000 })
    .toBe(before + posterIds.length);
}

/**
 * The posters of the hall's screens in the kiosk journeys: mSAT, and one more, each sent the real pdfTeX poster as
 * its file.
 */
export const KIOSK_POSTERS: PosterRow[] = [
  { title: 'mSAT: OCaml SAT 라이브러리', author: 'Guillaume Bury', affiliation: 'INRIA', category: '논리' },
  { title: '해양 플랑크톤의 계절 변화', author: '한바다', affiliation: '제주대학교', category: '해양학' },
];

/**
 * A conference whose hall has screens: KIOSK_POSTERS on them (their files approved), a third poster titled `third`
 * with no file (on no screen), every board numbered from `prefix` and placed on the hall's plan (decision 059).
 * Answers the three posters (mSAT first) and mSAT's board.
 */
export async function kioskHall(
  page: Page,
  server: RunningServer,
  plan: { name: string; slug: string; third: string; prefix: string },
): Promise<{ pid: number; posters: [Poster, Poster, Poster]; msatBoard: string }> {
  const third = { title: plan.third, author: '이대기', affiliation: '서울대학교', category: '논리' };
  const { pid, posters } = await conference(page, server, {
    name: plan.name,
    slug: plan.slug,
    posters: [...KIOSK_POSTERS, third],
  });
  const [msat, plankton, unfiled] = posters;
  if (!msat || !plankton || !unfiled) throw new Error('the conference was not set up');
  await postersOnScreens(page, pid, [msat.id, plankton.id]);
  const boards = await boardsOnPlan(page, pid, plan.prefix);
  const msatBoard = boards.find((b) => b.poster_id === msat.id)!.board!;
  return { pid, posters: [msat, plankton, unfiled], msatBoard };
}

/** A screen's computer opens the pairing link the organiser was given (`url`) and lands on the kiosk's home. */
export async function pairScreen(kiosk: Page, url: string): Promise<void> {
  await kiosk.goto(new URL(url).pathname);
  await kiosk.waitForURL(/\/projects\/[^/]+\/kiosk$/);
}
