import { describe, expect, it } from 'vitest';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import * as fx from '@server/test/fixture-rows';

/** A poster's presenter (docs/decisions/041-poster-files.md): set by the organiser's edit, searched by name and email. */
const w = useProjectAdminWorld();

describe("a poster's presenter", () => {
  it('is set, cleared and searched by the organiser; a bad email is refused with its code', async () => {
    const { id, client } = await w.freshProject();
    const poster = await fx.makePoster(w.t.db, id, { title: 'Presented' });
    const url = `/api/projects/${id}/posters/${poster.id}`;
    const set = await client.inject({
      method: 'PUT',
      url,
      payload: { presenter_name: ' 정발표 ', presenter_email: 'jeong@lab.example.org' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      presenter_name: '정발표',
      presenter_email: 'jeong@lab.example.org',
      pages: [],
    });
    for (const q of ['정발표', 'JEONG@LAB']) {
      const found = await client.inject({ url: `/api/projects/${id}/posters?q=${encodeURIComponent(q)}` });
      expect(
        found.json().items.map((p: { id: number }) => p.id),
        q,
      ).toEqual([poster.id]);
    }
    const bad = await client.inject({ method: 'PUT', url, payload: { presenter_email: 'jeong at lab' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_EMAIL', field: 'presenter_email' });
    const long = await client.inject({ method: 'PUT', url, payload: { presenter_name: 'x'.repeat(201) } });
    expect(long.json()).toMatchObject({ code: 'TOO_LONG', field: 'presenter_name' });
    const cleared = await client.inject({
      method: 'PUT',
      url,
      payload: { presenter_name: '', presenter_email: '' },
    });
    expect(cleared.json()).toMatchObject({ presenter_name: null, presenter_email: null });
  });
});
