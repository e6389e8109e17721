// A local HTTP server standing in for the sites a spreadsheet names, for the image import's tests.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { testImage } from '@server/test/fixture-files';

/**
 * A local HTTP server standing in for the sites a spreadsheet names, started before the file's tests and closed
 * after them. Only the app made with the test setting IMAGE_FETCH_ALLOW_PRIVATE_FOR_TESTS may reach it; the
 * default app must refuse it. `base` is its address, `requests` the paths it was asked for (empty it to start
 * counting), `portrait` the JPEG it serves at /poster.jpg.
 */
export function useImageSites() {
  const sites = { base: '', requests: [] as string[], portrait: Buffer.alloc(0) as Buffer };
  let server: http.Server;
  beforeAll(async () => {
    sites.portrait = await testImage({ width: 1200, height: 3000, format: 'jpeg' });
    server = http.createServer((req, res) => {
      sites.requests.push(req.url ?? '');
      const route = req.url ?? '';
      if (route === '/poster.jpg') res.writeHead(200, { 'content-type': 'image/jpeg' }).end(sites.portrait);
      else if (route === '/page.png')
        res.writeHead(200, { 'content-type': 'image/png' }).end('<html>not a picture</html>');
      else if (route === '/moved') res.writeHead(302, { location: '/poster.jpg' }).end();
      else if (route === '/to-metadata')
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      else if (route === '/loop') res.writeHead(302, { location: '/loop' }).end();
      else if (route === '/huge')
        res.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.alloc(300_000));
      else if (route === '/silent')
        return; // never answers
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    sites.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return sites;
}
