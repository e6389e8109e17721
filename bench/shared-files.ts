import { testImage } from '../src/server/media/test-pictures.test-kit';
import { Client, inPool } from './client';
import type { Conference } from './judging-setup';

/** How many posters get a picture: enough that every instance receives uploads and serves others' files. */
export const PICTURES = 30;

/**
 * Instances that share a bucket and nothing else (each its own data folder): the organiser uploads a picture to
 * each of PICTURES posters, the calls alternating between the instances; then every instance is asked for every
 * picture and must answer the very bytes uploaded. Returns a line for each picture an instance did not serve.
 */
export async function checkSharedPictures(conf: Conference, bases: readonly string[]): Promise<string[]> {
  const org = new Client(bases, 'organiser');
  org.cookie = conf.adminCookie;
  const posters = [...new Set(conf.judges.flatMap((j) => j.posters))].slice(0, PICTURES);
  const uploaded: { url: string; data: Buffer }[] = [];
  // A width of its own for each poster: every picture's bytes differ, so a mix-up cannot pass.
  for (const [i, posterId] of posters.entries()) {
    const data = await testImage({ width: 40 + i, height: 30 });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), `poster-${i}.png`);
    const poster = await org.must<{ image_urls: string[] }>(
      'POST',
      `/api/projects/${conf.projectId}/posters/${posterId}/images`,
      form,
    );
    uploaded.push({ url: poster.image_urls.at(-1)!, data });
  }
  const lines: string[] = [];
  await inPool(
    bases.flatMap((base) => uploaded.map((u) => ({ base, ...u }))),
    8,
    async ({ base, url, data }) => {
      const res = await fetch(base + url, { headers: { cookie: conf.adminCookie } });
      const body = Buffer.from(await res.arrayBuffer());
      const where = `instance ${bases.indexOf(base) + 1}`;
      if (res.status !== 200) lines.push(`${where}: ${url} answered ${res.status}`);
      else if (!body.equals(data)) lines.push(`${where}: ${url} is not the picture uploaded`);
    },
  );
  return lines;
}
