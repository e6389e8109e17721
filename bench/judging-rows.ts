import { kinds, type Kind } from './client';
import { percentile, round, type Row } from './report';
import type { ScenarioResult } from './scenarios';
import { PICTURES } from './shared-files';

/**
 * The report's lines for the judging-day scenarios. Targets: no errors and exact results everywhere; on SQLite
 * the p99 of the judge list, a poster view and a submission under 250 ms; on PostgreSQL each within twice
 * SQLite's figure of the same run.
 */
const FELT: readonly Kind[] = ['list', 'view', 'submit'];
const SQLITE_P99_MS = 250;
const MAX_LINES = 20;

const ms = (n: number) => (Number.isNaN(n) ? 'n/a' : String(Math.round(n)));

function capped(lines: readonly string[], prefix: string): string[] {
  const shown = lines.slice(0, MAX_LINES).map((l) => `${prefix}${l}`);
  if (lines.length > MAX_LINES) shown.push(`${prefix}... and ${lines.length - MAX_LINES} more`);
  return shown;
}

export function judgingRows(results: readonly ScenarioResult[]): { rows: Row[]; failures: string[] } {
  const rows: Row[] = [];
  const failures: string[] = [];
  const sqlite = results.find((r) => !r.scenario.postgres)?.outcome;

  for (const r of results) {
    const name = r.scenario.name;
    const o = r.outcome;
    if (r.error) failures.push(`${name}: the scenario stopped: ${r.error.split('\n')[0]}`);
    if (!o) {
      rows.push({
        metric: `${name}: judging day`,
        value: 'did not run',
        unit: '',
        target: 'runs',
        pass: false,
        note: r.error?.split('\n')[0],
      });
      continue;
    }
    const calls = kinds.reduce((n, k) => n + o.rec.ms[k].length, 0);
    failures.push(...capped(o.rec.errors, `${name}: `));
    failures.push(...capped(r.resultMismatches, `${name}: results: `));
    failures.push(...capped(o.screenMismatches, `${name}: judge screen: `));
    const exact = r.resultMismatches.length === 0 && !r.error;
    rows.push(
      {
        metric: `${name}: errors (non-2xx or network)`,
        value: o.rec.errors.length,
        unit: '',
        target: '0',
        pass: o.rec.errors.length === 0 && !r.error,
        note: `${calls} calls by 200 judges in ${round(o.wallMs / 1000)} s; setup through the API ${round((r.setupMs ?? 0) / 1000)} s`,
      },
      {
        metric: `${name}: results exact`,
        value: exact ? 'yes' : 'no',
        unit: '',
        target: 'yes',
        pass: exact,
        note: `${o.accepted.size} posters checked for count, average and rank, and statistics at 100%${r.scenario.s3 ? `; ${PICTURES} pictures uploaded through the instances in turn, each served by every one` : ''}; ${r.resultMismatches.length} mismatches`,
      },
      {
        metric: `${name}: judge screens show their own submissions`,
        value: o.screenMismatches.length === 0 ? 'yes' : 'no',
        unit: '',
        target: 'yes',
        pass: o.screenMismatches.length === 0,
        note: `list, poster and progress after every submission; ${o.screenMismatches.length} mismatches`,
      },
    );
    for (const kind of kinds) {
      const xs = o.rec.ms[kind];
      const p99 = percentile(xs, 99);
      const later = o.rec.afterLogins(kind);
      let target = 'info';
      let pass: boolean | null = null;
      if (FELT.includes(kind) && !r.scenario.postgres) {
        target = `< ${SQLITE_P99_MS}`;
        pass = p99 < SQLITE_P99_MS;
      } else if (FELT.includes(kind)) {
        const base = sqlite ? percentile(sqlite.rec.ms[kind], 99) : NaN;
        target = `<= 2x SQLite (${ms(base)} ms)`;
        pass = !Number.isNaN(base) && p99 <= 2 * base;
      }
      rows.push({
        metric: `${name}: ${kind} p99`,
        value: ms(p99),
        unit: 'ms',
        target,
        pass: xs.length === 0 ? false : pass,
        note:
          `p50 ${ms(percentile(xs, 50))} ms, max ${ms(percentile(xs, 100))} ms, ${xs.length} calls` +
          (kind === 'login'
            ? ''
            : `; p99 of the ${later.length} after the last login ${ms(percentile(later, 99))} ms`),
      });
    }
    rows.push({
      metric: `${name}: server memory (RSS) peak`,
      value: Math.max(0, ...r.rssMB),
      unit: 'MB',
      target: 'info',
      pass: null,
      note: `${r.rssMB.length > 1 ? `per instance ${r.rssMB.join(' and ')} MB; ` : ''}from start to stop, setup included`,
    });
    if (r.flood) {
      const f = r.flood;
      const ratio = percentile(f.flood, 50) / percentile(f.quiet, 50);
      const logins = Object.entries(f.logins)
        .map(([k, n]) => `${k}: ${n}`)
        .join(', ');
      const spread = (xs: number[]) =>
        `median ${round(percentile(xs, 50))} ms, p90 ${round(percentile(xs, 90))} ms, max ${round(percentile(xs, 100))} ms (${xs.length} fetches)`;
      failures.push(...capped(f.fetchErrors, `${name}: login flood: `));
      rows.push({
        metric: `${name}: login flood: /uploads/ file median, flood / quiet`,
        value: round(ratio, 2),
        unit: 'x',
        target: '<= 3',
        pass: ratio <= 3 && f.fetchErrors.length === 0,
        note: `200 KB file, 10 fetches/s: quiet ${spread(f.quiet)}; under 64 parallel logins ${spread(f.flood)}; logins ${logins}`,
      });
    }
  }
  return { rows, failures };
}
