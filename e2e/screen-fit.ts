/**
 * What a person checks on a screen that cannot scroll (a kiosk, decision 067) or a phone: the document is no
 * taller or wider than the window, and every control is inside it, large enough to touch.
 */
import { expect, type Page } from '@playwright/test';

export type Fit = {
  scrollWidth: number;
  scrollHeight: number;
  innerWidth: number;
  innerHeight: number;
  /** Controls shown (not hidden) that are partly outside the window, or smaller than `min` on a side. */
  outside: string[];
  small: string[];
};

/** Measures the page as it stands: the document's size, and each visible button, link and field. */
export async function measureFit(page: Page, min: number): Promise<Fit> {
  return page.evaluate((min) => {
    const name = (e: Element) =>
      `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 30)}"`;
    const outside: string[] = [];
    const small: string[] = [];
    for (const e of document.querySelectorAll('button, a[href], input, select, textarea, [role=button]')) {
      const r = e.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue; // not shown
      if (e.closest('.visually-hidden')) continue;
      // Under the kiosk's whole-screen frame (the project's banner): not on the screen, nobody can touch it.
      const top = document.elementFromPoint(
        Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1),
        Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1),
      );
      const inView = r.right > 0 && r.bottom > 0 && r.left < innerWidth && r.top < innerHeight;
      if (inView && top && !e.contains(top) && !top.contains(e) && !top.closest('label')) continue;
      // A control in a list that scrolls by itself (the kiosk's cards) counts by that list's box.
      let scroller: Element | null = e.parentElement;
      while (scroller && scroller !== document.body) {
        const s = getComputedStyle(scroller);
        if (/(auto|scroll)/.test(s.overflowY) && scroller.scrollHeight > scroller.clientHeight) break;
        scroller = scroller.parentElement;
      }
      // A scrolling box the size of the window is the page itself (the kiosk's frame): no exception.
      if (scroller && scroller !== document.body) {
        const b = scroller.getBoundingClientRect();
        if (b.height >= innerHeight - 1 && b.width >= innerWidth - 1) scroller = null;
      }
      if (scroller && scroller !== document.body) {
        const b = scroller.getBoundingClientRect();
        if (b.left < 0 || b.top < 0 || b.right > innerWidth + 0.5 || b.bottom > innerHeight + 0.5)
          outside.push(`the list around ${name(e)}`);
        if (r.height < min - 0.5 || r.width < min - 0.5) small.push(name(e));
        continue;
      }
      const at = `${name(e)} ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}`;
      if (r.left < 0 || r.top < 0 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5)
        outside.push(at);
      if (r.width < min - 0.5 || r.height < min - 0.5) small.push(at);
    }
    // The document, or a frame that fills the window and scrolls in its place (the kiosk's).
    const frames = [document.documentElement, ...document.querySelectorAll('body *')].filter((f) => {
      const b = f.getBoundingClientRect();
      return f === document.documentElement || (b.width >= innerWidth - 1 && b.height >= innerHeight - 1);
    });
    return {
      scrollWidth: Math.max(...frames.map((f) => f.scrollWidth)),
      scrollHeight: Math.max(...frames.map((f) => f.scrollHeight)),
      innerWidth,
      innerHeight,
      outside,
      small,
    };
  }, min);
}

/** The page fits its window: no scrolling either way, every control on the screen and at least `min` px. */
export async function expectFits(page: Page, min: number, what: string): Promise<void> {
  const fit = await measureFit(page, min);
  expect(fit.scrollHeight, `${what}: document height`).toBeLessThanOrEqual(fit.innerHeight);
  expect(fit.scrollWidth, `${what}: document width`).toBeLessThanOrEqual(fit.innerWidth);
  expect(fit.outside, `${what}: controls off the screen`).toEqual([]);
  expect(fit.small, `${what}: controls under ${min} px`).toEqual([]);
}

/** The kiosk's screens: full HD lying and standing, and 4K. */
export const KIOSK_SCREENS = [
  { width: 1920, height: 1080 },
  { width: 1080, height: 1920 },
  { width: 3840, height: 2160 },
] as const;

/**
 * The kiosk page fits each screen with targets of at least 48 px. `settle`: opens the page afresh at that size
 * (a screen is switched on at its size, it is not resized), and waits for it; `shots`: then a viewport screenshot
 * per screen into docs/screenshots as `<shots>-<w>x<h>.png`. The page is left at the first screen's size.
 */
export async function expectKioskFits(
  page: Page,
  what: string,
  options: {
    shots?: string;
    settle?: () => Promise<void>;
    screens?: readonly { width: number; height: number }[];
  } = {},
): Promise<void> {
  const screens = options.screens ?? KIOSK_SCREENS;
  for (const size of screens) {
    await page.setViewportSize(size);
    await options.settle?.();
    await expectFits(page, 48, `${what} at ${size.width}x${size.height}`);
    if (options.shots)
      await page.screenshot({ path: `docs/screenshots/${options.shots}-${size.width}x${size.height}.png` });
  }
  await page.setViewportSize(screens[0]!);
  await options.settle?.();
}
