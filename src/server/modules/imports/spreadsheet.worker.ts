// The parsing worker: SheetJS reads the first sheet, import-rows.ts checks its rows.
import { parentPort } from 'node:worker_threads';
import * as XLSX from '@e965/xlsx';
import { checkRows } from './import-rows';
import { SheetProblem, type ParsedSheet } from './sheet-table';
import { verifyWorkbookZip, ZipProblem } from './workbook-zip';
import type { ParseRequest, ParseResult } from './spreadsheet-reader';

/**
 * Runs in a worker thread (spreadsheet-reader.ts): reads the first sheet of a workbook into rows of plain strings,
 * then validates and normalises the rows (import-rows.ts) so the main thread only inserts them.
 * Rows are arrays (header: 1), never objects keyed by cell text, so no cell can set __proto__ or similar keys.
 * The worker is started with the server and stays alive between files; each message is one file.
 */
let codepagesLoaded = false;

function decodeCsv(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    // Excel in Korean Windows saves CSV as CP949 (a superset of EUC-KR).
    return new TextDecoder('euc-kr').decode(bytes);
  }
}

function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : v.toISOString();
  return String(v);
}

type Sheet = ParsedSheet & { truncated: boolean };
const tooManySheets = (n: number, max: number) =>
  new SheetProblem(`The workbook has ${n} sheets; at most ${max} are allowed`);

async function parse(job: ParseRequest): Promise<Sheet> {
  const bytes = new Uint8Array(job.data.buffer, job.data.byteOffset, job.data.byteLength);
  const common = {
    dense: true,
    sheets: 0,
    sheetRows: job.maxRows + 2,
    cellFormula: false,
    cellHTML: false,
    cellNF: false,
    cellStyles: false,
    cellText: false,
  } as const;
  let wb: XLSX.WorkBook;
  if (job.format === 'csv') {
    wb = XLSX.read(decodeCsv(bytes), { ...common, type: 'string', raw: true });
  } else {
    if (job.format === 'xlsx')
      await verifyWorkbookZip(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    if (job.format === 'xls') {
      // The sheet list only (the workbook globals), before any sheet is read: 3,000 sheets are refused in ~20 ms.
      const names = XLSX.read(bytes, { type: 'array', bookSheets: true }).SheetNames;
      if (names.length > job.maxSheets) throw tooManySheets(names.length, job.maxSheets);
    }
    wb = XLSX.read(bytes, { ...common, type: 'array' });
  }
  if (wb.SheetNames.length > job.maxSheets) throw tooManySheets(wb.SheetNames.length, job.maxSheets);
  const sheet = wb.Sheets[wb.SheetNames[0] ?? ''];
  const ref = sheet?.['!ref'];
  if (!sheet || !ref) return { rows: [], firstRow: 1, truncated: false };
  const full = XLSX.utils.decode_range((sheet['!fullref'] as string | undefined) ?? ref);
  const range = XLSX.utils.decode_range(ref);
  range.e.c = Math.min(range.e.c, range.s.c + job.maxCols - 1);
  range.e.r = Math.min(range.e.r, range.s.r + job.maxRows);
  const raw = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    blankrows: true,
    defval: null,
    range,
  });
  return {
    rows: raw.map((r) => r.map(cellText)),
    firstRow: range.s.r + 1,
    truncated: full.e.r - full.s.r > job.maxRows,
  };
}

parentPort!.on('message', async (job: ParseRequest) => {
  let result: ParseResult;
  try {
    // Only pre-2003 .xls files store text in a Windows code page (CP949 for Korean); the tables are large.
    if (job.format === 'xls' && !codepagesLoaded) {
      XLSX.set_cptable(await import('@e965/xlsx/dist/cpexcel.full.mjs'));
      codepagesLoaded = true;
    }
    const sheet = await parse(job);
    if (sheet.truncated)
      throw new SheetProblem(
        `The sheet has more than ${job.maxRows.toLocaleString('en-US')} rows; split it into smaller files`,
      );
    result = { ok: true, checked: checkRows(sheet, job.task) };
  } catch (err) {
    const known = err instanceof ZipProblem || err instanceof SheetProblem;
    result = {
      ok: false,
      ...(err instanceof SheetProblem && err.missing ? { missing: err.missing } : {}),
      message: known
        ? err.message
        : 'The file could not be read as a spreadsheet; it may be damaged. Save it again from Excel and retry',
    };
  }
  parentPort!.postMessage(result);
});
