/**
 * The snippet of a search hit (docs/decisions/091-ranked-poster-search.md): the sentence of the field the search
 * was found in (a window of it when the sentence is long), cut into parts that are or are not a match. Plain text
 * in parts, never markup: the page shows the marked parts as <mark> elements of its own.
 */
import type { SearchHit } from '@shared/contracts/posters';
import { normalise, stem, type AskedTerm } from './search-terms';
import { searchFields, type SearchField, type SearchTexts } from './poster-search.repository';

/** The longest snippet: a long sentence is cut to this many characters around its first match. */
const WINDOW = 160;
const RUN = /[\p{L}\p{N}\p{M}]+/gu;
const NOT_CJK = /[^\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;

/** Whether a word (lower case, not Korean) is one a prefix term finds: its stem starts with the term. */
const prefixFinds = (word: string, term: string) =>
  word.startsWith(term.slice(0, 2)) && stem(word).startsWith(term);

/** The runs of letters and digits of a text that are not in Korean script, with where they start. */
function* latinWords(text: string, from = 0): Generator<{ word: string; start: number }> {
  RUN.lastIndex = from;
  for (let m = RUN.exec(text); m; m = RUN.exec(text)) {
    for (const part of m[0].matchAll(NOT_CJK)) yield { word: part[0], start: m.index + part.index };
  }
}

/** Where the first asked term is in a normalised text, if anywhere (without reading past it). */
function firstMatch(text: string, asked: AskedTerm[]): number | undefined {
  let first = Infinity;
  for (const a of asked) {
    if (a.kind !== 'phrase') continue;
    const at = text.indexOf(a.text);
    if (at !== -1) first = Math.min(first, at);
  }
  const prefixes = asked.flatMap((a) => (a.kind === 'prefix' ? [a.term] : []));
  if (prefixes.length > 0) {
    for (const { word, start } of latinWords(text)) {
      if (start >= first) break;
      if (prefixes.some((p) => prefixFinds(word, p))) {
        first = start;
        break;
      }
    }
  }
  return first === Infinity ? undefined : first;
}

/** Where the asked terms are in a normalised text: [start, end) ranges, in order, not overlapping. */
function matchRanges(text: string, asked: AskedTerm[]): [number, number][] {
  const ranges: [number, number][] = [];
  const prefixes = asked.flatMap((a) => (a.kind === 'prefix' ? [a.term] : []));
  if (prefixes.length > 0)
    for (const { word, start } of latinWords(text))
      if (prefixes.some((p) => prefixFinds(word, p))) ranges.push([start, start + word.length]);
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
    const asked = words.flat();
    const first = firstMatch(lower, asked);
    if (first === undefined) continue;
    let [start, end] = sentenceAround(text, first);
    if (end - start > WINDOW) {
      start = Math.max(start, first - WINDOW / 3);
      end = Math.min(end, start + WINDOW);
    }
    // The marks of the sentence alone (a word cut by the window's edge is found whole, then cut).
    const from = Math.max(0, start - 40);
    const ranges = matchRanges(lower.slice(from, end + 40), asked).map(
      ([s, e]) => [s + from, e + from] as const,
    );
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
    const head = parts[0]!;
    head.text = head.text.trimStart();
    const tail = parts[parts.length - 1]!;
    tail.text = tail.text.trimEnd();
    if (start > 0 && !/[.!?。\s]/.test(text[start - 1] ?? '')) head.text = `…${head.text}`;
    if (end < text.length && !/[.!?。\s]/.test(text[end - 1] ?? '')) tail.text = `${tail.text}…`;
    return { field, parts: parts.filter((p) => p.text !== '') };
  }
  return undefined;
}
