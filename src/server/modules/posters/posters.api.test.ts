import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import { anonymous, type Client } from '@server/test/test-app';
import * as fx from '@server/test/fixture-rows';

const w = useProjectAdminWorld();
let judgeB: Client;
beforeAll(async () => {
  const other = await fx.makeJudge(w.t.db, w.otherProjectId);
  judgeB = await fx.sessionFor(w.t.app, 'judge', other.id, w.otherProjectId);
});

const base = (projectId: number) => `/api/projects/${projectId}/posters`;

/** A file placed in the uploads folder, as an admin would have before the field image_urls existed (docs/product.md#records). */
function placeUpload(rel: string, data = Buffer.from('img')): string {
  const file = path.join(w.t.config.uploadsDir, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
  return `/uploads/${rel}`;
}

describe('GET /projects/:projectId/posters', () => {
  it('lists the project posters with their images for admins, judges and participants, and nothing of other projects', async () => {
    const p1 = await fx.makePoster(w.t.db, w.projectId, {
      title: '한국어 포스터',
      images: ['https://cdn.example.org/a.png', '/uploads/x.png'],
    });
    const p2 = await fx.makePoster(w.t.db, w.projectId, { category: null });
    const other = await fx.makePoster(w.t.db, w.otherProjectId, { title: 'Secret poster of B' });
    for (const c of [w.projectAdmin, w.superAdmin, w.judgeClient, w.participantClient]) {
      const res = await c.inject({ url: base(w.projectId) });
      expect(res.statusCode).toBe(200);
      const list = res.json() as {
        id: number;
        title: string;
        image_urls: string[];
        category: string | null;
      }[];
      expect(list.map((p) => p.id)).toEqual(expect.arrayContaining([p1.id, p2.id]));
      expect(list.some((p) => p.id === other.id || p.title === 'Secret poster of B')).toBe(false);
      const first = list.find((p) => p.id === p1.id)!;
      expect(first).toMatchObject({ title: '한국어 포스터', author: '홍길동', project_id: w.projectId });
      expect(first.image_urls).toEqual(['https://cdn.example.org/a.png', '/uploads/x.png']);
      expect(list.find((p) => p.id === p2.id)!.category).toBeNull();
    }
  });

  it('accepts admin_id naming the logged-in admin and refuses anyone else', async () => {
    expect(
      (await w.projectAdmin.inject({ url: `${base(w.projectId)}?admin_id=${w.projectAdminId}` })).statusCode,
    ).toBe(200);
    const res = await w.projectAdmin.inject({
      url: `${base(w.projectId)}?admin_id=${w.projectAdminId + 1000}`,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/identity/i);
  });

  it('is 401 without a session and 403 for members and admins of another project', async () => {
    expect((await anonymous(w.t.app).inject({ url: base(w.projectId) })).statusCode).toBe(401);
    for (const c of [w.otherProjectAdmin, judgeB]) {
      const res = await c.inject({ url: base(w.projectId) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('is 400 for a project id that is not a number and 404 for a project that does not exist', async () => {
    const bad = await w.projectAdmin.inject({ url: '/api/projects/abc/posters' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('projectId');
    expect((await w.superAdmin.inject({ url: base(999999) })).statusCode).toBe(404);
  });
});

describe('GET /projects/:projectId/posters/:id', () => {
  it('answers one poster to every member', async () => {
    const p = await fx.makePoster(w.t.db, w.projectId, {
      title: 'Detail poster',
      images: ['https://x.example/1.png'],
    });
    for (const c of [w.projectAdmin, w.judgeClient, w.participantClient]) {
      const res = await c.inject({ url: `${base(w.projectId)}/${p.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: p.id,
        title: 'Detail poster',
        abstract: 'An abstract.',
        keywords: 'ai; vision',
        image_urls: ['https://x.example/1.png'],
      });
    }
  });

  it('is 404 for a poster of another project and 400 for a bad id', async () => {
    const other = await fx.makePoster(w.t.db, w.otherProjectId);
    const res = await w.projectAdmin.inject({ url: `${base(w.projectId)}/${other.id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Poster not found', code: 'NOT_FOUND' });
    expect((await w.judgeClient.inject({ url: `${base(w.projectId)}/${other.id}` })).statusCode).toBe(404);
    const bad = await w.projectAdmin.inject({ url: `${base(w.projectId)}/x1` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('id');
  });

  it('is 401 without a session and 403 across projects', async () => {
    const p = await fx.makePoster(w.t.db, w.projectId);
    expect((await anonymous(w.t.app).inject({ url: `${base(w.projectId)}/${p.id}` })).statusCode).toBe(401);
    expect((await judgeB.inject({ url: `${base(w.projectId)}/${p.id}` })).statusCode).toBe(403);
    expect((await w.otherProjectAdmin.inject({ url: `${base(w.projectId)}/${p.id}` })).statusCode).toBe(403);
  });
});

describe('PUT /projects/:projectId/posters/:id', () => {
  it('changes the given fields and replaces the image list', async () => {
    const p = await fx.makePoster(w.t.db, w.projectId, {
      images: ['https://old.example/1.png', 'https://old.example/2.png'],
    });
    const local = placeUpload(`${w.projectId}/manual/그림 1.png`);
    const res = await w.projectAdmin.inject({
      method: 'PUT',
      url: `${base(w.projectId)}/${p.id}?admin_id=${w.projectAdminId}`,
      payload: {
        title: '  새 제목 ',
        category: '',
        order_number: 3,
        image_urls: ['https://new.example/a.jpg', local],
        audio_file: 'https://cdn.example.org/talk.mp3',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: p.id,
      title: '새 제목',
      author: '홍길동',
      category: null,
      order_number: 3,
      image_urls: ['https://new.example/a.jpg', local],
      audio_file: 'https://cdn.example.org/talk.mp3',
    });
    const row = await fx.storedRow(w.t.db, 'posters', p.id);
    expect(row).toMatchObject({
      title: '새 제목',
      category: null,
      order_number: 3,
      affiliation: 'Seoul National University',
    });
    const images = await fx.storedImages(w.t.db, p.id);
    expect(images).toEqual([
      { url: 'https://new.example/a.jpg', position: 0 },
      { url: local, position: 1 },
    ]);
  });

  it('refuses image entries that are not http(s) URLs or existing files inside the uploads folder', async () => {
    const p = await fx.makePoster(w.t.db, w.projectId, { images: ['https://keep.example/1.png'] });
    fs.writeFileSync(path.join(w.t.dir, 'outside.png'), 'x');
    const cases: [string, RegExp][] = [
      ['/uploads/../outside.png', /leaves the uploads folder/],
      ['/uploads/nope/missing.png', /not found/],
      ['javascript:alert(1)', /http\(s\) URL/],
      ['/etc/passwd', /uploads folder/],
      ['relative/path.png', /uploads folder/],
      [`/uploads/${w.otherProjectId}/posters/1/x.png`, /another project/],
    ];
    for (const [url, message] of cases) {
      const res = await w.projectAdmin.inject({
        method: 'PUT',
        url: `${base(w.projectId)}/${p.id}`,
        payload: { image_urls: [url] },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().detail).toMatch(/^image_urls\.0: /);
      expect(res.json().detail).toMatch(message);
    }
    const audio = await w.projectAdmin.inject({
      method: 'PUT',
      url: `${base(w.projectId)}/${p.id}`,
      payload: { audio_file: 'file:///etc/passwd' },
    });
    expect(audio.statusCode).toBe(400);
    expect(audio.json().detail).toMatch(/^audio_file: /);
    const images = await fx.storedImages(w.t.db, p.id);
    expect(images.map((i) => i.url)).toEqual(['https://keep.example/1.png']);
  });

  it('answers 400 naming the field for bad input', async () => {
    const p = await fx.makePoster(w.t.db, w.projectId);
    const cases: [unknown, string][] = [
      [{ title: '' }, 'title'],
      [{ order_number: -1 }, 'order_number'],
      [{ image_urls: 'https://x.example/a.png' }, 'image_urls'],
      [{ author: 'x'.repeat(501) }, 'author'],
    ];
    for (const [payload, field] of cases) {
      const res = await w.projectAdmin.inject({
        method: 'PUT',
        url: `${base(w.projectId)}/${p.id}`,
        payload: payload as object,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toContain(field);
    }
  });

  it('is for admins of the project only', async () => {
    const p = await fx.makePoster(w.t.db, w.projectId, { title: 'Unchanged' });
    const url = `${base(w.projectId)}/${p.id}`;
    expect(
      (await anonymous(w.t.app).inject({ method: 'PUT', url, payload: { title: 'x' } })).statusCode,
    ).toBe(401);
    for (const c of [w.judgeClient, w.participantClient, w.otherProjectAdmin])
      expect((await c.inject({ method: 'PUT', url, payload: { title: 'x' } })).statusCode).toBe(403);
    const other = await fx.makePoster(w.t.db, w.otherProjectId, { title: 'B poster' });
    expect(
      (
        await w.projectAdmin.inject({
          method: 'PUT',
          url: `${base(w.projectId)}/${other.id}`,
          payload: { title: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    const rows = await w.t.db
      .selectFrom('posters')
      .select('title')
      .where('id', 'in', [p.id, other.id])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.title)).toEqual(['Unchanged', 'B poster']);
  });
});

describe('DELETE /projects/:projectId/posters/:id', () => {
  it('deletes the poster with its images, assignments, evaluations and scores', async () => {
    const p = await fx.makePoster(w.t.db, w.projectId, { images: ['https://x.example/1.png'] });
    const keep = await fx.makePoster(w.t.db, w.projectId);
    const criterion = await fx.makeCriterion(w.t.db, w.projectId);
    await fx.makeAssignment(w.t.db, w.projectId, w.judgeId, p.id);
    await fx.makeAssignment(w.t.db, w.projectId, w.judgeId, keep.id);
    const evaluationId = await fx.makeEvaluation(
      w.t.db,
      w.projectId,
      w.judgeId,
      p.id,
      [[criterion.id, 7]],
      'good',
    );

    const res = await w.superAdmin.inject({
      method: 'DELETE',
      url: `${base(w.projectId)}/${p.id}?confirm=P-${String(p.number).padStart(3, '0')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(await fx.rowsWhere(w.t.db, 'posters', 'id', p.id)).toHaveLength(0);
    expect(await fx.rowsWhere(w.t.db, 'poster_images', 'poster_id', p.id)).toHaveLength(0);
    expect(await fx.rowsWhere(w.t.db, 'assignments', 'poster_id', p.id)).toHaveLength(0);
    expect(await fx.rowsWhere(w.t.db, 'evaluations', 'poster_id', p.id)).toHaveLength(0);
    expect(await fx.scoresOf(w.t.db, evaluationId)).toHaveLength(0);
    expect(await fx.rowsWhere(w.t.db, 'assignments', 'poster_id', keep.id)).toHaveLength(1);
    expect((await w.projectAdmin.inject({ url: `${base(w.projectId)}/${p.id}` })).statusCode).toBe(404);
  });

  it('is for admins of the project only, and 404 for another project poster', async () => {
    const p = await fx.makePoster(w.t.db, w.projectId);
    const other = await fx.makePoster(w.t.db, w.otherProjectId);
    const url = `${base(w.projectId)}/${p.id}`;
    expect((await anonymous(w.t.app).inject({ method: 'DELETE', url })).statusCode).toBe(401);
    for (const c of [w.judgeClient, w.participantClient, w.otherProjectAdmin])
      expect((await c.inject({ method: 'DELETE', url })).statusCode).toBe(403);
    expect(
      (await w.projectAdmin.inject({ method: 'DELETE', url: `${base(w.projectId)}/${other.id}` })).statusCode,
    ).toBe(404);
    expect(
      (await w.projectAdmin.inject({ method: 'DELETE', url: `${base(w.projectId)}/0` })).statusCode,
    ).toBe(400);
    const left = await fx.storedRows(w.t.db, 'posters', { id: [p.id, other.id] });
    expect(left).toHaveLength(2);
  });
});
