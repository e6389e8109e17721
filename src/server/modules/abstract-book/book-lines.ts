// Lines of text as Korean print sets them: broken between words only (keep-all), never between the syllables of
// a word, unless one word alone is wider than the line. pdfkit's own wrap follows UAX #14, which breaks Korean
// anywhere (docs/decisions/054-abstract-book.md).

/** The width of a string at the current font and size (pdfkit's `widthOfString`). */
export type Measure = (text: string) => number;

/** Splits a word wider than `width` into pieces that fit, character by character. */
function splitLongWord(word: string, width: number, measure: Measure): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const ch of word) {
    if (piece && measure(piece + ch) > width) {
      pieces.push(piece);
      piece = ch;
    } else piece += ch;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** One paragraph (no line breaks inside) as lines no wider than `width`. */
function wrapParagraph(paragraph: string, width: number, measure: Measure): string[] {
  const words = paragraph.split(/[ \t]+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    if (measure(word) <= width) line = word;
    else {
      const pieces = splitLongWord(word, width, measure);
      lines.push(...pieces.slice(0, -1));
      line = pieces.at(-1) ?? '';
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * `text` as lines no wider than `width`: its own line breaks kept (an empty line stays a paragraph gap), runs of
 * spaces read as one.
 */
export function wrapLines(text: string, width: number, measure: Measure): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .flatMap((paragraph) => (paragraph.trim() ? wrapParagraph(paragraph.trim(), width, measure) : ['']));
}

/** `text` on one line no wider than `width`, cut with an ellipsis when it is wider. */
export function fitLine(text: string, width: number, measure: Measure): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (measure(flat) <= width) return flat;
  let cut = '';
  for (const ch of flat) {
    if (measure(`${cut}${ch}…`) > width) break;
    cut += ch;
  }
  return `${cut.trimEnd()}…`;
}
