/**
 * `npm run bench -- --search`: poster search at a large session's size (docs/decisions/091-ranked-poster-search.md).
 * 1,500 posters in one project, each with the full text of an approved file (the texts of the fixture PDFs in
 * /work/shared/fixtures/posters or FIXTURE_POSTERS, Korean and English, each poster's with a line of its own), on
 * SQLite and on PostgreSQL. Times the gallery's search (a page of 24, ranked, with snippets) in the server's own
 * process, the repository call a request makes; the route's parsing and JSON add about a millisecond.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import { migrate, openDatabase } from '../src/server/db/database';
import type { DB } from '../src/server/db/schema';
import { insertPosters, type NewPoster } from '../src/server/modules/posters';
import { listPosterPage } from '../src/server/modules/posters/posters.service';
import { refreshPosterSearch } from '../src/server/modules/poster-search';
import { percentile, round, type Row } from './report';
import { insertProject } from './seed';
import { createPgDatabase, tempDir } from './servers';

const POSTERS = 1_500;
const BUDGET_MS = 50;
const SEARCHES = 300;
/** What visitors type: common and rare words, Korean with particles, English in any form, two words, a number. */
const QUERIES = [
  '구조',
  '상호작용하여',
  'RNA 구조를',
  '알고리즘',
  'embedding',
  'Steering',
  'normalization',
  'learning',
  'arithmetic units',
  'P-750',
  '포스터 1234',
  'zebrafish',
];

const fixtureDir = process.env.FIXTURE_POSTERS ?? '/work/shared/fixtures/posters';

function fixtureTexts(): string[] {
  return fs
    .readdirSync(fixtureDir)
    .filter((f) => f.endsWith('.pdf'))
    .sort()
    .map((f) => execFileSync('pdftotext', [path.join(fixtureDir, f), '-'], { encoding: 'utf8' }));
}

export async function seed(db: Kysely<DB>, texts: string[]): Promise<{ projectId: number; indexMs: number }> {
  const now = new Date().toISOString();
  const { id: projectId } = await insertProject(db, {
    name: 'Bench search',
    slug: 'bench-search',
    start: '2099-05-01',
    end: '2099-05-03',
  });
  const posters: NewPoster[] = Array.from({ length: POSTERS }, (_, i) => ({
    title:
      i % 2 ? `포스터 ${i}: 단백질 구조와 기능의 분석` : `Poster ${i}: learning representations of molecules`,
    author: i % 2 ? `김연구${i}` : `Author ${i}`,
    affiliation: i % 3 ? '서울대학교 화학부' : 'KAIST',
    category: ['유기화학', '물리화학', '분석화학', '고분자'][i % 4]!,
    abstract:
      `${i % 2 ? '본 연구는 새로운 촉매의 반응성을 조사하였다.' : 'We study a new catalyst.'} `.repeat(6),
    keywords: i % 2 ? '촉매; 반응성' : 'catalysis; kinetics',
    audio_file: null,
    order_number: i + 1,
    number: i + 1,
    board: `B${String(i + 1).padStart(4, '0')}`,
    presenter_name: null,
    presenter_email: null,
    images: [],
  }));
  const ids = await db.transaction().execute((trx) => insertPosters(trx, projectId, posters, now));
  const submissions = ids.map((poster_id, i) => ({
    project_id: projectId,
    poster_id,
    status: 'approved' as const,
    file_name: 'poster.pdf',
    file_kind: 'pdf' as const,
    file_size: 1,
    folder: `${projectId}/posters/${poster_id}/submissions/s${i}`,
    uploaded_by: 'presenter' as const,
    uploaded_at: now,
    processed_at: now,
    reviewed_at: now,
    error_code: null,
    error_detail: null,
    preflight: '[]',
    note: null,
    page_count: 1,
    text: `${texts[i % texts.length]}\n포스터 ${i}번의 결론.`,
  }));
  for (let i = 0; i < submissions.length; i += 200)
    await db
      .insertInto('submissions')
      .values(submissions.slice(i, i + 200))
      .execute();
  // The index of every poster from its file's text, as an approval writes it, timed.
  const started = performance.now();
  await db.transaction().execute((trx) => refreshPosterSearch(trx, ids));
  return { projectId, indexMs: performance.now() - started };
}

async function measure(name: string, db: Kysely<DB>, texts: string[]): Promise<Row[]> {
  const { projectId, indexMs } = await seed(db, texts);
  const search = (q: string) => listPosterPage(db, projectId, { q, page: 1, page_size: 24 });
  for (const q of QUERIES) await search(q);
  const ms: number[] = [];
  const totals = new Map<string, number>();
  for (let i = 0; i < SEARCHES; i++) {
    const q = QUERIES[i % QUERIES.length]!;
    const started = performance.now();
    const page = await search(q);
    ms.push(performance.now() - started);
    totals.set(q, page.total);
  }
  const p99 = percentile(ms, 99);
  const found = [...totals].map(([q, n]) => `"${q}" ${n}`).join(', ');
  return [
    {
      metric: `search: ${name}: p99 of a ranked search with snippets, ${POSTERS.toLocaleString('en')} posters with text`,
      value: round(p99),
      unit: 'ms',
      target: `< ${BUDGET_MS}`,
      pass: p99 < BUDGET_MS,
      note:
        `${SEARCHES} searches one after another, p50 ${round(percentile(ms, 50))} ms, p95 ` +
        `${round(percentile(ms, 95))} ms, max ${round(Math.max(...ms))} ms; a page of 24; found: ${found}`,
    },
    {
      metric: `search: ${name}: index of ${POSTERS.toLocaleString('en')} posters written in one transaction`,
      value: round(indexMs / 1000, 2),
      unit: 's',
      target: 'info',
      pass: null,
      note: `texts of ${texts.length} fixture PDFs, about ${round(texts.join('').length / texts.length / 1000)} K characters each`,
    },
  ];
}

/** `--search`: the same project on SQLite (a file, as the server keeps it) and on PostgreSQL. */
export async function searchRows(pgAdminUrl: string): Promise<Row[]> {
  const texts = fixtureTexts();
  const rows: Row[] = [];
  const sqlite = openDatabase({ sqlitePath: path.join(tempDir('bench-search-'), 'app.db') });
  try {
    await migrate(sqlite);
    rows.push(...(await measure('SQLite', sqlite.db, texts)));
  } finally {
    await sqlite.close();
  }
  const pg = openDatabase({ databaseUrl: await createPgDatabase(pgAdminUrl, 'search') });
  try {
    await migrate(pg);
    rows.push(...(await measure('PostgreSQL', pg.db, texts)));
  } finally {
    await pg.close();
  }
  return rows;
}
