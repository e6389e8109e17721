import * as XLSX from '@e965/xlsx';
import { Client } from './client';
import { median, round, type Row } from './report';
import { seed } from './seed';
import { startServer, tempDir } from './servers';
import { posterWorkbook, xlsxForm } from './workbooks';

/**
 * What organisers feel, on SQLite: an import of 10,000 posters (against a bare parse of the same file by the
 * library the server uses) and the results of a conference of 2,000 posters x 5 judges x 10 criteria, every
 * evaluation stored (seeded straight into the database by bench/seed.ts, then served by the real server).
 */
export async function organiserRows(): Promise<Row[]> {
  const rows: Row[] = [];
  const dataDir = tempDir('poster-bench-organiser-');
  const s = await seed(dataDir);
  const server = await startServer({ dataDir });
  try {
    const admin = new Client([server.base], 'organiser');
    admin.cookie = s.adminCookie;

    const file = posterWorkbook(10_000);
    const parses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      const wb = XLSX.read(file, { type: 'buffer' });
      XLSX.utils.sheet_to_json(wb.Sheets[wb.SheetNames[0]!]!, { header: 1 });
      parses.push(performance.now() - t0);
    }
    const imports: number[] = [];
    let created = 0;
    let status = 0;
    for (let i = 0; i < 3; i++) {
      // Each import brings 10,000 new posters (another batch): the same file again would change nothing.
      const batch = i === 0 ? file : posterWorkbook(10_000, i + 1);
      const a = await admin.send(
        'POST',
        `/api/projects/${s.importTarget.id}/posters/upload-excel`,
        xlsxForm('posters.xlsx', batch),
      );
      imports.push(a.ms);
      status = a.status;
      created = a.ok ? (a.body as { details: { posters_created: number } }).details.posters_created : 0;
      if (!a.ok || created !== 10_000) break;
    }
    const importMs = median(imports);
    const parseMs = median(parses);
    const ratio = importMs / parseMs;
    rows.push(
      {
        metric: 'organiser: import of 10,000 posters (.xlsx)',
        value: Math.round(importMs),
        unit: 'ms',
        target: 'info',
        pass: null,
        note: `median of ${imports.length} on an idle server; HTTP ${status}, ${created} created; file ${round(file.length / 1024)} KB`,
      },
      {
        metric: 'organiser: bare parse of the same file by @e965/xlsx',
        value: Math.round(parseMs),
        unit: 'ms',
        target: 'info',
        pass: null,
        note: 'median of 3, in the bench process',
      },
      {
        metric: 'organiser: import time / bare parse',
        value: round(ratio, 2),
        unit: 'x',
        target: '<= 1.5',
        pass: ratio <= 1.5 && created === 10_000,
      },
      {
        metric: 'organiser: server memory (RSS) peak, seed to imports',
        value: server.peakRssMB(),
        unit: 'MB',
        target: 'info',
        pass: null,
      },
    );

    const times: number[] = [];
    let count = 0;
    let complete = true;
    for (let i = 0; i < 12; i++) {
      const a = await admin.send('GET', `/api/projects/${s.results.id}/results`);
      const body = a.ok ? (a.body as { evaluation_count: number }[]) : [];
      if (i > 1) times.push(a.ms); // the first two warm the server
      count = body.length;
      complete &&= a.ok && body.every((r) => r.evaluation_count === 5);
    }
    const resultsMs = median(times);
    rows.push({
      metric: 'organiser: results (2,000 posters x 5 judges x 10 criteria)',
      value: round(resultsMs),
      unit: 'ms',
      target: '< 50',
      pass: resultsMs < 50 && count === 2000 && complete,
      note: `median of 10; slowest ${round(Math.max(...times))} ms; ${count} rows${complete ? '' : ', NOT every poster with 5 evaluations'}`,
    });
  } finally {
    await server.stop();
  }
  return rows;
}
