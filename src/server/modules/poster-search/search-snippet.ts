/**
 * The snippet of a search hit (docs/decisions/091-ranked-poster-search.md): the sentence of the field the search
 * was found in (a window of it when the sentence is long), cut into parts that are or are not a match. Plain text
 * in parts, never markup: the page shows the marked parts as <mark> elements of its own.
 */
import type { SearchHit } from '@shared/contracts/posters';
import type { AskedTerm } from './search-terms';
import { normalise, termsOf } from './search-terms';
import { searchFields, type SearchField, type SearchTexts } from './poster-search.repository';

/** The longest snippet: a long sentence is cut to this many characters around its first match. */
const WINDOW = 160;

/** Where the asked terms are in a normalised text: [start, end) ranges, in order, not overlapping. */
function matchRanges(text: string, words: AskedTerm[][]): [number, number][] {
  const ranges: [number, number][] = [];
  const asked = words.flat();
  for (const t of termsOf(text)) {
    if (asked.some((a) => a.kind === 'prefix' && t.term.startsWith(a.term))) ranges.push([t.start, t.end]);
  }
  for (const a of asked) {
    if (a.kind !== 'phrase') continue;
    for (let at = text.indexOf(a.text); at !== -1; at = text.indexOf(a.text, at + a.text.length))
      ranges.push([at, at + a.text.length]);
  }
  ranges.sort((x, y) => x[0] - y[0]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/**
 * The sentence around `at`: from after the last end of a sentence before it (. ! ? or 。 followed by a space, or a
 * blank line) to the next one. A PDF's text breaks its lines inside sentences; a single line break is a space.
 */
function sentenceAround(text: string, at: number): [number, number] {
  const ends = /[.!?。](?=\s|$)|\n\s*\n/g;
  let start = 0;
  let end = text.length;
  for (const m of text.matchAll(ends)) {
    const after = m.index + m[0].length;
    if (after <= at) start = after;
    else {
      end = after;
      break;
    }
  }
  return [start, end];
}

/**
 * The hit of a poster: the first field (in rank order, from `from`) where any asked term is found, and its
 * sentence; undefined when none holds one (a hit on the poster's number alone).
 */
export function searchHit(texts: SearchTexts, words: AskedTerm[][], from = 0): SearchHit | undefined {
  const order: SearchField[] = [...searchFields.slice(from), ...searchFields.slice(0, from)];
  for (const field of order) {
    // Matches are sought in the normalised text, the parts cut from the NFKC text (lower case too in the rare
    // case where that changes the length, so that the places line up).
    const nfkc = texts[field].normalize('NFKC');
    const lower = normalise(nfkc);
    const text = lower.length === nfkc.length ? nfkc : lower;
    const ranges = matchRanges(lower, words);
    if (ranges.length === 0) continue;
    let [start, end] = sentenceAround(text, ranges[0]![0]);
    if (end - start > WINDOW) {
      start = Math.max(start, ranges[0]![0] - WINDOW / 3);
      end = Math.min(end, start + WINDOW);
    }
    const parts: SearchHit['parts'] = [];
    let at = start;
    for (const [s, e] of ranges) {
      if (e <= start || s >= end) continue;
      if (s > at) parts.push({ text: text.slice(at, s), match: false });
      parts.push({ text: text.slice(Math.max(s, at), Math.min(e, end)), match: true });
      at = Math.min(e, end);
    }
    if (at < end) parts.push({ text: text.slice(at, end), match: false });
    for (const p of parts) p.text = p.text.replace(/\s+/g, ' ');
    const first = parts[0]!;
    first.text = first.text.trimStart();
    const last = parts[parts.length - 1]!;
    last.text = last.text.trimEnd();
    if (start > 0 && !/[.!?。\s]/.test(text[start - 1] ?? '')) first.text = `…${first.text}`;
    if (end < text.length && !/[.!?。\s]/.test(text[end - 1] ?? '')) last.text = `${last.text}…`;
    return { field, parts: parts.filter((p) => p.text !== '') };
  }
  return undefined;
}
