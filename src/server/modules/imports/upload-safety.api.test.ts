import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Client, type TestApp } from '@server/test/test-app';
import { adminClient, makeProject } from '@server/test/fixture-rows';
import { deflatedZeros, handZip, upload, workbook } from './import-files.test-kit';

/**
 * Files that are not honest spreadsheets: each gets a clear 400 or 413, quickly, nothing is stored, and the
 * server keeps answering.
 */
let t: TestApp;
let small: TestApp;
let project: { id: number };
let admin: Client;

beforeAll(async () => {
  t = await createTestApp();
  small = await createTestApp({ maxUploadBytes: 100 * 1024 });
  project = await makeProject(t.db);
  admin = await adminClient(t.app, { projectIds: [project.id] });
});
afterAll(async () => {
  await t.close();
  await small.close();
});

const url = () => `/api/projects/${project.id}/posters/upload-excel`;
const good = () =>
  workbook([
    ['title', 'author'],
    ['제목', '저자'],
  ]);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4000, 0x90)]);
const PE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(4000)]);

async function expectRefused(name: string, data: Buffer, detail: RegExp | string, status = 400) {
  const res = await upload(admin, url(), name, data);
  expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
  if (typeof detail === 'string') expect(res.json().detail).toBe(detail);
  else expect(res.json().detail).toMatch(detail);
  return res;
}

async function posterCount() {
  const r = await t.db
    .selectFrom('posters')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('project_id', '=', project.id)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

describe('upload safety', () => {
  it('refuses other extensions with the specified message (docs/product.md#messages)', async () => {
    for (const name of ['posters.txt', 'posters.pdf', 'posters.xlsx.exe', 'posters', 'posters.xlsm']) {
      await expectRefused(name, good(), 'Only Excel files (.xlsx, .xls) or CSV can be uploaded');
    }
  });

  it('refuses empty files, renamed executables and text dressed as a workbook', async () => {
    await expectRefused('empty.xlsx', Buffer.alloc(0), 'The file is empty');
    await expectRefused('empty.csv', Buffer.alloc(0), 'The file is empty');
    await expectRefused('setup.xlsx', PE, /not a valid Excel workbook/);
    await expectRefused('setup.xls', ELF, /not a valid Excel workbook/);
    await expectRefused('setup.csv', ELF, 'The file is not a text CSV file');
    await expectRefused('setup.csv', PE, 'The file is not a text CSV file');
    await expectRefused('table.xlsx', Buffer.from('title,author\na,b\n'), /not a valid Excel workbook/);
    await expectRefused(
      'page.xls',
      Buffer.from('<html><table><tr><td>title</td></tr></table></html>'),
      /not a valid Excel workbook/,
    );
    expect(await posterCount()).toBe(0);
  });

  it('refuses damaged workbooks: truncated, corrupted inside, a plain zip, an .xls with garbage after its header', async () => {
    const file = good();
    await expectRefused('cut.xlsx', file.subarray(0, Math.floor(file.length / 2)), /damaged/);
    const corrupt = Buffer.from(file);
    for (let i = 60; i < corrupt.length - 400; i += 7) corrupt[i] = (corrupt[i]! + 91) & 0xff;
    await expectRefused('corrupt.xlsx', corrupt, /damaged|could not be read/);
    await expectRefused(
      'archive.xlsx',
      handZip([{ name: 'readme.txt', raw: Buffer.from('hello') }]),
      /zip archive but not an Excel workbook/,
    );
    const xls = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(3000, 0xab),
    ]);
    await expectRefused('garbage.xls', xls, /could not be read/);
    expect(await posterCount()).toBe(0);
  });

  it('refuses a zip bomb from its central directory before unpacking anything, and stays responsive', async () => {
    const bomb = handZip([
      { name: '[Content_Types].xml', raw: Buffer.from('<Types/>') },
      { name: 'xl/worksheets/sheet1.xml', deflated: await deflatedZeros(256), size: 256 * 1024 * 1024 },
    ]);
    expect(bomb.length).toBeLessThan(400 * 1024);
    const started = performance.now();
    const [res, health] = await Promise.all([
      upload(admin, url(), 'bomb.xlsx', bomb),
      t.app.inject({ url: '/api/health' }),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/sheet1\.xml" unpacks to \d+ times its packed size/);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(health.statusCode).toBe(200);
  }, 60_000);

  it('refuses, from the central directory, an entry over 1 MB that claims more than 100:1, and one under the total limit', async () => {
    // 1.5 MB of zeros deflates to ~1.5 KB (1000:1): under every size limit, still a bomb's ratio.
    const small = handZip([
      { name: '[Content_Types].xml', raw: Buffer.from('<Types/>') },
      { name: 'xl/worksheets/sheet1.xml', deflated: await deflatedZeros(2), size: 2 * 1024 * 1024 },
    ]);
    await expectRefused('ratio.xlsx', small, /unpacks to \d+ times its packed size \(at most 100 allowed\)/);
    // Small entries may compress as they like (an empty styles part is ~50:1).
    const tiny = handZip([
      { name: '[Content_Types].xml', raw: Buffer.from('<Types/>') },
      { name: 'xl/styles.xml', raw: Buffer.alloc(500 * 1024, 0x20) },
    ]);
    await expectRefused('tiny.xlsx', tiny, /damaged|could not be read/);
  });

  it('refuses a workbook whose entries unpack to more than 64 MB in total, at believable ratios', async () => {
    const noise = Buffer.alloc(400 * 1024, 0x41);
    const entries = [{ name: '[Content_Types].xml', raw: Buffer.from('<Types/>') }] as Parameters<
      typeof handZip
    >[0];
    for (let i = 0; i < 3; i++)
      entries.push({ name: `xl/worksheets/sheet${i + 1}.xml`, deflated: noise, size: 30 * 1024 * 1024 });
    const started = performance.now();
    await expectRefused(
      'big.xlsx',
      handZip(entries),
      'The workbook unpacks to more than 64 MB; split it into smaller files',
    );
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses a zip whose directory lies about an entry size (caught in the worker without unpacking it all)', async () => {
    const real = XLSX.CFB.read(good(), { type: 'buffer' }) as {
      FileIndex: { type: number; content: Uint8Array }[];
      FullPaths: string[];
    };
    const entries = real.FileIndex.map((f, i) => ({
      f,
      name: real.FullPaths[i]!.replace(/^Root Entry\//, ''),
    }))
      .filter((e) => e.f.type === 2 && !e.name.startsWith('\u0001'))
      .map(({ f, name }) => ({ name, raw: Buffer.from(f.content) }));
    const bomb = await deflatedZeros(300);
    const lying = handZip(
      entries.map((e: { name: string; raw: Buffer }) =>
        e.name.endsWith('sheet1.xml') ? { name: e.name, deflated: bomb, size: 2000, crc: 0 } : e,
      ),
    );
    const started = performance.now();
    await expectRefused('liar.xlsx', lying, 'The Excel file is damaged and cannot be read');
    expect(performance.now() - started).toBeLessThan(10_000);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    // The honest rebuild of the same parts imports, so the check does not refuse ordinary files.
    const honest = await upload(admin, url(), 'honest.xlsx', handZip(entries));
    expect(honest.statusCode, honest.body).toBe(200);
    expect(honest.json().details.posters_created).toBe(1);
    await t.db.deleteFrom('posters').where('project_id', '=', project.id).execute();
  }, 60_000);

  it('refuses a zip with too many entries', async () => {
    const entries = [{ name: '[Content_Types].xml', raw: Buffer.from('<Types/>') }];
    for (let i = 0; i < 2001; i++) entries.push({ name: `xl/media/${i}.bin`, raw: Buffer.from('x') });
    await expectRefused('many.xlsx', handZip(entries), /too many parts \(2002; at most 2000\)/);
  });

  it('refuses workbooks with too many sheets and sheets with too many rows', async () => {
    const wb = XLSX.utils.book_new();
    for (let i = 0; i < 101; i++)
      XLSX.utils.book_append_sheet(
        wb,
        XLSX.utils.aoa_to_sheet([
          ['title', 'author'],
          ['a', 'b'],
        ]),
        `S${i}`,
      );
    await expectRefused(
      'sheets.xls',
      XLSX.write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer,
      /101 sheets; at most 100/,
    );
    await expectRefused(
      'sheets.xlsx',
      XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
      /101 sheets; at most 100/,
    );
    const csv = Buffer.from(`title,author\n${'a,b\n'.repeat(50_001)}`);
    await expectRefused('rows.csv', csv, /more than 50,000 rows/);
    expect(await posterCount()).toBe(0);
  });

  it('reads an .xlsx that was named .xls (by its content)', async () => {
    const res = await upload(admin, url(), 'renamed.xls', good());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().details.posters_created).toBe(1);
    await t.db.deleteFrom('posters').where('project_id', '=', project.id).execute();
  });

  it('answers 413 for a file over the size limit, and 400 without a file', async () => {
    const p = await makeProject(small.db);
    const a = await adminClient(small.app, { projectIds: [p.id] });
    const big = Buffer.from(`title,author\n${'가나다라마바사,아자차카타파하\n'.repeat(5000)}`);
    const res = await upload(a, `/api/projects/${p.id}/posters/upload-excel`, 'big.csv', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'FILE_TOO_LARGE',
      field: 'file',
      params: { limit: expect.any(Number) },
      detail: expect.stringContaining('too large'),
    });
    const judges = await upload(a, `/api/projects/${p.id}/judges/upload-excel`, 'big.csv', big);
    expect(judges.statusCode).toBe(413);
    const none = new FormData();
    none.append('title', 'no file here');
    const noFile = await a.inject({
      method: 'POST',
      url: `/api/projects/${p.id}/users/upload-excel`,
      payload: none,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().detail).toMatch(/Choose a file/);
    const json = await a.inject({
      method: 'POST',
      url: `/api/projects/${p.id}/users/upload-excel`,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().detail).toMatch(/multipart/);
  });
});
