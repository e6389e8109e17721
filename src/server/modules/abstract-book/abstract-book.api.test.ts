import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as XLSX from '@e965/xlsx';
import jsQR from 'jsqr';
import { afterAll, describe, expect, it } from 'vitest';
import { imagePixels } from '@server/test/fixture-files';
import { anonymous } from '@server/test/test-app';
import { makePoster, makePosterSession, makeSubmission } from '@server/test/fixture-rows';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import { NO_ABSTRACT_BOOK } from '@shared/contracts/abstract-book';
import { BOOK_SHEET } from './book-xlsx';
import { booksKey, mediaStorage } from '@server/media';

// The abstract book read back as a person would check it: the PDF's pages, its text in the hall's order, its
// fonts embedded, its QR codes scanned; the workbook's rows; who may download it and when.
const w = useProjectAdminWorld();
const run = promisify(execFile);
const base = () => `/api/projects/${w.projectId}/abstract-book`;
const LONG_ABSTRACT =
  '본 연구는 대규모 언어 모델을 활용하여 학술대회 포스터의 요약문을 자동으로 생성하는 방법을 제안한다. ' +
  '실험 결과 제안한 방법은 기존 방법보다 정확도가 높았으며 참가자 만족도 조사에서도 좋은 평가를 받았다. ' +
  '또한 한국어 문장을 단어 단위로 줄바꿈하여 음절 사이에서 끊기지 않도록 조판하는 방법을 함께 설명한다. '.repeat(
    3,
  );

/**
 * Posters of the project in two sessions (the later one made first) and none: boards out of order, one whose file
 * is not approved yet. The book's order is session by time, then board, then the posters in no session.
 */
async function hall() {
  const afternoon = await makePosterSession(w.t.db, w.projectId, {
    name: '오후 세션',
    starts_at: '14:00',
    ends_at: '15:30',
  });
  const morning = await makePosterSession(w.t.db, w.projectId, {
    name: '오전 세션',
    starts_at: '10:00',
    ends_at: '11:30',
  });
  const made = async (
    title: string,
    board: string | null,
    status: 'approved' | 'submitted',
    session: { id: number } | null,
  ) => {
    const p = await makePoster(w.t.db, w.projectId, { title, board });
    await w.t.db
      .updateTable('posters')
      .set({ abstract: LONG_ABSTRACT, session_id: session?.id ?? null })
      .where('id', '=', p.id)
      .execute();
    await makeSubmission(w.t.db, w.projectId, p.id, { status });
    return p;
  };
  const b1 = await made('오후의 유전체 분석 연구', 'B-1', 'approved', afternoon);
  const a10 = await made('심층 학습 기반 세포 분류', 'A-10', 'approved', morning);
  const a2 = await made('단백질 구조 예측의 새로운 접근', 'A-2', 'approved', morning);
  const none = await made('보드 없는 포스터 연구', null, 'approved', null);
  const pending = await made('아직 승인되지 않은 포스터', 'A-1', 'submitted', morning);
  return { order: [a2, a10, b1, none], pending };
}

async function build() {
  const res = await w.projectAdmin.inject({ method: 'POST', url: w.withAdmin(base()), payload: {} });
  expect(res.statusCode, res.body).toBe(202);
  expect(res.json().status).toBe('queued');
  await w.t.app.jobs.idle('abstract-book');
}

async function download(kind: 'pdf' | 'xlsx', client = w.projectAdmin) {
  const url = `${base()}.${kind}`;
  return client.inject({ method: 'GET', url: client === w.projectAdmin ? w.withAdmin(url) : url });
}

const tmpDirs: string[] = [];
afterAll(() => Promise.all(tmpDirs.map((d) => fs.rm(d, { recursive: true, force: true }))));

async function tmpFile(name: string, bytes: Buffer): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'book-'));
  tmpDirs.push(dir);
  const file = path.join(dir, name);
  await fs.writeFile(file, bytes);
  return file;
}

describe('the abstract book', () => {
  it('is not there before the first build, and a build makes it', async () => {
    expect((await download('pdf')).json().code).toBe('BOOK_NOT_READY');
    const before = await w.projectAdmin.inject({ method: 'GET', url: w.withAdmin(base()) });
    expect(before.json()).toMatchObject({ status: 'none', published: false, built_at: null });
  });

  it('prints the approved posters in the hall order, fonts embedded, QR codes that open each poster', async () => {
    const { order, pending } = await hall();
    await build();
    const state = (await w.projectAdmin.inject({ method: 'GET', url: w.withAdmin(base()) })).json();
    expect(state).toMatchObject({ status: 'ready', poster_count: 4, error: null });

    const res = await download('pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('abstract-book.pdf');
    const pdf = await tmpFile('book.pdf', res.rawPayload);
    const info = (await run('pdfinfo', [pdf])).stdout;
    expect(Number(/Pages:\s+(\d+)/.exec(info)?.[1])).toBe(state.page_count);
    // A cover, one page of contents, then each poster on its own pages.
    expect(state.page_count).toBeGreaterThanOrEqual(2 + 4);

    const text = (await run('pdftotext', ['-f', '3', pdf, '-'])).stdout;
    const at = order.map((p) => text.indexOf(p.title));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((x, y) => x - y)).toEqual(at);
    expect(text).not.toContain(pending.title);
    const contents = (await run('pdftotext', ['-f', '2', '-l', '2', pdf, '-'])).stdout;
    expect(contents).toContain('목차');
    // The contents by session, in time order, then the posters in none.
    const headings = ['오전 세션', '오후 세션', '세션 없음'].map((h) => contents.indexOf(h));
    expect(headings.every((i) => i >= 0)).toBe(true);
    expect([...headings].sort((x, y) => x - y)).toEqual(headings);
    const listed = order.map((p) => contents.indexOf(p.title));
    expect(listed.every((i) => i >= 0) && [...listed].sort((x, y) => x - y).join() === listed.join()).toBe(
      true,
    );

    // Korean words are never split between lines (keep-all): the abstract's lines (those that begin with one of
    // its words) hold only whole words of it.
    const words = new Set(LONG_ABSTRACT.split(/\s+/).filter(Boolean));
    const page = (await run('pdftotext', ['-f', '3', '-l', '3', pdf, '-'])).stdout;
    const lines = page.split('\n').filter((l) => words.has(l.trim().split(/\s+/)[0] ?? ''));
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines)
      for (const word of line.trim().split(/\s+/))
        if (!words.has(word)) expect.fail(`"${word}" in "${line}"`);

    const fonts = (await run('pdffonts', [pdf])).stdout.split('\n').slice(2).filter(Boolean);
    expect(fonts.length).toBeGreaterThan(0);
    for (const line of fonts) expect(line).toMatch(/Pretendard.*\byes\s+yes\b/);

    const dir = path.dirname(pdf);
    await run('pdfimages', ['-png', pdf, path.join(dir, 'qr')]);
    const images = (await fs.readdir(dir)).filter((f) => f.startsWith('qr')).sort();
    const scanned: string[] = [];
    for (const f of images) {
      const { data, ...size } = await imagePixels(path.join(dir, f), { alpha: true });
      const code = jsQR(new Uint8ClampedArray(data), size.width, size.height);
      if (code) scanned.push(code.data);
    }
    const { slug } = await w.t.db
      .selectFrom('projects')
      .select('slug')
      .where('id', '=', w.projectId)
      .executeTakeFirstOrThrow();
    expect(scanned.map((u) => new URL(u).pathname)).toEqual(order.map((p) => `/projects/${slug}/p/${p.id}`));
  });

  it('gives the same posters as a workbook', async () => {
    const res = await download('xlsx');
    expect(res.statusCode).toBe(200);
    const book = XLSX.read(res.rawPayload);
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets[BOOK_SHEET]!);
    const titles = rows.map((r) => r['제목 Title']);
    expect(titles).toEqual([
      '단백질 구조 예측의 새로운 접근',
      '심층 학습 기반 세포 분류',
      '오후의 유전체 분석 연구',
      '보드 없는 포스터 연구',
    ]);
    expect(rows[0]).toMatchObject({ '보드 Board': 'A-2' });
    expect(rows[0]!['세션 Session']).toContain('오전 세션');
  });

  it('reaches judges and participants only once published, and nobody outside the project', async () => {
    for (const client of [w.participantClient, w.judgeClient]) {
      expect((await download('pdf', client)).json().code).toBe('BOOK_NOT_PUBLISHED');
      const state = await client.inject({ method: 'GET', url: base() });
      expect(state.json()).toEqual(NO_ABSTRACT_BOOK);
    }
    const publish = await w.projectAdmin.inject({
      method: 'PUT',
      url: w.withAdmin(base()),
      payload: { published: true },
    });
    expect(publish.json()).toMatchObject({ published: true, status: 'ready' });
    for (const client of [w.participantClient, w.judgeClient]) {
      const state = await client.inject({ method: 'GET', url: base() });
      expect(state.json()).toMatchObject({ status: 'ready', published: true, poster_count: 4 });
      const res = await download('pdf', client);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await download('pdf', w.otherProjectAdmin)).statusCode).toBe(403);
    expect((await download('pdf', anonymous(w.t.app))).statusCode).toBe(401);
    await w.expectRefused({ method: 'POST', url: base(), payload: {} });
    await w.expectRefused({ method: 'PUT', url: base(), payload: { published: false } });
    const bad = await w.projectAdmin.inject({
      method: 'PUT',
      url: w.withAdmin(base()),
      payload: { published: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('builds once for requests sent at once: the newest build is recorded, older files are gone', async () => {
    for (let round = 0; round < 3; round++) {
      const before = (
        await w.t.db
          .selectFrom('abstract_books')
          .select('build')
          .where('project_id', '=', w.projectId)
          .executeTakeFirstOrThrow()
      ).build;
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          w.projectAdmin.inject({ method: 'POST', url: w.withAdmin(base()), payload: {} }),
        ),
      );
      expect(answers.map((r) => r.statusCode)).toEqual([202, 202, 202, 202, 202]);
      await w.t.app.jobs.idle('abstract-book');
      const row = await w.t.db
        .selectFrom('abstract_books')
        .selectAll()
        .where('project_id', '=', w.projectId)
        .executeTakeFirstOrThrow();
      expect(row.build).toBe(before + 5);
      expect(row).toMatchObject({ status: 'ready', published: 1 });
      expect(row.file_stamp?.startsWith(`${row.build}-`)).toBe(true);
      const files = await mediaStorage(w.t.config.uploadsDir).list(`${booksKey(w.projectId)}/`);
      expect(files.map((f) => f.key).sort()).toEqual([
        `${booksKey(w.projectId)}/${row.file_stamp}.pdf`,
        `${booksKey(w.projectId)}/${row.file_stamp}.xlsx`,
      ]);
    }
  });
});
