/**
 * The kiosk's figures (docs/decisions/058-kiosk-hand-off-and-session-rosters.md): Lighthouse's desktop
 * preset on the kiosk home (the poster hall's screen is a desktop browser on a wired network), and switching
 * posters on a warm kiosk: from the tap on "next" to the viewer's first sharp view (every tile of its first view
 * drawn, `data-state="ready"`), with the roster in memory and the tiles in the HTTP cache, as on a screen that
 * has shown each poster once. Measured in the page (performance.now from the pointerdown to the attribute), so
 * Playwright's round trips are not in the figure. `npm run bench -- --kiosk` runs the build and this alone.
 */
import os from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/chromium';
import { paths } from '../src/web/lib/paths';
import { KIOSK_SLUG, kioskHomeCase, setUpKiosk } from './kiosk-setup';
import { lighthouseCase } from './lighthouse';
import { percentile, round, type Row } from './report';
import { startServer, tempDir } from './servers';

const SWITCHES = 20;
const TARGET_MS = 300;
const SCREEN = { width: 1920, height: 1080 };

type Switch = { mounted: number; ready: number };

/**
 * Taps "next" and answers the ms from the pointerdown to the new poster's viewer on the page (`mounted`) and to
 * its first view sharp (`ready`).
 */
async function timedNext(page: Page): Promise<Switch> {
  await page.evaluate(() => {
    const w = window as unknown as { benchSwitch?: Promise<Switch> };
    w.benchSwitch = new Promise((resolve) => {
      const old = document.querySelector('.dz-stage');
      let t0 = 0;
      let mounted = 0;
      document.addEventListener('pointerdown', () => (t0 = performance.now()), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        const stage = document.querySelector('.dz-stage');
        if (!t0 || !stage || stage === old) return;
        mounted ||= performance.now() - t0;
        if (stage.getAttribute('data-state') !== 'ready') return;
        observer.disconnect();
        resolve({ mounted, ready: performance.now() - t0 });
      });
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-state'],
      });
    });
  });
  await page.getByRole('link', { name: '다음 포스터' }).tap();
  return page.evaluate(() => (window as unknown as { benchSwitch: Promise<Switch> }).benchSwitch);
}

/** A warm kiosk: every poster shown once, then SWITCHES taps on "next", each timed. */
async function switching(base: string, cookie: string, posters: number) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({
      baseURL: base,
      viewport: SCREEN,
      hasTouch: true,
      locale: 'ko-KR',
    });
    const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)];
    await context.addCookies([{ name, value, url: base }]);
    const page = await context.newPage();
    // DevTools says which tiles came over the network (not from the cache), and the main thread's busy time.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Performance.enable');
    let fromNetwork = 0;
    cdp.on('Network.responseReceived', (e) => {
      const tile = /_files\/\d+\/\d+_\d+\.\w+$/.test(e.response.url);
      if (tile && !e.response.fromDiskCache && !e.response.fromServiceWorker) fromNetwork++;
    });
    const busy = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')!.value * 1000;
    await page.goto(paths.kiosk.home(KIOSK_SLUG));
    await page.locator('.kiosk-card').first().click();
    await page.locator('.dz-stage[data-state="ready"]').waitFor({ timeout: 60_000 });
    for (let i = 0; i < posters; i++) await timedNext(page);
    const warm = fromNetwork;
    const switches: (Switch & { busy: number })[] = [];
    for (let i = 0; i < SWITCHES; i++) {
      const before = await busy();
      const times = await timedNext(page);
      switches.push({ ...times, busy: (await busy()) - before });
    }
    return { switches, warmTiles: warm, laterTiles: fromNetwork - warm };
  } finally {
    await browser.close();
  }
}

export async function kioskSwitchRow(base: string, cookie: string, posters: number): Promise<Row> {
  const { switches, warmTiles, laterTiles } = await switching(base, cookie, posters);
  const ms = switches.map((s) => s.ready);
  const median = percentile(ms, 50);
  const mid = (xs: number[]) => Math.round(percentile(xs, 50));
  return {
    metric: 'kiosk: switch posters on a warm kiosk, first sharp view',
    value: Math.round(median),
    unit: 'ms',
    target: `<= ${TARGET_MS}`,
    pass: median <= TARGET_MS,
    note:
      `median of ${ms.length} taps on "next" over ${posters} posters (A0 PDFs of several makers), ` +
      `p95 ${Math.round(percentile(ms, 95))} ms, max ${Math.round(Math.max(...ms))} ms; 1920 x 1080; every ` +
      `poster shown once before (${warmTiles} tiles over the network then, ${laterTiles} during the taps); the ` +
      `new viewer on the page after ${mid(switches.map((s) => s.mounted))} ms; the page's main thread busy ` +
      `${mid(switches.map((s) => s.busy))} ms a switch (in tasks, wall time: no wait on the network, the ` +
      `page's own work, stretched by whatever else the machine runs; load average ${os.loadavg()[0]!.toFixed(1)} ` +
      `at the end); timed in ` +
      `the page from the pointerdown to data-state ready`,
  };
}

/** `--kiosk`: a server of its own, the kiosk home in Lighthouse (desktop) and the switching line. */
export async function kioskRows(): Promise<Row[]> {
  const server = await startServer({ dataDir: tempDir('bench-kiosk-') });
  try {
    const { cookie, posters } = await setUpKiosk(server.base);
    const rows = await lighthouseCase(server.base, kioskHomeCase(cookie, posters));
    rows.push(await kioskSwitchRow(server.base, cookie, posters));
    return rows.map((r) => ({ ...r, value: typeof r.value === 'number' ? round(r.value, 2) : r.value }));
  } finally {
    await server.stop();
  }
}
