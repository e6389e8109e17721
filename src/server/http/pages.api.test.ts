import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  makeAssignment,
  makeJudge,
  makeParticipant,
  makePoster,
  makeProject,
  sessionFor,
} from '../test/fixture-rows';
import { anonymousOf, useTestApp, type Client } from '../test/test-app';
import { rendererPath } from './pages';

/**
 * Pages rendered by the server (decision 042), with the built app (`npm test` builds it first; a checkout that
 * has not built it yet is built here once). What a person opening the address would read before any script
 * runs: the HTML's text, and the data it carries for the browser.
 */
const webDist = path.resolve('dist/web');
if (!fs.existsSync(rendererPath(webDist)) || !fs.existsSync(path.join(webDist, 'index.html'))) {
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}
const t = useTestApp({ webDist });

type World = Awaited<ReturnType<typeof makeWorld>>;
async function makeWorld() {
  const project = await makeProject(t.db, { name: '2026 춘계 학술대회' });
  const other = await makeProject(t.db);
  const [kim, lee] = [await makeJudge(t.db, project.id), await makeJudge(t.db, project.id)];
  const kims = [
    await makePoster(t.db, project.id, { title: '단백질 접힘의 기계학습 예측' }),
    await makePoster(t.db, project.id, { title: 'Graphene sensors <script>alert(1)</script>' }),
  ];
  const lees = [await makePoster(t.db, project.id, { title: '해양 미세플라스틱 분포' })];
  for (const p of kims) await makeAssignment(t.db, project.id, kim.id, p.id);
  for (const p of lees) await makeAssignment(t.db, project.id, lee.id, p.id);
  const otherJudge = await makeJudge(t.db, other.id);
  const participant = await makeParticipant(t.db, project.id);
  return {
    project,
    kims,
    lees,
    kim: await sessionFor(t.app, 'judge', kim.id, project.id),
    lee: await sessionFor(t.app, 'judge', lee.id, project.id),
    otherJudge: await sessionFor(t.app, 'judge', otherJudge.id, other.id),
    participant: await sessionFor(t.app, 'user', participant.id, project.id),
  };
}

let w: World;
beforeAll(async () => {
  w = await makeWorld();
});

const page = (client: Client, url: string, cookie = '') =>
  client.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The text of the HTML as a person reads it: tags gone, the data script left out. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe("the judge's list, rendered by the server", () => {
  it("holds the judge's assigned posters' titles before any script runs, and their data for hydration", async () => {
    const res = await page(w.kim, `/projects/${w.project.slug}/judge/posters`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const text = visibleText(res.body);
    expect(text).toContain('단백질 접힘의 기계학습 예측');
    expect(text).toContain('Graphene sensors <script>alert(1)</script>');
    expect(res.body).toMatch(/<script type="application\/json" id="server-data">/);
    expect(res.body).toContain('<html lang="ko">');
  });

  it('paints styled from its HTML alone: its styles are written in, its chunk is linked to load with the entry', async () => {
    const res = await page(w.kim, `/projects/${w.project.slug}/judge/posters`);
    expect(res.body).toMatch(/<style data-href="\/assets\/index-[\w-]+\.css">:root\{--font-sans:/);
    expect(res.body).toMatch(/<style data-href="\/assets\/judge-evaluation-[\w-]+\.css">\.judge-/);
    expect(res.body).not.toContain('rel="stylesheet"');
    // Its scripts come after what it shows: the entry and every chunk at low priority, and no font to wait for.
    // Chunks are named by their hash (decision 060): the build's manifest says which file is the page's.
    const manifest = JSON.parse(
      fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const chunk = manifest['features/judge/routes/posters.tsx']!.file;
    expect(res.body).toContain(`<link rel="modulepreload" fetchpriority="low" crossorigin href="/${chunk}">`);
    expect(res.body).toMatch(
      /<script type="module" fetchpriority="low" crossorigin src="\/assets\/index-[\w-]+\.js">/,
    );
    expect(res.body).not.toMatch(/<(script type="module"|link rel="modulepreload") (?!fetchpriority="low")/);
    expect(res.body).not.toContain('@font-face');
  });

  it("never holds another judge's posters, in its text or its data", async () => {
    const kim = await page(w.kim, `/projects/${w.project.slug}/judge/posters`);
    const lee = await page(w.lee, `/projects/${w.project.slug}/judge/posters`);
    expect(kim.body).not.toContain('해양 미세플라스틱 분포');
    expect(visibleText(lee.body)).toContain('해양 미세플라스틱 분포');
    for (const p of w.kims) expect(lee.body).not.toContain(p.title.slice(0, 12));
  });

  it('for a judge of another conference, or nobody, holds none of its posters', async () => {
    const url = `/projects/${w.project.slug}/judge/posters`;
    for (const res of [await page(w.otherJudge, url), await page(anonymousOf(t), url)]) {
      expect(res.statusCode).toBe(200);
      for (const p of [...w.kims, ...w.lees]) expect(res.body).not.toContain(p.title.slice(0, 8));
    }
  });

  it('escapes what people wrote: no tag of a title reaches the HTML, in the markup or in the data', async () => {
    const res = await page(w.kim, `/projects/${w.project.slug}/judge/posters`);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    const data = /<script type="application\/json" id="server-data">([\s\S]*?)<\/script>/.exec(res.body)![1]!;
    expect(data).not.toContain('<');
    expect(JSON.stringify(JSON.parse(data))).toContain('Graphene sensors <script>alert(1)</script>');
  });

  it('is sent with a CSP that allows no inline script, private to its visitor', async () => {
    const res = await page(w.kim, `/projects/${w.project.slug}/judge/posters`);
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(scriptSrc).toBe("'self'");
    expect(res.headers['cache-control']).toBe('private, no-cache');
    // Every script of the page is a file of the app or data that never runs.
    for (const tag of res.body.match(/<script[^>]*>/g) ?? [])
      expect(tag).toMatch(/type="module"[^>]*src="\/assets\/|type="application\/json"/);
  });
});

describe('other pages rendered by the server', () => {
  it("the evaluation page holds the poster's title", async () => {
    const res = await page(w.kim, `/projects/${w.project.slug}/judge/evaluate/${w.kims[0]!.id}`);
    expect(visibleText(res.body)).toContain('단백질 접힘의 기계학습 예측');
  });

  it('the evaluation page of a poster not assigned to the judge does not hold it', async () => {
    const res = await page(w.kim, `/projects/${w.project.slug}/judge/evaluate/${w.lees[0]!.id}`);
    expect(res.body).not.toContain('해양 미세플라스틱 분포');
  });

  it("the participant's gallery holds the conference's posters", async () => {
    const res = await page(w.participant, `/projects/${w.project.slug}/user/posters`);
    const text = visibleText(res.body);
    for (const p of [...w.kims, ...w.lees]) expect(text).toContain(p.title);
  });

  it('the public list holds the active conferences', async () => {
    const res = await page(anonymousOf(t), '/');
    expect(visibleText(res.body)).toContain('2026 춘계 학술대회');
  });

  it('is rendered in English when the visitor chose English', async () => {
    const res = await page(anonymousOf(t), '/', 'lang=en');
    expect(res.body).toContain('<html lang="en">');
  });

  it("redirects a project's own address to its participants' login", async () => {
    const res = await page(anonymousOf(t), `/projects/${w.project.slug}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/projects/${w.project.slug}/user/login`);
  });
});
