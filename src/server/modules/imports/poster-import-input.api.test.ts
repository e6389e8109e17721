import { describe, expect, it } from 'vitest';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import { anonymous } from '@server/test/test-app';
import { upload, workbook, type Book } from './import-files.test-kit';
import { posterImportCalls } from './poster-import.test-kit';

/**
 * The poster upload with unusual input: Korean Excel's CP949 and a byte order mark, cells named like object
 * prototypes, a header row without a required column; and who may upload.
 */

const w = useProjectAdminWorld();
const { uploadUrl, postersOf, clearPosters } = posterImportCalls(w);

describe('POST /projects/:projectId/posters/upload-excel', () => {
  it('reads a CSV saved by Korean Excel (CP949) and one with a UTF-8 BOM', async () => {
    await clearPosters(w.projectId);
    const text = 'title,author\r\n한국어 제목,홍길동\r\n';
    const euc = Buffer.from([
      ...Buffer.from('title,author\r\n', 'latin1'),
      // "한국" "홍" in CP949
      0xc7,
      0xd1,
      0xb1,
      0xb9,
      0x2c,
      0xc8,
      0xab,
      0x0d,
      0x0a,
    ]);
    const r1 = await upload(w.projectAdmin, uploadUrl(w.projectId), 'cp949.csv', euc);
    expect(r1.statusCode, r1.body).toBe(200);
    const r2 = await upload(
      w.projectAdmin,
      uploadUrl(w.projectId),
      'bom.csv',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]),
    );
    expect(r2.statusCode, r2.body).toBe(200);
    const stored = await postersOf(w.projectId);
    expect(stored.map((p) => [p.title, p.author])).toEqual([
      ['한국', '홍'],
      ['한국어 제목', '홍길동'],
    ]);
  });

  it('never lets cell text reach object prototypes (__proto__ header and cells)', async () => {
    await clearPosters(w.projectId);
    const rows = [
      ['title', 'author', '__proto__', 'constructor', 'prototype'],
      ['Safe', 'Kim', '{"polluted":"yes"}', 'polluted', 'polluted'],
      ['__proto__', '__proto__', 'polluted', '', ''],
    ];
    for (const [book, created] of [
      ['xlsx', 2],
      ['csv', 0],
    ] as [Book, number][]) {
      const res = await upload(w.projectAdmin, uploadUrl(w.projectId), `proto.${book}`, workbook(rows, book));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().details.posters_created).toBe(created);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
    const titles = (await postersOf(w.projectId)).map((p) => p.title);
    expect(titles).toEqual(['Safe', '__proto__']);
  });

  it('answers 400 when the header row lacks a required column, or there are no data rows', async () => {
    const noAuthor = await upload(
      w.projectAdmin,
      uploadUrl(w.projectId),
      'x.xlsx',
      workbook([
        ['title', 'writer'],
        ['A', 'B'],
      ]),
    );
    expect(noAuthor.statusCode).toBe(400);
    expect(noAuthor.json().detail).toMatch(/missing: author/);
    const onlyHeader = await upload(
      w.projectAdmin,
      uploadUrl(w.projectId),
      'x.xlsx',
      workbook([['title', 'author'], [], []]),
    );
    expect(onlyHeader.statusCode).toBe(400);
    expect(onlyHeader.json().detail).toMatch(/no data rows/);
    const twice = await upload(
      w.projectAdmin,
      uploadUrl(w.projectId),
      'x.csv',
      workbook(
        [
          ['title', 'author', 'Title'],
          ['a', 'b', 'c'],
        ],
        'csv',
      ),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().detail).toMatch(/"title" appears twice/);
  });

  it('is for admins of the project only', async () => {
    await clearPosters(w.projectId);
    const file = workbook([
      ['title', 'author'],
      ['T', 'A'],
    ]);
    expect((await upload(anonymous(w.t.app), uploadUrl(w.projectId), 'p.xlsx', file)).statusCode).toBe(401);
    for (const c of [w.judgeClient, w.participantClient, w.otherProjectAdmin])
      expect((await upload(c, uploadUrl(w.projectId), 'p.xlsx', file)).statusCode).toBe(403);
    const wrongId = await upload(
      w.projectAdmin,
      `${uploadUrl(w.projectId)}?admin_id=${w.projectAdminId + 999}`,
      'p.xlsx',
      file,
    );
    expect(wrongId.statusCode).toBe(403);
    expect(await postersOf(w.projectId)).toHaveLength(0);
    expect((await upload(w.projectAdmin, uploadUrl(999999), 'p.xlsx', file)).statusCode).toBe(404);
  });
});
