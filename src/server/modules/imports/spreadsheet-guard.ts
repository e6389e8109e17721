// What an upload must be before it is parsed: a real .xlsx, .xls or .csv within the limits.
import { AppError } from '@server/errors';
import { SPREADSHEET_ZIP_LIMITS } from '@server/media';
import { workbookEntries, ZipProblem } from './workbook-zip';

/**
 * Cheap checks that run on the main thread BEFORE any parsing: the extension, whether the bytes really are that
 * kind of file, and for zip-based workbooks (.xlsx) the unpacked size and entry count as the zip's central
 * directory states them. A zip bomb or a renamed executable is refused here in microseconds. A zip whose directory
 * lies is caught in the parsing worker (verifyZipSizes), which also has a memory cap and a time limit.
 */
export type SheetFormat = 'xlsx' | 'xls' | 'csv';

export const LIMITS = {
  maxUnpackedBytes: SPREADSHEET_ZIP_LIMITS.maxUnpackedBytes,
  maxZipEntries: SPREADSHEET_ZIP_LIMITS.maxEntries,
  /** Sheets in a workbook (checked in the worker for .xls, whose sheet list needs the workbook stream). */
  maxSheets: 100,
} as const;

export const EXTENSION_MESSAGE = 'Only Excel files (.xlsx, .xls) or CSV can be uploaded';

export function formatFromName(name: string): SheetFormat {
  const m = /\.(xlsx|xls|csv)$/i.exec(name.trim());
  if (!m)
    throw new AppError('FILE_TYPE', EXTENSION_MESSAGE, {
      field: 'file',
      params: { allowed: '.xlsx, .xls, .csv' },
    });
  return m[1]!.toLowerCase() as SheetFormat;
}

const ZIP_LOCAL = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const CFB = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const startsWith = (buf: Buffer, sig: Buffer) =>
  buf.length >= sig.length && buf.subarray(0, sig.length).equals(sig);

/** Decides how the bytes are read (an .xls that is really an .xlsx is read as one) or refuses the file. */
export async function inspectSpreadsheet(name: string, data: Buffer): Promise<SheetFormat> {
  const declared = formatFromName(name);
  if (data.length === 0) throw new AppError('FILE_EMPTY', 'The file is empty', { field: 'file' });
  if (declared === 'csv') {
    const utf16 = (data[0] === 0xff && data[1] === 0xfe) || (data[0] === 0xfe && data[1] === 0xff);
    if (!utf16 && data.includes(0)) throw new AppError('BAD_FILE', 'The file is not a text CSV file');
    return 'csv';
  }
  if (startsWith(data, ZIP_LOCAL)) {
    await checkZip(data);
    return 'xlsx';
  }
  if (declared === 'xls' && startsWith(data, CFB)) return 'xls';
  throw new AppError(
    'BAD_FILE',
    `The file is not a valid Excel workbook (.${declared}); save it from Excel as .xlsx and try again`,
  );
}

/** Refuses a zip whose directory states too many entries or too many unpacked bytes, or that is not a workbook. */
export async function checkZip(buf: Buffer): Promise<{ entries: number; unpackedBytes: number }> {
  try {
    const entries = await workbookEntries(buf);
    if (!entries.some((e) => e.name === '[Content_Types].xml'))
      throw new ZipProblem('The file is a zip archive but not an Excel workbook');
    return { entries: entries.length, unpackedBytes: entries.reduce((n, e) => n + e.size, 0) };
  } catch (err) {
    if (err instanceof ZipProblem) throw new AppError('BAD_FILE', err.message);
    throw err;
  }
}
