// The certificates' seal (docs/decisions/071-poster-day-finishing.md): one a project, PNG or JPEG within bounds,
// stored as a WebP with its transparency, replaced and removed with its file; the organiser's alone.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { convertedImage, drawnImage, imageFacts, png, pngFile } from '@server/test/fixture-files';
import { multipart } from '@server/proof/upload-files.test-kit';
import { auditEvents } from '@server/test/fixture-rows';
import { useProjectAdminWorld } from '@server/test/project-admin-world';

const w = useProjectAdminWorld();
const fileOf = (url: string) => path.join(w.t.config.uploadsDir, url.slice('/uploads/'.length));

/** A red seal on a transparent ground, as a scan cut out in an editor is. */
const redSeal = (side: number) =>
  drawnImage(
    `<svg width="${side}" height="${side}"><circle cx="${side / 2}" cy="${side / 2}" r="${side / 3}" fill="#c00"/></svg>`,
  );

async function sealWorld() {
  const { id, client } = await w.freshProject();
  const url = `/api/projects/${id}/certificates/seal`;
  const upload = (filename: string, content: Buffer) =>
    client.inject({ method: 'PUT', url, ...multipart({ filename, content, contentType: 'image/png' }) });
  return { id, client, url, upload };
}

describe('the certificates seal', () => {
  it('is stored as a WebP with its transparency, read back, replaced and removed with its file', async () => {
    const s = await sealWorld();
    expect((await s.client.inject({ url: s.url })).json()).toEqual({ seal: null });

    const first = await s.upload('직인.png', await redSeal(1200));
    expect(first.statusCode, first.body).toBe(200);
    const { seal } = first.json();
    expect(seal).toMatchObject({ width: 800, height: 800 });
    expect(seal.url).toMatch(new RegExp(`^/uploads/${s.id}/hall/seal-[0-9a-f]{24}-[0-9a-f]{12}\\.webp$`));
    const meta = await imageFacts(fs.readFileSync(fileOf(seal.url)));
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 800, hasAlpha: true });
    expect((await s.client.inject({ url: s.url })).json()).toEqual({ seal });
    const served = await w.t.app.inject({ url: seal.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    // A signature photographed as a JPEG replaces it; the old file goes.
    const jpeg = await convertedImage(png(600, 200, [240, 240, 240]), 'jpeg');
    const second = await s.upload('signature.jpg', jpeg);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().seal).toMatchObject({ width: 600, height: 200 });
    expect(fs.existsSync(fileOf(seal.url))).toBe(false);
    expect(fs.existsSync(fileOf(second.json().seal.url))).toBe(true);

    const removed = await s.client.inject({ method: 'DELETE', url: s.url });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ seal: null });
    expect(fs.existsSync(fileOf(second.json().seal.url))).toBe(false);
    expect((await s.client.inject({ url: s.url })).json()).toEqual({ seal: null });
    // Removing none changes nothing.
    expect((await s.client.inject({ method: 'DELETE', url: s.url })).json()).toEqual({ seal: null });

    const audit = await auditEvents(w.t.db, s.id, 'certificates.seal');
    expect(audit.map((a) => a.summary)).toEqual([
      'Certificate seal uploaded',
      'Certificate seal replaced',
      'Certificate seal removed',
    ]);
  });

  it('refuses hostile and unfit files with a code, and stores nothing', async () => {
    const s = await sealWorld();
    const truncated = png(300, 300, [200, 0, 0], 60).subarray(0, 400);
    const cases: [string, Buffer, number, string][] = [
      ['empty.png', Buffer.alloc(0), 400, 'FILE_EMPTY'],
      ['seal.gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 400, 'FILE_TYPE'],
      ['seal.webp', await convertedImage(png(200, 200), 'webp'), 400, 'FILE_TYPE'],
      ['seal.pdf', Buffer.from('%PDF-1.7\n%\xe2\xe3\n1 0 obj<<>>endobj\n', 'latin1'), 400, 'FILE_TYPE'],
      ['seal.png', fs.readFileSync('/bin/ls').subarray(0, 64 * 1024), 400, 'FILE_TYPE'],
      [
        'svg.png',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>x</script></svg>'),
        400,
        'FILE_TYPE',
      ],
      // A header that claims 900 million pixels in a few bytes (a decompression bomb).
      ['bomb.png', pngFile(30000, 30000, Buffer.alloc(30)), 400, 'IMAGE_TOO_MANY_PIXELS'],
      ['tiny.png', png(60, 40), 400, 'SEAL_PIXELS'],
      ['banner.png', png(4200, 50), 400, 'SEAL_PIXELS'],
      ['cut.png', truncated, 400, 'NOT_AN_IMAGE'],
      ['big.png', Buffer.concat([png(10, 10), Buffer.alloc(2 * 1024 * 1024, 1)]), 413, 'FILE_TOO_LARGE'],
    ];
    for (const [name, content, status, code] of cases) {
      const res = await s.upload(name, content);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      expect(res.json(), name).toMatchObject({ code, detail: expect.any(String) });
    }
    const none = await s.client.inject({ method: 'PUT', url: s.url, payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('FILE_MISSING');
    expect((await s.client.inject({ url: s.url })).json()).toEqual({ seal: null });
    expect(fs.existsSync(path.join(w.t.config.uploadsDir, `${s.id}/hall`))).toBe(false);
  });

  it("is the organiser's alone: no one else reads, sets or removes it, nor another project's organiser", async () => {
    const url = `/api/projects/${w.projectId}/certificates/seal`;
    const body = multipart({ filename: 'seal.png', content: png(200, 200), contentType: 'image/png' });
    await w.expectRefused({ method: 'GET', url });
    await w.expectRefused({ method: 'PUT', url, ...body });
    await w.expectRefused({ method: 'DELETE', url });
    const mine = await w.projectAdmin.inject({ method: 'PUT', url: w.withAdmin(url), ...body });
    expect(mine.statusCode, mine.body).toBe(200);
    // Another project's organiser, in their own project's path, sees their own (none).
    const other = await w.otherProjectAdmin.inject({
      url: `/api/projects/${w.otherProjectId}/certificates/seal`,
    });
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json()).toEqual({ seal: null });
  });
});
