import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as fx from '@server/test/fixture-rows';
import { png, pngFile, sizeOf } from '@server/test/fixture-files';
import { multipart } from '@server/proof/upload-files.test-kit';
import { useTestApp } from '@server/test/test-app';

/** The hall's floor map: the plan, the boards' places on it (docs/decisions/059-hall-map-and-certificates.md). */
const t = useTestApp();

async function hall() {
  const project = await fx.makeProject(t.db);
  const admin = await fx.makeAdmin(t.db, { projectIds: [project.id] });
  const organiser = await fx.sessionFor(t.app, 'admin', admin.id);
  const participant = await fx.sessionFor(
    t.app,
    'user',
    (await fx.makeParticipant(t.db, project.id)).id,
    project.id,
  );
  const judge = await fx.sessionFor(t.app, 'judge', (await fx.makeJudge(t.db, project.id)).id, project.id);
  for (const board of ['A-01', 'A-02', 'B-01']) await fx.makePoster(t.db, project.id, { board });
  const q = `?admin_id=${admin.id}`;
  const api = `/api/projects/${project.id}/hall-map`;
  const upload = (name: string, content: Buffer, as = organiser) =>
    as.inject({ method: 'PUT', url: `${api}/plan${q}`, ...multipart({ filename: name, content }) });
  const place = (positions: unknown, as = organiser) =>
    as.inject({ method: 'PUT', url: `${api}/positions${q}`, payload: { positions } });
  return { project, admin, organiser, participant, judge, api, q, upload, place };
}

const fileOf = (url: string) => path.join(t.config.uploadsDir, url.slice('/uploads/'.length));

describe('the hall plan', () => {
  it('is stored as a WebP of at most 2400 px, replaced and removed with its file', async () => {
    const h = await hall();
    const empty = await h.participant.inject({ url: h.api });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({
      plan: null,
      plan_rendering: false,
      plan_error: null,
      positions: [],
      presence_certificates: false,
    });

    const first = await h.upload('hall.png', png(3000, 1500));
    expect(first.statusCode, first.body).toBe(200);
    const plan = first.json().plan;
    expect(plan).toMatchObject({ width: 2400, height: 1200 });
    expect(plan.url).toMatch(
      new RegExp(`^/uploads/${h.project.id}/hall/plan-[0-9a-f]{24}-[0-9a-f]{12}\\.webp$`),
    );
    expect(await sizeOf(fs.readFileSync(fileOf(plan.url)))).toEqual({
      width: 2400,
      height: 1200,
      format: 'webp',
    });
    const served = await t.app.inject({ url: plan.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    expect((await h.place([{ board: 'A-01', x: 0.25, y: 0.5 }])).statusCode).toBe(200);
    // A revised plan of the same hall: the boards keep their places, the old file goes.
    const second = await h.upload('hall-v2.jpg', png(800, 600, [200, 30, 30]));
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({
      plan: { width: 800, height: 600 },
      positions: [{ board: 'A-01', x: 0.25, y: 0.5 }],
    });
    expect(fs.existsSync(fileOf(plan.url))).toBe(false);
    expect(fs.existsSync(fileOf(second.json().plan.url))).toBe(true);

    const removed = await h.organiser.inject({ method: 'DELETE', url: `${h.api}/plan${h.q}` });
    expect(removed.json()).toEqual({
      plan: null,
      plan_rendering: false,
      plan_error: null,
      positions: [],
      presence_certificates: false,
    });
    expect(fs.existsSync(fileOf(second.json().plan.url))).toBe(false);
    const audit = await fx.auditEvents(t.db, h.project.id, 'hall.plan');
    expect(audit.map((a) => a.summary)).toEqual([
      'Hall plan uploaded',
      'Hall plan replaced',
      'Hall plan removed',
    ]);
  });

  it('takes uploads sent at once in turn: the plan named is on disk, and no other file is left', async () => {
    const h = await hall();
    const hallDir = path.join(t.config.uploadsDir, `${h.project.id}/hall`);
    const same = png(600, 400, [30, 120, 30]);
    for (let round = 0; round < 6; round++) {
      // The same picture twice (a double tap) and another, all at once.
      const sent = await Promise.all([
        h.upload('hall.png', same),
        h.upload('hall.png', same),
        h.upload('other.png', png(500, 400, [20 * round, 40, 90])),
      ]);
      expect(sent.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      const { plan } = (await h.organiser.inject({ url: `${h.api}${h.q}` })).json();
      expect(fs.existsSync(fileOf(plan.url)), `round ${round}`).toBe(true);
      expect(fs.readdirSync(hallDir)).toEqual([path.basename(plan.url)]);
    }
  });

  it('refuses what is not a PNG, JPEG, WebP or PDF, a decompression bomb, and two files, with a code', async () => {
    const h = await hall();
    const gif = await h.upload('hall.gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'));
    expect(gif.statusCode).toBe(400);
    expect(gif.json()).toMatchObject({ code: 'FILE_TYPE', params: { allowed: 'PNG, JPEG, WebP, PDF' } });
    // Neither an image nor a PDF by its bytes, whatever its name says (a PDF plan: hall-plan-pdf.api.test.ts).
    const text = await h.upload('hall.pdf', Buffer.from('A hall plan, in words'));
    expect(text.json()).toMatchObject({ code: 'FILE_TYPE' });
    const empty = await h.upload('hall.png', Buffer.alloc(0));
    expect(empty.json()).toMatchObject({ code: 'FILE_EMPTY' });
    const bomb = await h.upload('bomb.png', pngFile(20_000, 20_000, Buffer.alloc(1000)));
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json()).toMatchObject({
      code: 'IMAGE_TOO_MANY_PIXELS',
      params: { file: 'bomb.png', width: 20_000, height: 20_000, max: 100 },
    });
    // A PNG's first bytes with no picture behind them.
    const broken = await h.upload('broken.png', png(10, 10).subarray(0, 40));
    expect(broken.json()).toMatchObject({ code: 'NOT_AN_IMAGE', params: { file: 'broken.png' } });
    const notMultipart = await h.organiser.inject({
      method: 'PUT',
      url: `${h.api}/plan${h.q}`,
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().code).toBe('FILE_MISSING');
    expect((await h.organiser.inject({ url: `${h.api}${h.q}` })).json().plan).toBeNull();
    expect(fs.existsSync(path.join(t.config.uploadsDir, `${h.project.id}/hall`))).toBe(false);
  });
});

describe("the boards' places", () => {
  it('are saved whole for boards posters hang on, and read by judges and participants', async () => {
    const h = await hall();
    const none = await h.place([]);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('HALL_PLAN_MISSING');
    await h.upload('hall.png', png(400, 200));

    const saved = await h.place([
      { board: 'B-01', x: 1, y: 0 },
      { board: 'A-01', x: 0.1234, y: 0.9 },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = [
      { board: 'A-01', x: 0.1234, y: 0.9 },
      { board: 'B-01', x: 1, y: 0 },
    ];
    expect(saved.json().positions).toEqual(expected);
    for (const reader of [h.judge, h.participant])
      expect((await reader.inject({ url: h.api })).json().positions).toEqual(expected);

    // The whole set is replaced: a board left out is taken off the plan.
    await h.place([{ board: 'A-02', x: 0.5, y: 0.5 }]);
    const rows = await t.db
      .selectFrom('board_positions')
      .select(['board', 'x', 'y'])
      .where('project_id', '=', h.project.id)
      .execute();
    expect(rows).toEqual([{ board: 'A-02', x: 5000, y: 5000 }]);
  });

  it('refuses an unknown board, a board twice and a place off the plan with a code, changing nothing', async () => {
    const h = await hall();
    const other = await hall();
    await h.upload('hall.png', png(400, 200));
    await h.place([{ board: 'A-01', x: 0.5, y: 0.5 }]);
    const unknown = await h.place([{ board: 'Z-99', x: 0.5, y: 0.5 }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'BOARD_UNKNOWN', params: { board: 'Z-99' } });
    const twice = await h.place([
      { board: 'A-02', x: 0.1, y: 0.1 },
      { board: 'A-02', x: 0.2, y: 0.2 },
    ]);
    expect(twice.json()).toMatchObject({ code: 'BOARD_TWICE', params: { board: 'A-02' } });
    for (const bad of [
      [{ board: 'A-01', x: 1.5, y: 0 }],
      [{ board: 'A-01', x: '0.5', y: 0 }],
      'A-01',
    ] as unknown[]) {
      const res = await h.place(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toEqual(expect.any(String));
    }
    const mine = (await h.organiser.inject({ url: `${h.api}${h.q}` })).json().positions;
    expect(mine).toEqual([{ board: 'A-01', x: 0.5, y: 0.5 }]);

    // Another project's organiser, a judge and a participant may not place boards here.
    const foreign = await other.organiser.inject({
      method: 'PUT',
      url: `${h.api}/positions?admin_id=${other.admin.id}`,
      payload: { positions: [] },
    });
    expect(foreign.statusCode).toBe(403);
    for (const who of [h.judge, h.participant]) {
      const res = await who.inject({ method: 'PUT', url: `${h.api}/positions`, payload: { positions: [] } });
      expect(res.statusCode).toBe(403);
    }
    expect((await h.upload('hall.png', png(10, 10), h.participant)).statusCode).toBe(403);
    expect((await other.participant.inject({ url: h.api })).statusCode).toBe(403);
  });
});
