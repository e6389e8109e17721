import crypto from 'node:crypto';
import zlib from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import { handZip } from '@server/modules/imports/import-files.test-kit';
import { spreadsheet } from '@server/test/fixture-files';

/**
 * The uploads of the proofs, built in memory: multipart bodies, the spreadsheets the three imports take, and
 * hostile ones (a zip bomb, a header of __proto__, thousands of sheets).
 */

export type Multipart = { payload: Buffer; headers: Record<string, string> };

export function multipart(
  file: { field?: string; filename: string; content: Buffer; contentType?: string },
  extra: Record<string, string> = {},
): Multipart {
  const boundary = `----proof${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(extra)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
        `Content-Type: ${file.contentType ?? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'}\r\n\r\n`,
    ),
  );
  parts.push(file.content, Buffer.from(`\r\n--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let seq = 0;
const tag = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

export function posterSheet(n: number, prefix = 'Imported'): Buffer {
  const rows: unknown[][] = [
    ['title', 'author', 'affiliation', 'category', 'abstract', 'keywords', 'order_number'],
  ];
  for (let i = 0; i < n; i++)
    rows.push([`${prefix} poster ${i}`, `Author ${i}`, 'KAIST', 'AI', `Abstract ${i}`, 'a; b', i + 1]);
  return spreadsheet(rows);
}

export function judgeSheet(n = 1): Buffer {
  const rows: unknown[][] = [['username', 'password', 'full_name', 'email', 'affiliation', 'specialty']];
  for (let i = 0; i < n; i++) {
    const t = tag();
    rows.push([`xj${t}`, 'secret123', `Imported Judge ${t}`, `xj${t}@example.org`, 'KAIST', 'Physics']);
  }
  return spreadsheet(rows);
}

export function participantSheet(n = 1): Buffer {
  const rows: unknown[][] = [['username', 'password', 'email', 'full_name']];
  for (let i = 0; i < n; i++) {
    const t = tag();
    rows.push([`xu${t}`, 'secret123', `xu${t}@example.org`, `Imported Participant ${t}`]);
  }
  return spreadsheet(rows);
}

/** An entry of the bomb's zip (handZip deflates it). */
const entry = (name: string, text: string) => ({ name, raw: Buffer.from(text) });

const bombCache = new Map<number, Buffer>();

/** An .xlsx whose one sheet inflates to about `mb` MB of XML (a zip bomb: ~1000:1). */
export async function zipBombXlsx(mb = 200): Promise<Buffer> {
  const cached = bombCache.get(mb);
  if (cached) return cached;
  const row = '<row><c t="inlineStr"><is><t>bomb</t></is></c><c t="inlineStr"><is><t>bomb</t></is></c></row>';
  const head =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row><c t="inlineStr"><is><t>title</t></is></c><c t="inlineStr"><is><t>author</t></is></c></row>';
  const tail = '</sheetData></worksheet>';
  const chunk = Buffer.from(row.repeat(Math.floor((1024 * 1024) / row.length)));
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (b: Buffer) => parts.push(b));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  let crc = 0;
  let size = 0;
  const push = async (b: Buffer) => {
    crc = zlib.crc32(b, crc);
    size += b.length;
    if (!deflate.write(b)) await new Promise((r) => deflate.once('drain', r));
  };
  await push(Buffer.from(head));
  for (let i = 0; i < mb; i++) await push(chunk);
  await push(Buffer.from(tail));
  deflate.end();
  await done;
  // The sheet is `repeat` copies of one row, deflated in chunks so building it stays cheap.
  const sheet = { name: 'xl/worksheets/sheet1.xml', deflated: Buffer.concat(parts), size, crc };
  const bomb = handZip([
    entry(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    entry(
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    entry(
      'xl/workbook.xml',
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    entry(
      'xl/_rels/workbook.xml.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    sheet,
  ]);
  bombCache.set(mb, bomb);
  return bomb;
}

/** Header row naming __proto__ and constructor: parsing must not pollute Object.prototype. */
export function protoSheet(): Buffer {
  return spreadsheet([
    ['title', 'author', '__proto__', 'constructor', 'polluted', 'prototype'],
    ['Proto poster', 'Mallory', 'x', 'y', 'yes', 'z'],
  ]);
}

let manySheetsCache: Buffer | undefined;

/** A legacy .xls with thousands of sheets. */
export function manySheetsXls(count = 3000): Buffer {
  if (manySheetsCache) return manySheetsCache;
  const wb = XLSX.utils.book_new();
  for (let i = 0; i < count; i++)
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet([
        ['title', 'author'],
        [`t${i}`, `a${i}`],
      ]),
      `S${i}`,
    );
  manySheetsCache = Buffer.from(XLSX.write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer);
  return manySheetsCache;
}
