import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveMediaRef, type MediaRefOptions } from './media-paths';

let dir: string;
let opts: MediaRefOptions;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-paths-'));
  const uploads = path.join(dir, 'uploads');
  fs.mkdirSync(path.join(uploads, 'posters', 'sub'), { recursive: true });
  fs.mkdirSync(path.join(uploads, '7'), { recursive: true });
  fs.writeFileSync(path.join(uploads, 'posters', 'a.png'), 'x');
  fs.writeFileSync(path.join(uploads, '7', 'b.png'), 'x');
  fs.writeFileSync(path.join(uploads, 'posters', '.hidden.png'), 'x');
  fs.writeFileSync(path.join(dir, 'secret.txt'), 'x');
  fs.symlinkSync(path.join(dir, 'secret.txt'), path.join(uploads, 'posters', 'link.png'));
  fs.symlinkSync(dir, path.join(uploads, 'escape'));
  opts = { uploadsDir: uploads, projectId: 7, what: 'image', allowRelative: true, files: 'folder' };
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const ok = (raw: string, o: Partial<MediaRefOptions> = {}) => resolveMediaRef(raw, { ...opts, ...o });

describe('resolveMediaRef', () => {
  it('keeps http(s) URLs as they are', () => {
    expect(ok(' https://cdn.example.org/a b.png ')).toEqual({
      ok: true,
      url: 'https://cdn.example.org/a b.png',
    });
    expect(ok('HTTP://example.org/x.png')).toEqual({ ok: true, url: 'HTTP://example.org/x.png' });
  });

  it('stores files inside the uploads folder as /uploads/ paths', () => {
    expect(ok('posters/a.png')).toEqual({ ok: true, url: '/uploads/posters/a.png' });
    expect(ok('posters\\sub\\..\\a.png')).toEqual({ ok: true, url: '/uploads/posters/a.png' });
    expect(ok('/uploads/posters/a.png', { allowRelative: false })).toEqual({
      ok: true,
      url: '/uploads/posters/a.png',
    });
    expect(ok('7/b.png')).toEqual({ ok: true, url: '/uploads/7/b.png' });
  });

  it('refuses anything that leaves the uploads folder, including through symlinks', () => {
    for (const raw of [
      '../secret.txt',
      'posters/../../secret.txt',
      'posters/link.png',
      'escape/secret.txt',
      '/uploads/../secret.txt',
    ]) {
      const r = ok(raw);
      expect(r.ok, raw).toBe(false);
      if (!r.ok) expect(r.reason, raw).toMatch(/leaves the uploads folder/);
    }
  });

  it('refuses other schemes, absolute paths, hidden files, folders, missing files and other projects', () => {
    const cases: [string, RegExp, Partial<MediaRefOptions>?][] = [
      ['javascript:alert(1)', /http\(s\) URL/],
      ['data:image/png;base64,AAAA', /http\(s\) URL/],
      ['file:///etc/passwd', /http\(s\) URL/],
      ['/etc/passwd', /uploads folder/],
      ['C:\\images\\a.png', /uploads folder/],
      ['posters/.hidden.png', /hidden/],
      ['posters/sub', /is not a file/],
      ['posters/none.png', /not found/],
      ['8/b.png', /another project/],
      ['posters/a.png?x=1', /not allowed/],
      ['posters/a.png', /uploads folder/, { allowRelative: false }],
      ['', /empty/],
    ];
    for (const [raw, reason, o] of cases) {
      const r = ok(raw, o);
      expect(r.ok, raw).toBe(false);
      if (!r.ok) expect(r.reason, raw).toMatch(reason);
    }
  });

  it('checks the form and the project of a path in a bucket, and leaves the file to the storage', () => {
    const bucket = { files: 'bucket' as const };
    expect(ok('posters/none.png', bucket)).toEqual({ ok: true, url: '/uploads/posters/none.png' });
    for (const raw of ['../x.png', 'posters/.hidden.png', '8/b.png', '/etc/passwd'])
      expect(ok(raw, bucket).ok, raw).toBe(false);
  });
});
