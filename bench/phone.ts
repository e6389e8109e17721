/**
 * The phone bench: Chromium (Debian's, through Playwright) as a phone in a crowded hall — a 390 x 844 screen,
 * CDP throttling of 1.6 Mbps down, 750 kbps up and 150 ms latency, and a CPU four times slower — opening the
 * public list, the judge's list, the evaluation page and the participant gallery of the bench conference
 * (400 posters), first with an empty cache, then again (the repeat visit: HTTP cache and, for the judge, the
 * service worker). For each: the time until the page's content is visible, the bytes by kind and the requests.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/chromium';
import { png } from '../src/server/test/fixture-files';
import { Client, inPool } from './client';
import { round, type Row } from './report';
import { setUpConference } from './judging-setup';
import { startServer, tempDir } from './servers';

export const PHONE = { width: 390, height: 844 };
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
/**
 * 4, the phone bench's setting (docs/decisions/028-judge-on-a-phone.md); PHONE_CPU_SLOWDOWN=1 shows how much
 * of a figure is this machine's CPU.
 */
export const CPU_SLOWDOWN = Number(process.env.PHONE_CPU_SLOWDOWN ?? 4);
/**
 * Posters of the gallery's first page that get a picture of their own (1200 x 1700 PNGs of about 4.7 MB, as
 * uploaded, each of another colour: the same bytes would be one file, asked for once, for every card).
 */
const POSTERS_WITH_IMAGES = 24;

const kinds = ['js', 'css', 'images', 'fonts', 'data', 'html'] as const;
type ByteKind = (typeof kinds)[number];

function kindOf(type: string | undefined, url: string): ByteKind {
  if (type === 'Script') return 'js';
  if (type === 'Stylesheet') return 'css';
  if (type === 'Image') return 'images';
  if (type === 'Font') return 'fonts';
  if (type === 'Document') return 'html';
  if (url.includes('/api/')) return 'data';
  return /\.(png|jpe?g|webp|avif|gif|svg)(\?|$)/.test(url) ? 'images' : 'data';
}

type Visit = {
  visibleMs: number;
  /** Bytes on the wire (headers and compressed bodies) until the content was visible, by kind. */
  bytes: Record<ByteKind, number>;
  /** Everything the page transferred until the network was quiet (the judge's offline copy included). */
  totalBytes: number;
  /** The same by kind. */
  quietBytes: Record<ByteKind, number>;
  requests: number;
};

/** Counts what the page transfers through CDP: encoded bytes per request, by resource type. */
export async function watchNetwork(page: Page, context: BrowserContext) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const types = new Map<string, { type?: string; url: string }>();
  const done: { kind: ByteKind; bytes: number }[] = [];
  cdp.on('Network.requestWillBeSent', (e) => types.set(e.requestId, { type: e.type, url: e.request.url }));
  cdp.on('Network.loadingFinished', (e) => {
    const r = types.get(e.requestId);
    if (r) done.push({ kind: kindOf(r.type, r.url), bytes: e.encodedDataLength });
  });
  return {
    reset: () => {
      types.clear();
      done.length = 0;
    },
    snapshot: () => {
      const bytes = Object.fromEntries(kinds.map((k) => [k, 0])) as Record<ByteKind, number>;
      for (const d of done) bytes[d.kind] += d.bytes;
      return { bytes, requests: types.size, total: done.reduce((s, d) => s + d.bytes, 0) };
    },
  };
}

async function visit(
  page: Page,
  net: Awaited<ReturnType<typeof watchNetwork>>,
  url: string,
  visible: string,
  picture: boolean,
): Promise<Visit> {
  // Whatever the last visit still downloads (a gallery's originals) is stopped, as leaving the page stops it.
  await page.goto('about:blank');
  net.reset();
  const t0 = performance.now();
  await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
  await page.locator(visible).first().waitFor({ state: 'visible', timeout: 60_000 });
  // A card with a picture is visible once its picture is drawn (its box is reserved before it arrives).
  if (picture)
    await page.waitForFunction(
      (selector) => {
        const img = document.querySelector(`${selector} img`);
        return img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0;
      },
      visible,
      { timeout: 60_000 },
    );
  const visibleMs = performance.now() - t0;
  const atVisible = net.snapshot();
  // A page still downloading after 90 s is reported with what it had by then.
  await page.waitForLoadState('networkidle', { timeout: 90_000 }).catch(() => undefined);
  const after = net.snapshot();
  return {
    visibleMs,
    bytes: atVisible.bytes,
    totalBytes: after.total,
    quietBytes: after.bytes,
    requests: after.requests,
  };
}

type PageCase = {
  name: string;
  url: string;
  visible: string;
  /** Targets: ms until visible on a first visit, KB until visible on a first visit. */
  firstMs?: number;
  firstKB?: number;
  /** The KB target counts what the first screen loaded once the network was quiet (its images), not at first paint. */
  kbAtQuiet?: boolean;
  /** The content is visible once the first card's picture is drawn. */
  picture?: boolean;
  login?: (context: BrowserContext) => Promise<void>;
};

const kb = (b: number) => round(b / 1024);

function rowsOf(c: PageCase, first: Visit, repeat: Visit): Row[] {
  const firstKB = c.kbAtQuiet
    ? kb(first.totalBytes)
    : kb(Object.values(first.bytes).reduce((s, b) => s + b, 0));
  const split = (v: Visit, bytes = v.bytes) =>
    kinds
      .filter((k) => bytes[k] > 0)
      .map((k) => `${k} ${kb(bytes[k])}`)
      .join(', ');
  return [
    {
      metric: `phone: ${c.name}: first visit, visible`,
      value: round(first.visibleMs / 1000, 2),
      unit: 's',
      target: c.firstMs ? `< ${c.firstMs / 1000}` : 'info',
      pass: c.firstMs ? first.visibleMs < c.firstMs : null,
      note: `${first.requests} requests`,
    },
    {
      metric: `phone: ${c.name}: first visit, KB ${c.kbAtQuiet ? 'of the first screen' : 'until visible'}`,
      value: firstKB,
      unit: 'KB',
      target: c.firstKB ? `< ${c.firstKB}` : 'info',
      pass: c.firstKB ? firstKB < c.firstKB : null,
      note: c.kbAtQuiet
        ? `until visible: ${split(first)}; once the network was quiet: ${split(first, first.quietBytes)}`
        : `until visible: ${split(first)}; ${kb(first.totalBytes)} KB once the network was quiet`,
    },
    {
      metric: `phone: ${c.name}: repeat visit, visible`,
      value: round(repeat.visibleMs / 1000, 2),
      unit: 's',
      target: '< 0.8',
      pass: repeat.visibleMs < 800,
      note: `${repeat.requests} requests, ${kb(Object.values(repeat.bytes).reduce((s, b) => s + b, 0))} KB until visible (${split(repeat) || 'nothing'})`,
    },
  ];
}

async function measure(browser: Browser, base: string, c: PageCase): Promise<Row[]> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
    locale: 'ko-KR',
  });
  try {
    await c.login?.(context);
    const page = await context.newPage();
    const net = await watchNetwork(page, context);
    const first = await visit(page, net, c.url, c.visible, !!c.picture);
    const repeat = await visit(page, net, c.url, c.visible, !!c.picture);
    return rowsOf(c, first, repeat);
  } finally {
    await context.close();
  }
}

/** Logs in through the API in the context (its cookie) and remembers the session as the app does. */
export function loginAs(base: string, path: string, body: object, role: 'judge' | 'user') {
  return async (context: BrowserContext) => {
    const res = await context.request.post(`${base}/api${path}`, { data: body, headers: { origin: base } });
    if (!res.ok()) throw new Error(`login ${path}: ${res.status()} ${await res.text()}`);
    const a = (await res.json()) as {
      id: number;
      judge_id?: number;
      username: string;
      email: string | null;
      full_name: string | null;
      project_id: number;
    };
    const user = {
      id: a.judge_id ?? a.id,
      username: a.username,
      email: a.email,
      full_name: a.full_name,
      project_id: a.project_id,
    };
    await context.addInitScript(
      ([u, r]) => {
        localStorage.setItem('user', u);
        localStorage.setItem('userRole', r);
      },
      [JSON.stringify(user), role] as const,
    );
  };
}

export async function phoneRows(): Promise<Row[]> {
  const server = await startServer({ dataDir: tempDir('bench-phone-') });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const base = server.base;
    const conf = await setUpConference(base, 'phone');
    const pid = conf.projectId;
    const slug = 'judging-day-phone';
    const org = new Client([base], 'organiser');
    org.cookie = conf.adminCookie;
    const posters = (
      await org.must<{ id: number; number: number }[]>('GET', `/api/projects/${pid}/posters`)
    ).sort((a, b) => a.number - b.number);
    await inPool(posters.slice(0, POSTERS_WITH_IMAGES), 2, async (p) => {
      const image = png(1200, 1700, [29 + p.number * 8, 78, 216 - p.number * 8], 24);
      const send = () => {
        const form = new FormData();
        form.append('files', new Blob([new Uint8Array(image)], { type: 'image/png' }), `poster-${p.id}.png`);
        return org.must('POST', `/api/projects/${pid}/posters/${p.id}/images`, form);
      };
      // A kept-alive connection the busy server has just closed fails the upload's first write (EPIPE): the
      // server has stored nothing, so it is sent once more.
      await send().catch((err: unknown) => {
        if (err instanceof TypeError) return send();
        throw err;
      });
    });
    const judge = conf.judges[0]!;
    await new Client([base], 'participant').must('POST', `/api/projects/${pid}/users/register`, {
      username: 'phone-reader',
      password: 'phone-reader-pw-1',
      email: 'reader@example.org',
    });

    const cases: PageCase[] = [
      { name: 'public list (/)', url: '/', visible: '.project-grid .card' },
      {
        name: 'judge list',
        url: `/projects/${slug}/judge/posters`,
        visible: '[data-testid="judge-poster-card"]',
        firstMs: 1500,
        firstKB: 300,
        login: loginAs(base, `/projects/${pid}/judge/login`, judge, 'judge'),
      },
      {
        name: 'evaluation page',
        url: `/projects/${slug}/judge/evaluate/${judge.posters[0]}`,
        visible: '[data-testid="score-slider"]',
        firstMs: 2000,
        login: loginAs(base, `/projects/${pid}/judge/login`, judge, 'judge'),
      },
      {
        name: `gallery (${posters.length} posters, ${POSTERS_WITH_IMAGES} with images)`,
        url: `/projects/${slug}/user/posters`,
        visible: '[data-testid="poster-card"]',
        firstKB: 1024,
        kbAtQuiet: true,
        picture: true,
        login: loginAs(
          base,
          `/projects/${pid}/users/login`,
          { username: 'phone-reader', password: 'phone-reader-pw-1' },
          'user',
        ),
      },
    ];
    const rows: Row[] = [];
    for (const c of cases) {
      console.log(`phone: ${c.name}`);
      rows.push(
        ...(await measure(browser, base, c).catch((err: unknown) => {
          throw new Error(`${c.name}: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
        })),
      );
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}
