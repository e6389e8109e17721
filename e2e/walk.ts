/**
 * What a person checks on every page of the walk (e2e/every-route.spec.ts, docs/decisions/070-the-walk.md):
 * nothing wider than the screen, every control reachable, targets large enough for a finger, no English word in
 * the Korean interface that is not data, and axe at zero.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The phone target: WCAG 2.5.5's 44 CSS px, the app's `--tap`. */
export const PHONE_TARGET = 44;

/**
 * Latin words a Korean reader reads as Korean: kinds of file, named by their letters in Korean as in English
 * (PDF 파일, PNG 이미지, 엑셀의 Excel), QR 코드, 아이디의 ID, and the units of a file's size.
 */
export const KOREAN_LATIN = [
  'PDF',
  'CSV',
  'Excel',
  'PNG',
  'JPEG',
  'JPG',
  'WebP',
  'WEBP',
  'PPTX',
  'PPT',
  'ODP',
  'QR',
  'ID',
  'KB',
  'MB',
  'GB',
  'px',
];

/** Every axe violation, of any impact, as readable lines. */
export async function axeProblems(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (v) =>
      `${label}: axe ${v.id} (${v.impact}) ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

/**
 * The page is no wider than the window, and every control shown is inside it from side to side (reachable by
 * scrolling down), or inside a box that scrolls sideways by itself and is inside the window; none is cut off by
 * a box that clips it. With `target`: every control is at least that large, or spaced as WCAG 2.5.8 allows.
 */
export async function layoutProblems(page: Page, label: string, target?: number): Promise<string[]> {
  const found = await page.evaluate((target) => {
    const problems: string[] = [];
    const name = (e: Element) =>
      `${e.tagName.toLowerCase()}${e.classList.length ? '.' + [...e.classList].join('.') : ''} "${(
        e.getAttribute('aria-label') ??
        e.textContent ??
        ''
      )
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 30)}"`;
    const overflow = document.documentElement.scrollWidth - innerWidth;
    if (overflow > 0) problems.push(`the page is ${overflow}px wider than the screen`);

    const controls = [
      ...document.querySelectorAll(
        'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab]',
      ),
    ].filter((e) => {
      // Shown at all: a skip link appears only when focused; a control under `inert` or hidden is not there.
      if (e.closest('.visually-hidden, [inert], [aria-hidden=true]')) return false;
      const r = e.getBoundingClientRect();
      return e.checkVisibility({ visibilityProperty: true }) && r.width > 0 && r.height > 0;
    });

    /** The box a person touches: a checkbox or radio with its label. */
    const touchBox = (e: Element): DOMRect => {
      const r = e.getBoundingClientRect();
      if (!(e instanceof HTMLInputElement) || !['checkbox', 'radio'].includes(e.type)) return r;
      const label = e.closest('label') ?? (e.id ? document.querySelector(`label[for="${e.id}"]`) : null);
      if (!label) return r;
      const l = label.getBoundingClientRect();
      const left = Math.min(r.left, l.left);
      const top = Math.min(r.top, l.top);
      return new DOMRect(left, top, Math.max(r.right, l.right) - left, Math.max(r.bottom, l.bottom) - top);
    };

    for (const e of controls) {
      let box: Element | null = e.parentElement;
      let within = e.getBoundingClientRect();
      // Up the boxes around it: one that scrolls sideways makes what is in it reachable (it must itself be
      // reachable); one that clips cuts off what lies outside it.
      while (box && box !== document.body && box !== document.documentElement) {
        const s = getComputedStyle(box);
        if (s.position === 'fixed') break;
        if (/(auto|scroll)/.test(s.overflowX)) within = box.getBoundingClientRect();
        else if (/(hidden|clip)/.test(s.overflowX)) {
          const b = box.getBoundingClientRect();
          if (within.left < b.left - 1 || within.right > b.right + 1)
            problems.push(`${name(e)} is cut off by ${name(box).split(' ')[0]}`);
        }
        box = box.parentElement;
      }
      if (within.left < -0.5 || within.right > innerWidth + 0.5)
        problems.push(
          `${name(e)} lies off the side of the screen (${Math.round(within.left)} to ${Math.round(within.right)})`,
        );
    }

    if (target) {
      /**
       * A link inside running text is exempt (WCAG 2.5.8's inline exception): an inline link beside words of
       * the same line, a text node beside it or beside one of the inline elements it sits in.
       */
      const inText = (e: Element): boolean => {
        if (e.tagName !== 'A') return false;
        let node: Element | null = e;
        while (node && getComputedStyle(node).display === 'inline') {
          for (const sibling of node.parentNode?.childNodes ?? [])
            if (sibling !== node && sibling.nodeType === Node.TEXT_NODE && sibling.textContent?.trim())
              return true;
          node = node.parentElement;
        }
        return false;
      };
      const boxes = controls.map((e) => ({ e, r: touchBox(e) }));
      // A control inside another's box (a button within a card link) is one target with it: not spaced apart.
      const small = boxes.filter(({ r }) => r.width < target - 0.5 || r.height < target - 0.5);
      const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
      const distance = (p: { x: number; y: number }, r: DOMRect) =>
        Math.hypot(Math.max(r.left - p.x, 0, p.x - r.right), Math.max(r.top - p.y, 0, p.y - r.bottom));
      for (const { e, r } of small) {
        if (inText(e)) continue;
        const c = centre(r);
        // WCAG 2.5.8's spacing, at the phone's size: a circle of `target` px round its centre touches no other
        // target, nor another small target's circle.
        const crowded = boxes.some(
          (o) =>
            o.e !== e &&
            !o.e.contains(e) &&
            !e.contains(o.e) &&
            (distance(c, o.r) < target / 2 ||
              (small.includes(o) && Math.hypot(c.x - centre(o.r).x, c.y - centre(o.r).y) < target)),
        );
        if (crowded)
          problems.push(`${name(e)} is ${Math.round(r.width)}x${Math.round(r.height)}, under ${target} px`);
      }
    }
    return problems;
  }, target);
  return found.map((p) => `${label}: ${p}`);
}

/**
 * Latin words the Korean interface shows that are not data. Read: every text node shown (or read aloud: the
 * visually hidden ones too), options of a select, and the aria-label, title, placeholder and alt of what is
 * shown, and the document's title. Not words: what an element marked as another language says (`lang="en"`:
 * the switch to English names its language in it), what is marked `translate="no"` (a spreadsheet's column
 * header, typed into the sheet letter for letter), a key's name on the keyboard (`<kbd>`), addresses and e-mail
 * addresses, a file name's ending (.xlsx), codes of capitals and digits (P-001, A-12, B01, A4), a number's unit
 * (100MB), `data` (what the tests put in), and KOREAN_LATIN.
 */
export async function englishProblems(page: Page, label: string, data: readonly string[]): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [document.title];
    const foreign = (e: Element) => {
      const lang = e.closest('[lang]')?.getAttribute('lang') ?? 'ko';
      return !lang.startsWith('ko') || !!e.closest('[translate=no], kbd');
    };
    const shown = (e: Element) =>
      e.checkVisibility({ visibilityProperty: true }) ||
      (e instanceof HTMLOptionElement && !!e.closest('select')?.checkVisibility());
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (!parent || !n.textContent?.trim() || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName))
        continue;
      if (parent.closest('[aria-hidden=true]') || foreign(parent) || !shown(parent)) continue;
      out.push(n.textContent);
    }
    for (const e of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      if (foreign(e) || !(e.checkVisibility() || e.tagName === 'svg')) continue;
      for (const a of ['aria-label', 'title', 'placeholder', 'alt']) {
        const v = e.getAttribute(a);
        if (v) out.push(v);
      }
    }
    return out;
  });
  const byLength = [...new Set(data)].filter(Boolean).sort((a, b) => b.length - a.length);
  const words = new Map<string, string>();
  for (const original of texts) {
    let text = original
      .replace(/\bhttps?:\/\/\S*/gi, ' ') // addresses, and a scheme alone ("https://" as a placeholder)
      .replace(/\S+@\S+\.\S+/g, ' ') // e-mail addresses
      .replace(/(^|[\s(,])\.[a-z0-9]{2,5}\b/gi, ' ') // a file name's ending
      .replace(/\b[A-Z]{1,2}-?\d+\b/g, ' ') // codes: P-001, A-12, B01, A4
      .replace(/\b\d+(\.\d+)?\s?(?=[A-Za-z]+\b)/g, ' '); // a number before its unit: 100MB
    for (const d of byLength) text = text.split(d).join(' ');
    for (const w of text.match(/[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*/g) ?? [])
      if (!KOREAN_LATIN.includes(w) && !words.has(w)) words.set(w, original.trim().slice(0, 80));
  }
  return words.size
    ? [
        `${label}: English words in Korean: ${[...words].map(([w, text]) => `${w} (in "${text}")`).join(', ')}`,
      ]
    : [];
}
