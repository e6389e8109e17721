// What the image-fetch retry tests share: a local host standing in for the sites a sheet names, and the steps
// that import a sheet of URLs and read the entries, the posters and the jobs.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ImageFetch } from '@shared/contracts/imports';
import type { PosterImage } from '@shared/contracts/posters';
import { png } from '@server/test/fixture-files';
import type { ProjectAdminWorld } from '@server/test/project-admin-world';
import { IMAGE_FETCH_JOB } from './image-fetch-job';
import { upload, workbook } from './import-files.test-kit';

/**
 * Starts, for the test file, a local host standing in for the sites a sheet names: `/a.png` and `/b.png` answer; `/flaky.png` fails twice
 * (the second failure held until the test lets it go) and then answers; `/down.png` fails while `down` is set;
 * `/page.png` is no image.
 */
export function useRetryHost() {
  let server: http.Server;
  let secondFlaky: () => void = () => {};
  const host = {
    base: '',
    picture: png(300, 420, [200, 40, 40]),
    /** Requests by path. */
    counts: new Map<string, number>(),
    down: true,
    /** Lets the held second failure of /flaky.png go. */
    release: () => {},
    /** Resolves once /flaky.png's second request arrived. */
    secondFlakyArrived: new Promise<void>((resolve) => (secondFlaky = resolve)),
  };
  const heldGate = new Promise<void>((resolve) => (host.release = resolve));
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const route = (req.url ?? '').split('?')[0]!;
      const n = (host.counts.get(route) ?? 0) + 1;
      host.counts.set(route, n);
      const answer = () => res.writeHead(200, { 'content-type': 'image/png' }).end(host.picture);
      const fail = () => res.writeHead(503).end('busy');
      if (route === '/a.png' || route === '/b.png') return answer();
      if (route === '/page.png') return res.writeHead(200).end('<html>no host.picture</html>');
      if (route === '/flaky.png') {
        if (n === 1) return fail();
        if (n === 2) {
          secondFlaky();
          return void heldGate.then(fail);
        }
        return answer();
      }
      if (route === '/down.png') return host.down ? fail() : answer();
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    host.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    host.release();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return host;
}

export const sheet = (rows: [string, string[]][]) =>
  workbook([['title', 'author', 'image_urls'], ...rows.map(([t, urls]) => [t, 'Kim', urls.join(';')])]);

export async function importSheet(w: ProjectAdminWorld, rows: [string, string[]][], dryRun = false) {
  const res = await upload(
    w.projectAdmin,
    `/api/projects/${w.projectId}/posters/upload-excel${dryRun ? '?dry_run=true' : ''}`,
    'posters.xlsx',
    sheet(rows),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export async function listOf(w: ProjectAdminWorld): Promise<ImageFetch[]> {
  const res = await w.projectAdmin.inject({ url: `/api/projects/${w.projectId}/image-fetches` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}

/** The posters as a participant sees them (the same images judges and screens get). */
export async function postersSeen(w: ProjectAdminWorld) {
  const res = await w.participantClient.inject({ url: `/api/projects/${w.projectId}/posters` });
  return res.json() as { id: number; title: string; image_urls: string[]; images: PosterImage[] }[];
}

export const jobsOfKind = (w: ProjectAdminWorld) =>
  w.t.db.selectFrom('jobs').selectAll().where('kind', '=', IMAGE_FETCH_JOB).orderBy('id').execute();

export async function settle(w: ProjectAdminWorld) {
  await w.t.app.jobs.idle(IMAGE_FETCH_JOB);
  await w.t.app.images.idle();
}
