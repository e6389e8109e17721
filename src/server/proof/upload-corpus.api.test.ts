import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { makeAdmin, makeProject, sessionFor } from '../test/fixture-rows';
import { manySheetsXls, multipart, protoSheet, zipBombXlsx } from './upload-files.test-kit';
import { cookieFor, createRealServer, timedFetch, type RealServer } from './real-server.test-kit';

/**
 * Hostile files against the real server (a child process, so a file that blew up could not take the test
 * runner with it): each gets a 4xx (or is taken), and /api/health keeps answering while it is handled. How
 * quickly is the bench's business, not a test's (machines are shared and noisy); the fetches' own limits only
 * stop a hung call from hanging the run.
 */
const MAX_UPLOAD_MB = 5;

let server: RealServer;
let cookie: string;
let projectId: number;
type Sample = {
  name: string;
  filename: string;
  content: () => Promise<Buffer>;
  expect: 'refused' | 'too-large' | 'any';
  everyRoute: boolean;
};
const corpus: Sample[] = [
  {
    name: 'zip bomb over the unpack limit (300 MB from ~300 KB)',
    filename: 'bomb.xlsx',
    content: () => zipBombXlsx(300),
    expect: 'refused',
    everyRoute: true,
  },
  {
    name: 'a renamed executable',
    filename: 'posters.xlsx',
    content: async () => fs.readFileSync(process.execPath).subarray(0, 512 * 1024),
    expect: 'refused',
    everyRoute: true,
  },
  {
    name: 'a renamed executable as .xls',
    filename: 'posters.xls',
    content: async () => fs.readFileSync('/bin/ls'),
    expect: 'refused',
    everyRoute: false,
  },
  {
    name: 'a 0-byte file',
    filename: 'empty.xlsx',
    content: async () => Buffer.alloc(0),
    expect: 'refused',
    everyRoute: true,
  },
  {
    name: 'a file over the size limit',
    filename: 'big.xlsx',
    content: async () => Buffer.alloc((MAX_UPLOAD_MB + 1) * 1024 * 1024, 7),
    expect: 'too-large',
    everyRoute: true,
  },
  {
    name: 'a header row of __proto__ and constructor',
    filename: 'proto.xlsx',
    content: async () => protoSheet(),
    expect: 'any',
    everyRoute: true,
  },
  {
    name: 'an .xls with 3,000 sheets',
    filename: 'sheets.xls',
    content: async () => manySheetsXls(3000),
    expect: 'refused',
    everyRoute: false,
  },
  // Last: when it is not refused up front it keeps a parse worker busy for up to a minute.
  {
    name: 'zip bomb under the unpack limit (190 MB from ~190 KB)',
    filename: 'bomb.xlsx',
    content: () => zipBombXlsx(190),
    expect: 'refused',
    everyRoute: false,
  },
];

beforeAll(async () => {
  server = await createRealServer({ MAX_UPLOAD_MB: String(MAX_UPLOAD_MB) });
  const project = await makeProject(server.database.db);
  const projectAdmin = await makeAdmin(server.database.db, { projectIds: [project.id] });
  projectId = project.id;
  cookie = await cookieFor(server.database, 'admin', projectAdmin.id, null);
}, 90_000);
afterAll(async () => server?.destroy());

/** Uploads while probing /api/health every 100 ms; answers the upload and the slowest probe. */
async function uploadWhileProbing(kind: string, filename: string, content: Buffer) {
  let probing = true;
  let worstHealth = 0;
  let healthFailures = 0;
  const probe = (async () => {
    while (probing) {
      const h = await timedFetch(`${server.baseURL}/api/health`, { timeoutMs: 20_000 });
      worstHealth = Math.max(worstHealth, h.ms);
      if (h.status !== 200) healthFailures++;
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const body = multipart({ filename, content });
  const res = await timedFetch(`${server.baseURL}/api/projects/${projectId}/${kind}/upload-excel`, {
    method: 'POST',
    headers: { ...body.headers, cookie },
    body: new Uint8Array(body.payload),
    timeoutMs: 40_000,
  });
  probing = false;
  await probe;
  return { res, worstHealth, healthFailures };
}

describe('hostile uploads against the real server', () => {
  for (const kind of ['judges', 'users', 'posters'] as const) {
    for (const file of corpus.filter((f) => f.everyRoute || kind === 'posters')) {
      it(`${kind}: ${file.name}`, async () => {
        const content = await file.content();
        const { res, worstHealth, healthFailures } = await uploadWhileProbing(kind, file.filename, content);
        const where = `${kind} ${file.name}: ${res.status} in ${Math.round(res.ms)} ms, ${res.body.slice(0, 200)}`;
        expect(res.status, where).toBeGreaterThan(0);
        expect(res.status, where).toBeLessThan(500);
        if (file.expect === 'refused') expect(res.status, where).toBe(400);
        if (file.expect === 'too-large') expect(res.status, where).toBe(413);
        if (res.status >= 400) expect(JSON.parse(res.body).detail, where).toMatch(/\w{3,}/);
        expect(healthFailures, `health failed during ${where} (slowest ${Math.round(worstHealth)} ms)`).toBe(
          0,
        );
        expect(server.isRunning()).toBe(true);
      }, 90_000);
    }
  }

  it('after the corpus no bomb row went in and the server answers', async () => {
    const h = await timedFetch(`${server.baseURL}/api/health`);
    expect(h.status).toBe(200);
    const bombs = await server.database.db
      .selectFrom('posters')
      .select('id')
      .where('title', '=', 'bomb')
      .execute();
    expect(bombs).toHaveLength(0);
  });
});

describe('a __proto__ header in process', () => {
  it('does not pollute Object.prototype and stores only the known columns', async () => {
    const t = await createTestApp();
    try {
      const p = await makeProject(t.db);
      const projectAdmin = await makeAdmin(t.db, { projectIds: [p.id] });
      const c = await sessionFor(t.app, 'admin', projectAdmin.id);
      const body = multipart({ filename: 'proto.xlsx', content: protoSheet() });
      const res = await c.inject({
        method: 'POST',
        url: `/api/projects/${p.id}/posters/upload-excel`,
        payload: body.payload,
        headers: body.headers,
      });
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
      const rows = await t.db.selectFrom('posters').selectAll().where('project_id', '=', p.id).execute();
      for (const r of rows) expect([r.title, r.author]).toEqual(['Proto poster', 'Mallory']);
    } finally {
      await t.close();
    }
  });
});
