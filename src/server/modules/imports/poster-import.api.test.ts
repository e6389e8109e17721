import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import { testImage } from '@server/test/fixture-files';
import { anonymous } from '@server/test/test-app';
import { readRows, upload, workbook, type Book } from './import-test-files';

const w = useProjectAdminWorld();
beforeAll(async () => {
  for (const rel of ['posters/p1.png', 'posters/한글 그림.jpg', `${w.projectId}/shared/p2.png`]) {
    fs.mkdirSync(path.dirname(path.join(w.t.config.uploadsDir, rel)), { recursive: true });
    fs.writeFileSync(path.join(w.t.config.uploadsDir, rel), await testImage({ width: 30, height: 40 }));
  }
  fs.writeFileSync(path.join(w.t.dir, 'secret.png'), 'outside the uploads folder');
});

const uploadUrl = (projectId: number) => `/api/projects/${projectId}/posters/upload-excel`;

async function postersOf(projectId: number) {
  const rows = await w.t.db
    .selectFrom('posters')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('id')
    .execute();
  const images = await w.t.db
    .selectFrom('poster_images')
    .innerJoin('posters', 'posters.id', 'poster_images.poster_id')
    .select(['poster_images.poster_id', 'poster_images.url', 'poster_images.position'])
    .where('posters.project_id', '=', projectId)
    .orderBy('poster_images.poster_id')
    .orderBy('poster_images.position')
    .execute();
  return rows.map((r) => ({ ...r, images: images.filter((i) => i.poster_id === r.id).map((i) => i.url) }));
}

async function clearPosters(projectId: number) {
  await w.t.db.deleteFrom('posters').where('project_id', '=', projectId).execute();
}

// Shuffled columns, header case and spaces, an extra column, Korean text, blank rows and bad rows.
const mixedSheet = (): unknown[][] => [
  [
    ' Author ',
    'TITLE',
    'notes',
    'Image URLs',
    'category',
    'order_number',
    'abstract',
    'keywords',
    'affiliation',
    'audio_file',
  ],
  [
    '홍길동',
    '딥러닝 기반 의료 영상 분석',
    'ignored',
    'https://cdn.example.org/a.png; posters/p1.png ;',
    'AI',
    2,
    '초록입니다.',
    '딥러닝; 영상',
    '서울대학교',
    '',
  ],
  [],
  ['', '', '', '', '', '', '', '', '', ''],
  ['김철수', '', 'no title', '', '', '', '', '', '', ''],
  ['', 'No author', '', '', '', '', '', '', '', ''],
  [
    '이영희',
    '로컬 이미지',
    '',
    `posters/한글 그림.jpg;/uploads/${w.projectId}/shared/p2.png`,
    '',
    '',
    '',
    '',
    '',
    'https://cdn.example.org/talk.mp3',
  ],
  ['박민수', 'Escaping image', '', '../secret.png', '', '', '', '', '', ''],
  ['최지우', 'Missing image', '', 'posters/none.png', '', '', '', '', '', ''],
  ['정하늘', 'Bad order', '', '', '', 'first', '', '', '', ''],
  ['Lee', 'Plain poster', '', '', 'Bio', '', '', '', '', ''],
];

describe('POST /projects/:projectId/posters/upload-excel', () => {
  for (const book of ['xlsx', 'xls', 'csv'] as Book[]) {
    it(`imports a .${book} file: good rows in, bad rows reported by spreadsheet row number, true counts`, async () => {
      await clearPosters(w.projectId);
      const res = await upload(
        w.projectAdmin,
        `${uploadUrl(w.projectId)}?admin_id=${w.projectAdminId}`,
        `posters.${book}`,
        workbook(mixedSheet(), book),
      );
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      // The URL's host does not exist: the image is left out with a warning, the row is imported.
      expect(body.warning_rows).toEqual([
        {
          row: 2,
          code: 'IMAGE_LEFT_OUT',
          column: 'image_urls',
          params: { url: 'https://cdn.example.org/a.png' },
          reason: 'image "https://cdn.example.org/a.png" was left out: the host was not found',
        },
      ]);
      expect(body.details).toMatchObject({
        posters_created: 3,
        images_uploaded: 3,
        posters_with_images: 2,
        posters_without_images: 1,
        skipped_count: 5,
        errors: [
          'row 5: title is required',
          'row 6: author is required',
          'row 8: image path "../secret.png" leaves the uploads folder',
          'row 9: image file "posters/none.png" was not found in the uploads folder',
          'row 10: order_number must be a whole number of 0 or more',
        ],
      });
      expect(body.message).toMatch(/Imported: 3 new, 0 changed, 0 unchanged, 5 errors/);
      const stored = await postersOf(w.projectId);
      expect(stored).toHaveLength(3);
      expect(stored[0]).toMatchObject({
        title: '딥러닝 기반 의료 영상 분석',
        author: '홍길동',
        affiliation: '서울대학교',
        category: 'AI',
        abstract: '초록입니다.',
        keywords: '딥러닝; 영상',
        order_number: 2,
        audio_file: null,
        images: ['/uploads/posters/p1.png'],
      });
      expect(stored[1]).toMatchObject({
        title: '로컬 이미지',
        author: '이영희',
        category: null,
        order_number: null,
        audio_file: 'https://cdn.example.org/talk.mp3',
        images: ['/uploads/posters/한글 그림.jpg', `/uploads/${w.projectId}/shared/p2.png`],
      });
      expect(stored[2]).toMatchObject({ title: 'Plain poster', author: 'Lee', category: 'Bio', images: [] });
      // The stored posters read back through the API as they went in.
      const list = await w.participantClient.inject({ url: `/api/projects/${w.projectId}/posters` });
      expect(list.json().map((p: { title: string }) => p.title)).toEqual([
        '딥러닝 기반 의료 영상 분석',
        '로컬 이미지',
        'Plain poster',
      ]);
    });
  }

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

  it('imports 10,000 rows quickly', async () => {
    await clearPosters(w.otherProjectId);
    const rows: unknown[][] = [
      ['title', 'author', 'affiliation', 'category', 'abstract', 'keywords', 'order_number', 'image_urls'],
    ];
    for (let i = 1; i <= 10_000; i++) {
      rows.push([
        `포스터 ${i}`,
        `저자 ${i}`,
        '서울대학교',
        i % 2 ? 'AI' : 'Bio',
        `초록 ${i} `.repeat(20),
        'a; b',
        i,
        i % 3 === 0 ? 'posters/p1.png' : '',
      ]);
    }
    const file = workbook(rows);
    // How long it takes is the bench's figure (organiser: import of 10,000 posters), not this test's.
    const res = await upload(w.otherProjectAdmin, uploadUrl(w.otherProjectId), 'big.xlsx', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().details).toMatchObject({
      posters_created: 10_000,
      images_uploaded: 3333,
      posters_with_images: 3333,
      posters_without_images: 6667,
      skipped_count: 0,
    });
    const count = await w.t.db
      .selectFrom('posters')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('project_id', '=', w.otherProjectId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(10_000);
    const last = await w.t.db
      .selectFrom('posters')
      .select(['id', 'title', 'order_number'])
      .where('project_id', '=', w.otherProjectId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toMatchObject({ title: '포스터 10000', order_number: 10000 });
    const img = await w.t.db
      .selectFrom('poster_images')
      .select('url')
      .where('poster_id', '=', last.id - 1)
      .execute();
    expect(img.map((i) => i.url)).toEqual(['/uploads/posters/p1.png']);
  }, 120_000);
});

describe('GET /projects/:projectId/posters/download-template', () => {
  it('answers an .xlsx with the header row and an example row that imports cleanly', async () => {
    const res = await w.projectAdmin.inject({
      url: `/api/projects/${w.projectId}/posters/download-template?admin_id=${w.projectAdminId}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe('attachment; filename="poster_upload_template.xlsx"');
    const rows = readRows(res.rawPayload);
    expect(rows[0]).toEqual([
      'number',
      'board',
      'title',
      'author',
      'affiliation',
      'category',
      'abstract',
      'keywords',
      'audio_file',
      'order_number',
      'image_urls',
    ]);
    expect(rows).toHaveLength(2);

    await clearPosters(w.projectId);
    const back = await upload(
      w.projectAdmin,
      uploadUrl(w.projectId),
      'poster_upload_template.xlsx',
      res.rawPayload,
    );
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().details).toMatchObject({
      posters_created: 1,
      skipped_count: 0,
      errors: [],
      // The example image's address is an example: the server cannot fetch it, and says so.
      images_uploaded: 0,
    });
    expect(back.json().warning_rows).toMatchObject([{ row: 2 }]);
    const [poster] = await postersOf(w.projectId);
    expect(poster).toMatchObject({
      number: 1,
      board: rows[1]![1],
      title: rows[1]![2],
      author: rows[1]![3],
      order_number: 1,
    });
  });

  it('is for admins of the project only', async () => {
    const url = `/api/projects/${w.projectId}/posters/download-template`;
    expect((await anonymous(w.t.app).inject({ url })).statusCode).toBe(401);
    for (const c of [w.judgeClient, w.participantClient, w.otherProjectAdmin])
      expect((await c.inject({ url })).statusCode).toBe(403);
    expect(
      (await w.projectAdmin.inject({ url: '/api/projects/0/posters/download-template' })).statusCode,
    ).toBe(400);
  });
});
