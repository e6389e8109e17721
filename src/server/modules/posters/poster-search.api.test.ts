// Ranked search of posters with snippets (docs/decisions/091-ranked-poster-search.md), end to end on the database
// the tests run on: posters imported from a sheet, two real poster PDFs (one Korean) uploaded by their presenters,
// rendered by the job and approved, then searched by participants and the organiser.
import { describe, expect, it } from 'vitest';
import type { PosterPage, SearchHit } from '@shared/contracts/posters';
import { makePoster, makeSubmission } from '@server/test/fixture-rows';
import { posterFixture, POSTERS } from '@server/test/poster-fixtures';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import type { Client } from '@server/test/test-app';
import { upload, workbook } from '@server/modules/imports/import-files.test-kit';
import { posterUpload, presenterClient } from '@server/modules/submissions/uploads.test-kit';

const w = useProjectAdminWorld();

type Row = { title: string; author: string; keywords?: string; abstract?: string; affiliation?: string };

/** Imports the posters through the organiser's sheet (the index is written in the import's transaction). */
async function importPosters(rows: Row[]): Promise<Map<string, number>> {
  const columns = ['title', 'author', 'keywords', 'abstract', 'affiliation'] as const;
  const res = await upload(
    w.projectAdmin,
    w.withAdmin(`/api/projects/${w.projectId}/posters/upload-excel`),
    'posters.xlsx',
    workbook([[...columns], ...rows.map((r) => columns.map((c) => r[c] ?? ''))]),
  );
  expect(res.statusCode, res.body).toBe(200);
  const all = await w.projectAdmin.inject({ url: w.withAdmin(`/api/projects/${w.projectId}/posters`) });
  return new Map(all.json<{ id: number; title: string }[]>().map((p) => [p.title, p.id]));
}

/** A poster's PDF sent by its presenter, rendered, and approved by the organiser. */
async function approvedFile(posterId: number, file: string): Promise<void> {
  const presenter = await presenterClient(w.t.app, posterId, w.projectId);
  const sent = await presenter.inject({
    method: 'POST',
    url: `/api/projects/${w.projectId}/presenter/poster/file`,
    ...posterUpload(posterFixture(file), 'poster.pdf'),
  });
  expect(sent.statusCode, sent.body).toBe(202);
  await w.t.app.jobs.idle('poster-render');
  const review = await w.projectAdmin.inject({
    method: 'PUT',
    url: w.withAdmin(`/api/projects/${w.projectId}/posters/${posterId}/submission`),
    payload: { status: 'approved' },
  });
  expect(review.statusCode, review.body).toBe(200);
}

async function search(q: string, client: Client = w.participantClient, extra = '') {
  const url = `/api/projects/${w.projectId}/posters?q=${encodeURIComponent(q)}${extra}`;
  const res = await client.inject({ url: client === w.projectAdmin ? w.withAdmin(url) : url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PosterPage>().items;
}

const shown = (hit: SearchHit | undefined) => hit?.parts.map((p) => p.text).join('') ?? '';
const marked = (hit: SearchHit | undefined) => hit?.parts.filter((p) => p.match).map((p) => p.text) ?? [];

describe('ranked poster search', () => {
  it('ranks a title hit above keywords, authors, abstract and the file text, and shows the sentence found', async () => {
    // Imported in this order, so the file-text hit has the lowest number and the title hit the highest.
    const ids = await importPosters([
      { title: 'RNA 2차 구조 예측', author: '권도현' },
      { title: 'LM-Steer poster', author: 'Chi Han' },
      { title: '단백질 접힘 연구', author: '이서연', abstract: '염기 조성이 접힘 속도를 바꾼다. 다음 문장.' },
      { title: '유전체 분석 도구', author: '박지훈', affiliation: '염기연구소' },
      { title: '단일 세포 전사체', author: '최민준', keywords: '염기; 전사체' },
      { title: '염기 서열 정렬의 새 방법', author: '정하은' },
    ]);
    const rna = ids.get('RNA 2차 구조 예측')!;
    const steer = ids.get('LM-Steer poster')!;
    await approvedFile(rna, POSTERS.koreanPoster);
    await approvedFile(steer, POSTERS.a0Keynote);

    const found = await search('염기');
    expect(found.map((p) => p.id)).toEqual([
      ids.get('염기 서열 정렬의 새 방법'),
      ids.get('단일 세포 전사체'),
      ids.get('유전체 분석 도구'),
      ids.get('단백질 접힘 연구'),
      rna,
    ]);
    expect(found.map((p) => p.hit?.field)).toEqual(['title', 'keywords', 'authors', 'abstract', 'body']);
    expect(shown(found[3]!.hit)).toBe('염기 조성이 접힘 속도를 바꾼다.');
    expect(marked(found[3]!.hit)).toEqual(['염기']);
    // The file's hit: the sentence of the PDF's text it is in (after the heading above it: its line breaks read as
    // spaces), the word marked.
    expect(shown(found[4]!.hit)).toBe(
      '연구 배경 생물체의 유전 정보인 DNA, RNA의 염기 서열 분석 기술의 발전과 함께, 유전 정보와 질병 관계 분석이 중요해지고, ' +
        '이를 이용하여 개인 유전체 분 석, 질병의 조기 발견, 예방, 진단, 치료연구가 활발히 이루어 지고 있다.',
    );
    expect(marked(found[4]!.hit)).toEqual(['염기']);
    // The organiser's list ranks the same way; with a sort asked for, it sorts instead.
    expect((await search('염기', w.projectAdmin)).map((p) => p.id)).toEqual(found.map((p) => p.id));
    expect((await search('염기', w.participantClient, '&sort=number')).map((p) => p.id)).toEqual(
      found.map((p) => p.id).sort((a, b) => a - b),
    );

    // A Korean word with its particle or ending finds what the word finds.
    const bare = await search('상호작용');
    expect(bare.map((p) => p.id)).toEqual([rna]);
    expect((await search('상호작용하여')).map((p) => p.id)).toEqual([rna]);
    expect((await search('상호작용을')).map((p) => p.id)).toEqual([rna]);
    expect(shown(bare[0]!.hit)).toContain('스스로 상호작용하여 복잡한 구조를 형성하는데');
    expect(marked(bare[0]!.hit)).toEqual(['상호작용']);

    // English by stems, in any case: "embedding" finds the PDF's "embeddings", "steers" its title's "Steer".
    const english = await search('EMBEDDING');
    expect(english.map((p) => p.id)).toEqual([steer]);
    expect(english[0]!.hit?.field).toBe('body');
    expect(marked(english[0]!.hit)[0]?.toLowerCase()).toBe('embeddings');
    expect((await search('steers')).map((p) => p.hit?.field)).toEqual(['title']);
    // Every word must be found; a number names its poster first.
    expect(await search('염기 embedding')).toEqual([]);
    expect((await search('P-002')).map((p) => p.id)).toEqual([steer]);
  });

  it('follows an edit of the poster at once, and shows poster text as text', async () => {
    const ids = await importPosters([{ title: 'Graphene sensors', author: 'Kim' }]);
    const id = ids.get('Graphene sensors')!;
    const before = await w.projectAdmin.inject({
      url: w.withAdmin(`/api/projects/${w.projectId}/posters/${id}`),
    });
    const edit = await w.projectAdmin.inject({
      method: 'PUT',
      url: w.withAdmin(`/api/projects/${w.projectId}/posters/${id}`),
      payload: {
        title: 'Perovskite <script>alert(1)</script> cells',
        author: 'Kim',
        version: before.json<{ version: number }>().version,
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await search('graphene')).toEqual([]);
    const found = await search('perovskite');
    expect(found.map((p) => p.id)).toEqual([id]);
    // The snippet is plain text in parts: the page writes it as text, so markup in a title stays visible text.
    expect(found[0]!.hit?.parts).toEqual([
      { text: 'Perovskite', match: true },
      { text: ' <script>alert(1)</script> cells', match: false },
    ]);
  });

  it('keeps the index right when an edit and the approval of the file of one poster come at once', async () => {
    for (let round = 0; round < 6; round++) {
      const poster = await makePoster(w.t.db, w.projectId, { title: `Old title ${round}` });
      await makeSubmission(w.t.db, w.projectId, poster.id, {
        status: 'submitted',
        text: `Quasar${round} spectra.`,
      });
      const [edit, review] = await Promise.all([
        w.projectAdmin.inject({
          method: 'PUT',
          url: w.withAdmin(`/api/projects/${w.projectId}/posters/${poster.id}`),
          payload: { title: `Pulsar${round} timing`, author: poster.author, version: poster.version },
        }),
        w.projectAdmin.inject({
          method: 'PUT',
          url: w.withAdmin(`/api/projects/${w.projectId}/posters/${poster.id}/submission`),
          payload: { status: 'approved' },
        }),
      ]);
      expect([edit.statusCode, review.statusCode], edit.body + review.body).toEqual([200, 200]);
      expect((await search(`pulsar${round}`)).map((p) => [p.id, p.hit?.field])).toEqual([
        [poster.id, 'title'],
      ]);
      expect((await search(`quasar${round}`)).map((p) => [p.id, p.hit?.field])).toEqual([
        [poster.id, 'body'],
      ]);
      expect(await search(`old title ${round}`)).toEqual([]);
    }
  });

  it('refuses a search with nothing to search for or too long, with its code', async () => {
    for (const q of ['', '   ', '%%', '—·…']) {
      const res = await w.participantClient.inject({
        url: `/api/projects/${w.projectId}/posters?q=${encodeURIComponent(q)}`,
      });
      expect(res.statusCode, q).toBe(400);
      expect(res.json(), q).toMatchObject({ code: 'SEARCH_EMPTY', field: 'q' });
    }
    const long = await w.participantClient.inject({
      url: `/api/projects/${w.projectId}/posters?q=${'상'.repeat(201)}`,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json(), long.body).toMatchObject({ code: 'TOO_LONG', field: 'q' });
  });
});
