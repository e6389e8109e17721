/** What a spreadsheet upload did, as lines for the organiser, and the files it takes (upload-lines.test.ts). */

/** Upload answers shown to the organiser: the counts, then at most five row errors and "and N more". */
export type UploadLine = { kind: 'count' | 'error' | 'more'; text: string };

export function errorLines(errors: string[], andMore: (n: number) => string, max = 5): UploadLine[] {
  const lines: UploadLine[] = errors.slice(0, max).map((e) => ({ kind: 'error', text: e }));
  if (errors.length > max) lines.push({ kind: 'more', text: andMore(errors.length - max) });
  return lines;
}

export function hasExcelExtension(name: string): boolean {
  return /\.(xlsx|xls|csv)$/i.test(name);
}
