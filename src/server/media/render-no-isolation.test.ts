// Where `unshare` cannot give a conversion a network of its own, slides are still converted, but the server is
// told (and warns at start). Its own file: the answers are cached per process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { slidesIsolated, slidesSupported } from '@server/media';

const savedPath = process.env.PATH;
const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'no-unshare-'));

beforeAll(() => {
  // A PATH with LibreOffice and prlimit, but no unshare.
  for (const program of ['prlimit', 'soffice'])
    fs.symlinkSync(`/usr/bin/${program}`, path.join(bin, program));
  process.env.PATH = bin;
});
afterAll(() => {
  process.env.PATH = savedPath;
  fs.rmSync(bin, { recursive: true, force: true });
});

it('answers that slides are supported but not isolated from the network', async () => {
  expect(await slidesSupported()).toBe(true);
  expect(await slidesIsolated()).toBe(false);
});
