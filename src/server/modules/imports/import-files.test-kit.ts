// Spreadsheets and archives the import tests upload (built in memory).
import * as XLSX from '@e965/xlsx';
import type { LightMyRequestResponse } from 'fastify';
import { spreadsheet } from '@server/test/fixture-files';
import type { Client } from '@server/test/test-app';

/** The spreadsheet formats an import takes. */
export type Book = 'xlsx' | 'xls' | 'csv';

/** A one-sheet spreadsheet of these rows in this format (the fixture files' spreadsheet). */
export const workbook = (rows: unknown[][], book: Book = 'xlsx'): Buffer => spreadsheet(rows, { book });

export function form(files: { name: string; data: Buffer; type?: string }[], field = 'file'): FormData {
  const f = new FormData();
  for (const file of files)
    f.append(
      field,
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  return f;
}

export function upload(
  client: Client,
  url: string,
  name: string,
  data: Buffer,
): Promise<LightMyRequestResponse> {
  return client.inject({ method: 'POST', url, payload: form([{ name, data }]) });
}

/** Reads back the first sheet of a downloaded workbook as arrays. */
export function readRows(data: Buffer): string[][] {
  const wb = XLSX.read(data, { type: 'buffer' });
  return XLSX.utils.sheet_to_json<string[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1, raw: false });
}

export { deflatedZeros, handZip } from '@server/media/hand-zips.test-kit';
