import fs from 'node:fs';
import path from 'node:path';

/** One line of the report: every figure has a target and a verdict (null: information only). */
export type Row = {
  metric: string;
  value: number | string;
  unit: string;
  target: string;
  pass: boolean | null;
  note?: string;
};

export type Report = {
  date: string;
  node: string;
  cpus: number;
  /** os.loadavg() when the run started. */
  loadAverage: number[];
  seconds: number;
  rows: Row[];
  /** Every error and mismatch found, by scenario: what a person would read to see what went wrong. */
  failures: string[];
};

export const verdict = (r: Row) => (r.pass === null ? 'info' : r.pass ? 'pass' : 'MISS');
export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Nearest-rank percentile of a list of milliseconds (NaN when empty). */
export function percentile(xs: readonly number[], p: number): number {
  if (xs.length === 0) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

export const median = (xs: readonly number[]) => percentile(xs, 50);

/** Writes `<name>.json` and `<name>.md` (latest: the whole bench; phone: `npm run bench -- --phone`). */
export function writeReport(dir: string, report: Report, header: string, name = 'latest'): string {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(report, null, 2) + '\n');
  const cell = (s: string) => s.replace(/\|/g, '\\|');
  const md = [
    `# Benchmark ${report.date}`,
    '',
    header,
    '',
    '| metric | value | target | result | note |',
    '|---|---:|---|---|---|',
    ...report.rows.map(
      (r) =>
        `| ${cell(r.metric)} | ${r.value}${r.unit ? ` ${r.unit}` : ''} | ${cell(r.target)} | ${
          r.pass === null ? 'info' : r.pass ? 'pass' : '**miss**'
        } | ${cell(r.note ?? '')} |`,
    ),
    '',
    report.failures.length ? '## Failures' : '## Failures: none',
    '',
    ...report.failures.map((f) => `- ${f}`),
    '',
  ].join('\n');
  fs.writeFileSync(path.join(dir, `${name}.md`), md);
  return md;
}

/** The table as printed at the end of a run: fixed-width columns, one row per line. */
export function printTable(rows: readonly Row[]): string {
  const cols = rows.map((r) => [
    r.metric,
    `${r.value}${r.unit ? ` ${r.unit}` : ''}`,
    r.target,
    verdict(r),
    r.note ?? '',
  ]);
  const head = ['metric', 'value', 'target', 'result', 'note'];
  const widths = head.map((h, i) => Math.max(h.length, ...cols.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c
      .map((s, i) => (i === 1 ? s.padStart(widths[i]!) : s.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...cols.map(line)].join('\n');
}
