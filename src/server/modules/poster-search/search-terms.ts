/**
 * The terms of poster search (docs/decisions/091-ranked-poster-search.md), made the same way for what is stored
 * and what is asked, on both databases:
 *
 * - Text is NFKC-normalised and lower-cased, then cut into runs of letters and digits.
 * - A run in Korean (or Chinese, Japanese) script becomes its character pairs ("상호작용" -> 상호 호작 작용; one
 *   character stays one term), so a word is found inside a longer one whatever particle or ending follows it.
 * - Any other run is one word, stemmed (English endings: plurals, -ing, -ed, -ly, -ation ...): "interactions",
 *   "interacting" and "interacted" store "interact".
 *
 * A searched Korean word loses its trailing particle or ending first ("상호작용하여" asks for 상호작용) and asks
 * for its pairs as a phrase; a searched other word is a prefix of a stored word ("graph" finds "graphene").
 */

/** One stored term and where its run is in the normalised text. */
export type Term = { term: string; start: number; end: number };

const RUN = /[\p{L}\p{N}\p{M}]+/gu;
const CJK = /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const CJK_RUNS =
  /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+|[^\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;

/** The text as terms are read from it (offsets of Term are in this text). */
export const normalise = (text: string): string => text.normalize('NFKC').toLowerCase();

/** English endings, longest first: [ending, what replaces it]; the stem keeps at least three letters. */
const ENDINGS: readonly (readonly [string, string])[] = [
  ['izations', 'ize'],
  ['ization', 'ize'],
  ['ational', 'ate'],
  ['ations', 'ate'],
  ['ation', 'ate'],
  ['ically', 'ic'],
  ['nesses', ''],
  ['ness', ''],
  ['ments', ''],
  ['ment', ''],
  ['ities', ''],
  ['ity', ''],
  ['ings', ''],
  ['ing', ''],
  ['ions', ''],
  ['ion', ''],
  ['ies', 'y'],
  ['ied', 'y'],
  ['edly', ''],
  ['ed', ''],
  ['ly', ''],
  ['sses', 'ss'],
  ['es', ''],
  ['s', ''],
];

/** The stem of a lower-case word that is not Korean; digits and short words stay as they are. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  for (const [ending, replacement] of ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= 3) {
      let base = word.slice(0, -ending.length);
      // "mapped" -> "map", "running" -> "run": a doubled last consonant left by the ending.
      if (replacement === '' && /([b-df-hj-np-tv-z])\1$/.test(base) && !/(ll|ss|ff|zz)$/.test(base))
        base = base.slice(0, -1);
      // "oxide" and "oxides" share "oxid"; "e" is dropped from every stem.
      return (base + replacement).replace(/e$/, '');
    }
  }
  return word.replace(/e$/, '');
}

/** The character pairs of a Korean run (one character: itself). */
function pairs(run: string): string[] {
  const chars = [...run];
  if (chars.length === 1) return chars;
  return chars.slice(1).map((c, i) => chars[i]! + c);
}

/** The stored terms of a text, in order, with their runs' places in `normalise(text)`. */
export function termsOf(text: string): Term[] {
  const out: Term[] = [];
  for (const m of normalise(text).matchAll(RUN)) {
    const start = m.index;
    for (const part of m[0].matchAll(CJK_RUNS)) {
      const s = start + part.index;
      const e = s + part[0].length;
      if (CJK.test(part[0])) for (const p of pairs(part[0])) out.push({ term: p, start: s, end: e });
      else out.push({ term: stem(part[0]), start: s, end: e });
    }
  }
  return out;
}

/**
 * Particles and endings that follow a Korean word, longest first; a searched word ending in one is searched
 * without it (keeping at least two characters): "상호작용하여", "상호작용을" and "상호작용의" all ask for 상호작용.
 */
const KOREAN_ENDINGS = [
  '하였으며',
  '하였다',
  '하였고',
  '시키는',
  '시킨',
  '되었다',
  '되었고',
  '에서는',
  '으로는',
  '으로서',
  '으로써',
  '하여',
  '하고',
  '하는',
  '하며',
  '하면',
  '하게',
  '하지',
  '했다',
  '한다',
  '되어',
  '되는',
  '되며',
  '되고',
  '된다',
  '에서',
  '에게',
  '으로',
  '까지',
  '부터',
  '보다',
  '처럼',
  '이며',
  '이고',
  '이다',
  '와의',
  '과의',
  '에는',
  '에도',
  '로서',
  '로써',
  '로는',
  '들의',
  '들을',
  '들이',
  '들은',
  '들',
  '을',
  '를',
  '이',
  '가',
  '은',
  '는',
  '의',
  '에',
  '와',
  '과',
  '로',
  '도',
  '만',
  '한',
  '된',
  '적',
  '할',
  '함',
  '됨',
];

/** A searched Korean run without its trailing particle or ending. */
export function koreanStem(run: string): string {
  for (const ending of KOREAN_ENDINGS) {
    if (run.endsWith(ending) && [...run].length - [...ending].length >= 2)
      return run.slice(0, -ending.length);
  }
  return run;
}

/**
 * One asked part of a search word: `phrase` terms in a row (Korean pairs) or one `prefix` of a stored term, and
 * `text`, what it stands for in a normalised text (for the snippet's marks).
 */
export type AskedTerm = { kind: 'phrase'; terms: string[]; text: string } | { kind: 'prefix'; term: string };

/** What a search word asks for: every part must be found (a word of only punctuation asks for nothing). */
export function askedTerms(word: string): AskedTerm[] {
  const out: AskedTerm[] = [];
  for (const m of normalise(word).matchAll(RUN)) {
    for (const part of m[0].matchAll(CJK_RUNS)) {
      if (CJK.test(part[0])) {
        const run = koreanStem(part[0]);
        out.push({ kind: 'phrase', terms: pairs(run), text: run });
      } else out.push({ kind: 'prefix', term: stem(part[0]) });
    }
  }
  return out;
}
