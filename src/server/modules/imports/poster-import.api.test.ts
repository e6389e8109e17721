import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import { testImage } from '@server/test/fixture-files';
import { upload, workbook, type Book } from './import-files.test-kit';
import { posterImportCalls } from './poster-import.test-kit';

/** POST /projects/:projectId/posters/upload-excel: what a sheet of posters imports, from small to 10,000 rows. */

const w = useProjectAdminWorld();
beforeAll(async () => {
  for (const rel of ['posters/p1.png', 'posters/한글 그림.jpg', `${w.projectId}/shared/p2.png`]) {
    fs.mkdirSync(path.dirname(path.join(w.t.config.uploadsDir, rel)), { recursive: true });
    fs.writeFileSync(path.join(w.t.config.uploadsDir, rel), await testImage({ width: 30, height: 40 }));
  }
  fs.writeFileSync(path.join(w.t.dir, 'secret.png'), 'outside the uploads folder');
});
const { uploadUrl, postersOf, clearPosters } = posterImportCalls(w);

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
      // The URL's host does not exist: the image is kept to be tried again, with a warning; the row is imported.
      expect(body.warning_rows).toEqual([
        {
          row: 2,
          code: 'IMAGE_FETCH_PENDING',
          column: 'image_urls',
          params: { url: 'https://cdn.example.org/a.png' },
          reason:
            'image "https://cdn.example.org/a.png" could not be fetched yet (the host was not found); it is kept and will be tried again',
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
