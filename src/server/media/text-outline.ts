// A PDF's text layer in reading order (docs/decisions/092-poster-text-view.md): poppler's word boxes
// (`pdftotext -bbox-layout`), its blocks put in order by cutting each page along the gaps between them (columns
// before rows, as a poster is read), headings found by their type size.
import { textLanguage, type PosterOutline, type PosterTextBlock } from '@shared/contracts/posters';
import { programBounds } from '@server/media/limits';
import { runProgram } from '@server/media/programs';
import type { RenderBudget } from '@server/media/render-types';

/** Most bytes of poppler's layout output read (about eight times the text: a poster's is 100 KB to 1 MB). */
export const MAX_LAYOUT_BYTES = 8 * 1024 * 1024;

type Box = { x0: number; y0: number; x1: number; y1: number };
/** A block as poppler found it: its box, its lines' words, its type size (the median line height). */
type Block = Box & { lines: string[][]; size: number; chars: number };

/**
 * The outline of `file`, or null when its layout cannot be read whole (too long, or poppler failed): the text view
 * then shows the plain text kept for search. Never refuses the file: the pages are what the presenter is judged by.
 */
export async function readOutline(file: string, budget: RenderBudget): Promise<PosterOutline | null> {
  const run = await runProgram(
    'pdftotext',
    ['-bbox-layout', '-enc', 'UTF-8', file, '-'],
    programBounds(budget, MAX_LAYOUT_BYTES),
  );
  if (run.truncated || run.code !== 0 || run.signal) return null;
  return outlineOfLayout(run.stdout.toString('utf8'));
}

/** The outline of poppler's `-bbox-layout` output (exported for the tests of the ordering). */
export function outlineOfLayout(xhtml: string): PosterOutline {
  const pages = [...xhtml.matchAll(/<page width="([\d.]+)"[^>]*>([\s.\S]*?)<\/page>/g)].map((m) => ({
    width: Number(m[1]),
    blocks: [...m[2]!.matchAll(/<block ([^>]*)>([\s\S]*?)<\/block>/g)].map((b) => blockOf(b[1]!, b[2]!)),
  }));
  for (const page of pages) page.blocks = joinRows(joinMarkers(readingOrder(page.blocks, page.width)));
  const all = pages.flatMap((p) => p.blocks);
  const body = bodySize(all);
  const headingSizes = levelSizes(all.filter((b) => isHeading(b, body)).map((b) => b.size));
  const words = new Set(all.flatMap((b) => b.lines.flat()));
  return {
    lang: textLanguage(all.map((b) => b.lines.flat().join(' ')).join(' ')),
    pages: pages.map((page, i) => ({
      number: i + 1,
      blocks: page.blocks.flatMap((b): PosterTextBlock[] => {
        const text = textOf(b.lines, words);
        if (!text) return [];
        const level = isHeading(b, body) ? headingSizes.findIndex((s) => near(b.size, s)) + 1 : 0;
        return [level > 0 && level <= 3 ? { kind: 'heading', level, text } : { kind: 'paragraph', text }];
      }),
    })),
  };
}

const num = (attrs: string, name: string) => Number(new RegExp(`${name}="([-\\d.]+)"`).exec(attrs)?.[1] ?? 0);
const box = (attrs: string): Box => ({
  x0: num(attrs, 'xMin'),
  y0: num(attrs, 'yMin'),
  x1: num(attrs, 'xMax'),
  y1: num(attrs, 'yMax'),
});

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (all, e: string) =>
    e[0] === '#'
      ? String.fromCodePoint(Number(e[1] === 'x' || e[1] === 'X' ? `0${e.slice(1)}` : e.slice(1)))
      : (ENTITIES[e.toLowerCase()] ?? all),
  );

function blockOf(attrs: string, inner: string): Block {
  const lines = [...inner.matchAll(/<line ([^>]*)>([\s\S]*?)<\/line>/g)].map((l) => ({
    ...box(l[1]!),
    words: [...l[2]!.matchAll(/<word [^>]*>([\s\S]*?)<\/word>/g)].map((w) => decode(w[1]!)).filter(Boolean),
  }));
  const heights = lines.map((l) => l.y1 - l.y0).sort((a, b) => a - b);
  const words = lines.map((l) => l.words);
  return {
    ...box(attrs),
    lines: words,
    size: heights[Math.floor(heights.length / 2)] ?? 0,
    chars: words.flat().join('').length,
  };
}

/** The type size that most of the text is set in (the size with the most characters, to half a point). */
function bodySize(blocks: Block[]): number {
  const bySize = new Map<number, number>();
  for (const b of blocks) {
    const s = Math.round(b.size * 2) / 2;
    bySize.set(s, (bySize.get(s) ?? 0) + b.chars);
  }
  let best = 0;
  let most = -1;
  for (const [s, chars] of bySize) if (chars > most) [best, most] = [s, chars];
  return best;
}

/**
 * A heading: a short block (three lines, 120 characters at most, two letters at least) set a fifth larger than the
 * body or more.
 */
const isHeading = (b: Block, body: number) =>
  body > 0 &&
  /\p{L}.*\p{L}/u.test(b.lines.flat().join('')) &&
  b.size >= body * 1.2 &&
  b.lines.length <= 3 &&
  b.chars > 0 &&
  b.chars <= 120;

const near = (a: number, b: number) => Math.abs(a - b) <= Math.max(a, b) * 0.08;

/**
 * The sizes that make heading levels, from the largest down: the largest (the poster's title), then each smaller
 * size that two headings or more are set in (a section's heading recurs; a name or a date set large once does not).
 */
function levelSizes(sizes: number[]): number[] {
  const sorted = [...sizes].sort((a, b) => b - a);
  const out: number[] = [];
  for (const s of sorted) {
    if (out.some((o) => near(o, s))) continue;
    if (!out.length || sorted.filter((t) => near(t, s)).length >= 2) out.push(s);
  }
  return out;
}

/**
 * Blocks in the order a person reads a page: the top row off where a gap runs across the page and that row is one
 * column; else cut into columns where a gap runs down the whole of it (each column at least 15% of the page wide,
 * so a numbered list's numbers stay with their text); what cannot be cut is read in rows, left to right.
 */
function readingOrder(blocks: Block[], pageWidth: number): Block[] {
  if (blocks.length <= 1) return blocks;
  const rows = cut(blocks, 'y');
  const columns = columnsOf(blocks, pageWidth);
  // The top row is read first when it lies in one column (a title band, a column's first paragraph); a row across
  // columns is a coincidence of gaps, and the columns are read one after the other.
  const top = new Set(rows[0]);
  if (rows.length > 1 && columns.filter((c) => c.some((b) => top.has(b))).length <= 1)
    return [...readingOrder(rows[0]!, pageWidth), ...readingOrder(rows.slice(1).flat(), pageWidth)];
  if (columns.length > 1) return columns.flatMap((c) => readingOrder(c, pageWidth));
  return byRows(blocks);
}

/** Blocks read in rows: those starting within about half a line of each other are one row, read left to right. */
function byRows(blocks: Block[]): Block[] {
  const rows: Block[][] = [];
  for (const b of [...blocks].sort((p, q) => p.y0 - q.y0)) {
    const row = rows.at(-1);
    if (row && b.y0 - row[0]!.y0 <= Math.min(b.size, row[0]!.size) * 0.6) row.push(b);
    else rows.push([b]);
  }
  return rows.flatMap((row) => row.sort((p, q) => p.x0 - q.x0));
}

/** One-line blocks read one after the other on the same line in the same size are one line ("이 름  권도현"). */
function joinRows(blocks: Block[]): Block[] {
  const out: Block[] = [];
  for (const b of blocks) {
    const last = out.at(-1);
    const sameLine =
      last?.lines.length === 1 &&
      b.lines.length === 1 &&
      near(last.size, b.size) &&
      Math.abs(last.y0 - b.y0) <= b.size * 0.3 &&
      b.x0 > last.x0;
    if (last && sameLine) {
      out[out.length - 1] = {
        ...last,
        x1: Math.max(last.x1, b.x1),
        y1: Math.max(last.y1, b.y1),
        lines: [[...last.lines[0]!, ...b.lines[0]!]],
        chars: last.chars + b.chars,
      };
    } else out.push(b);
  }
  return out;
}

/** The columns of a page: the groups between vertical gaps, a group narrower than 15% of the page joined to the next. */
function columnsOf(blocks: Block[], pageWidth: number): Block[][] {
  const out: Block[][] = [];
  let pending: Block[] = [];
  for (const group of cut(blocks, 'x')) {
    pending.push(...group);
    if (extent(pending, 'x') >= pageWidth * 0.15) [out[out.length], pending] = [pending, []];
  }
  if (pending.length) (out.at(-1) ?? (out[0] = [])).push(...pending);
  return out;
}

/** The groups of blocks between the gaps along an axis, in order. */
function cut(blocks: Block[], axis: 'x' | 'y'): Block[][] {
  const [lo, hi] = axis === 'x' ? (['x0', 'x1'] as const) : (['y0', 'y1'] as const);
  const sorted = [...blocks].sort((a, b) => a[lo] - b[lo]);
  const groups: Block[][] = [];
  let end = -Infinity;
  for (const b of sorted) {
    if (b[lo] > end + 1 || !groups.length) groups.push([b]);
    else groups[groups.length - 1]!.push(b);
    end = Math.max(end, b[hi]);
  }
  return groups;
}

const extent = (group: Block[], axis: 'x' | 'y') =>
  axis === 'x'
    ? Math.max(...group.map((b) => b.x1)) - Math.min(...group.map((b) => b.x0))
    : Math.max(...group.map((b) => b.y1)) - Math.min(...group.map((b) => b.y0));

/** A list's number set as a block of its own ("1.", "a)") goes with the text beside it. */
function joinMarkers(blocks: Block[]): Block[] {
  const out: Block[] = [];
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i]!;
    const next = blocks[i + 1];
    const marker = b.lines.length === 1 && /^(\d{1,2}|[a-z]|[ivx]{1,4})[.)]$/i.test(b.lines[0]!.join(''));
    if (marker && next && Math.abs(next.y0 - b.y0) <= Math.max(b.size, 1) * 0.6) {
      out.push({ ...next, lines: [[...b.lines[0]!, ...next.lines[0]!], ...next.lines.slice(1)] });
      i++;
    } else out.push(b);
  }
  return out;
}

const HANGUL = /[\uac00-\ud7a3]/;

/**
 * A block's lines as one text. A line broken inside a Korean word (as slide programs break Korean) is joined without
 * a space when the joined word stands elsewhere in the poster; otherwise lines are joined with a space.
 */
function textOf(lines: string[][], words: ReadonlySet<string>): string {
  let text = '';
  for (const line of lines) {
    const first = line[0];
    if (!first) continue;
    const last = text.split(' ').at(-1) ?? '';
    const joined = last + first;
    const glue =
      text && HANGUL.test(last.at(-1) ?? '') && HANGUL.test(first[0]!) && words.has(joined) ? '' : ' ';
    text = text ? `${text}${glue}${line.join(' ')}` : line.join(' ');
  }
  // Mathematical letters (𝑃𝑠𝑒𝑢𝑑𝑜𝑘𝑛𝑜𝑡) and full-width forms read as the letters they are; control characters go.
  return (
    text
      .normalize('NFKC')
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .trim()
  );
}
