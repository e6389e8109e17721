import { describe, expect, it } from 'vitest';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import * as fx from '@server/test/fixture-rows';
import { upload, workbook } from '../imports/import-files.test-kit';

const w = useProjectAdminWorld();

const sheet = (...rows: unknown[][]) => workbook([['title', 'author', 'board'], ...rows]);

describe('poster numbers', () => {
  it('starts at 1 in a new project, keeps numbers when a poster is deleted, and continues from the highest', async () => {
    const { id, client } = await w.freshProject();
    const url = `/api/projects/${id}/posters/upload-excel`;
    const first = await upload(client, url, 'p.xlsx', sheet(['One', 'Kim', 'A-01'], ['Two', 'Lee', 'A-02']));
    expect(first.statusCode, first.body).toBe(200);
    const list = (await client.inject({ url: `/api/projects/${id}/posters` })).json();
    expect(list.map((p: { number: number; board: string }) => [p.number, p.board])).toEqual([
      [1, 'A-01'],
      [2, 'A-02'],
    ]);
    const del = await client.inject({ method: 'DELETE', url: `/api/projects/${id}/posters/${list[0].id}` });
    expect(del.statusCode).toBe(200);
    await upload(client, url, 'p.xlsx', sheet(['Three', 'Park', 'B-01']));
    const after = (await client.inject({ url: `/api/projects/${id}/posters` })).json();
    expect(after.map((p: { number: number; title: string }) => [p.number, p.title])).toEqual([
      [2, 'Two'],
      [3, 'Three'],
    ]);
  });

  it('gives 20 creates sent at once 20 distinct numbers', async () => {
    const { id, client } = await w.freshProject();
    const url = `/api/projects/${id}/posters/upload-excel`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => upload(client, url, 'p.xlsx', sheet([`Poster ${i}`, 'Kim', '']))),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const rows = await w.t.db.selectFrom('posters').select('number').where('project_id', '=', id).execute();
    expect(rows.map((r) => r.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('lets PUT change number and board; a number another poster has is 409 NUMBER_TAKEN on field number', async () => {
    const a = await fx.makePoster(w.t.db, w.projectId);
    const b = await fx.makePoster(w.t.db, w.projectId);
    const url = w.withAdmin(`/api/projects/${w.projectId}/posters/${a.id}`);
    const taken = await w.projectAdmin.inject({ method: 'PUT', url, payload: { number: b.number } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'NUMBER_TAKEN', field: 'number' });
    expect(taken.json().detail).toContain(String(b.number));
    const okRes = await w.projectAdmin.inject({
      method: 'PUT',
      url,
      payload: { number: 500, board: ' C-07 ' },
    });
    expect(okRes.statusCode, okRes.body).toBe(200);
    expect(okRes.json()).toMatchObject({ number: 500, board: 'C-07' });
    const stored = await fx.storedRow(w.t.db, 'posters', a.id);
    expect([stored.number, stored.board]).toEqual([500, 'C-07']);
    const bad = await w.projectAdmin.inject({ method: 'PUT', url, payload: { number: 0 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('number');
  });
});
