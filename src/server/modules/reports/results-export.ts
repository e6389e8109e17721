// The results as a workbook (.xlsx: ranking, per criterion, judge x poster matrix, comments, people's choice) or
// as .csv (the ranking), with every text cell neutralised against formula injection.
import * as XLSX from '@e965/xlsx';
import type {
  FairResultRow,
  PeoplesChoiceRow,
  ResultEvaluation,
  ResultMethod,
} from '@shared/contracts/reports';
import { displayId } from '@shared/format';
import { contentDisposition, safeFileName } from '@server/http/file-names';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_MIME = 'text/csv; charset=utf-8';

type Cell = string | number | null;

/**
 * A text that a spreadsheet would read as a formula (or as the start of one, through DDE) gets a leading
 * apostrophe (OWASP "CSV injection"): `=`, `+`, `-`, `@`, tab and carriage return. Numbers stay numbers.
 */
export function neutralise(value: Cell): Cell {
  if (typeof value !== 'string') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const sheetOf = (rows: Cell[][]) => XLSX.utils.aoa_to_sheet(rows.map((r) => r.map(neutralise)));
const pid = (n: number) => displayId('P', n);

export const SHEETS = {
  ranking: '순위 Ranking',
  criteria: '항목별 Criteria',
  matrix: '심사위원별 Judges x posters',
  comments: '코멘트 Comments',
  peoplesChoice: "청중 투표 People's choice",
} as const;

function rankingRows(rows: readonly FairResultRow[], method: ResultMethod): Cell[][] {
  return [
    [
      `순위 Rank (${method})`,
      '원점수 순위 Rank raw',
      '정규화 순위 Rank normalized',
      '번호 No.',
      '제목 Title',
      '발표자 Author',
      '분야 Category',
      '평균 Average',
      '정규화 점수 Normalized',
      '평가 수 Evaluations',
      '배정 수 Planned',
      '표준편차 Std dev',
      '최저 Min',
      '최고 Max',
      '표시 Flags',
    ],
    ...rows.map((r) => [
      r.rank,
      r.rank_raw,
      r.rank_normalized,
      pid(r.poster_number),
      r.title,
      r.author,
      r.category,
      r.average_score,
      r.normalized_score,
      r.evaluation_count,
      r.planned_count,
      r.std_dev,
      r.min_total,
      r.max_total,
      r.flags.join(', '),
    ]),
  ];
}

function criteriaRows(rows: readonly FairResultRow[]): Cell[][] {
  const criteria = rows[0]?.criteria ?? [];
  return [
    ['번호 No.', '제목 Title', ...criteria.map((c) => `${c.name} (/${c.max_score})`)],
    ...rows.map((r) => [pid(r.poster_number), r.title, ...r.criteria.map((c) => c.average)]),
  ];
}

/** One row per judge, one column per poster (in ranking order): the judge's total, empty where not judged. */
function matrixRows(rows: readonly FairResultRow[], evaluations: readonly ResultEvaluation[]): Cell[][] {
  const judges = new Map<number, string>();
  const totals = new Map<string, number>();
  for (const e of evaluations) {
    judges.set(e.judge_id, e.judge_name);
    totals.set(`${e.judge_id}:${e.poster_id}`, e.total);
  }
  const sorted = [...judges].sort((a, b) => a[1].localeCompare(b[1], 'ko') || a[0] - b[0]);
  return [
    ['심사위원 Judge', ...rows.map((r) => `${pid(r.poster_number)} ${r.title}`)],
    ...sorted.map(([id, name]) => [name, ...rows.map((r) => totals.get(`${id}:${r.poster_id}`) ?? null)]),
  ];
}

/** One row per evaluation, the posters in ranking order. */
function commentRows(rows: readonly FairResultRow[], evaluations: readonly ResultEvaluation[]): Cell[][] {
  const byPoster = new Map<number, ResultEvaluation[]>();
  for (const e of evaluations) byPoster.set(e.poster_id, [...(byPoster.get(e.poster_id) ?? []), e]);
  return [
    ['번호 No.', '제목 Title', '심사위원 Judge', '총점 Total', '코멘트 Comment'],
    ...rows.flatMap((r) =>
      (byPoster.get(r.poster_id) ?? []).map((e) => [
        pid(r.poster_number),
        r.title,
        e.judge_name,
        e.total,
        e.comment,
      ]),
    ),
  ];
}

function peoplesChoiceRows(rows: readonly PeoplesChoiceRow[]): Cell[][] {
  return [
    ['순위 Rank', '번호 No.', '제목 Title', '득표 Votes'],
    ...rows.map((r) => [r.rank, pid(r.poster_number), r.title, r.votes]),
  ];
}

export function resultsWorkbook(
  rows: readonly FairResultRow[],
  method: ResultMethod,
  evaluations: readonly ResultEvaluation[],
  votes: readonly PeoplesChoiceRow[],
): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheetOf(rankingRows(rows, method)), SHEETS.ranking);
  XLSX.utils.book_append_sheet(book, sheetOf(criteriaRows(rows)), SHEETS.criteria);
  XLSX.utils.book_append_sheet(book, sheetOf(matrixRows(rows, evaluations)), SHEETS.matrix);
  XLSX.utils.book_append_sheet(book, sheetOf(commentRows(rows, evaluations)), SHEETS.comments);
  XLSX.utils.book_append_sheet(book, sheetOf(peoplesChoiceRows(votes)), SHEETS.peoplesChoice);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** Rows as CSV, every text cell neutralised, with a byte order mark so that Excel reads the Korean as UTF-8. */
function csvText(rows: Cell[][]): string {
  return `\uFEFF${XLSX.utils.sheet_to_csv(sheetOf(rows))}\r\n`;
}

/** The ranking as CSV. */
export function resultsCsv(rows: readonly FairResultRow[], method: ResultMethod): string {
  return csvText(rankingRows(rows, method));
}

/** A CSV download (a mail merge's list): its type, its Content-Disposition (`name` and an ASCII one) and its text. */
export function csvDownload(rows: Cell[][], name: string, asciiName: string) {
  return {
    contentType: CSV_MIME,
    disposition: contentDisposition(safeFileName(name), asciiName),
    body: csvText(rows),
  };
}
