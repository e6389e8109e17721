// Poster image and audio references: http(s) URLs, or files inside the project's uploads folder.
import fs from 'node:fs';
import path from 'node:path';

/**
 * Poster images and audio are either http(s) URLs (kept as they are) or files in the uploads folder, stored as
 * site paths "/uploads/<relative path>" that the static server answers. A local path must exist, must be a
 * regular file, and must not leave the uploads folder (no "..", no absolute paths, no symlink pointing out).
 * Folders named by a number are the upload folders of that project: another project's folder is refused.
 * With the files in a bucket (`files: 'bucket'`), the path's form and project are checked here and the caller asks
 * the storage whether the file is there.
 */
export type MediaRef = { ok: true; url: string } | { ok: false; reason: string };

export type MediaRefOptions = {
  uploadsDir: string;
  projectId: number;
  /** What the entry is, for messages: "image" or "audio file". */
  what: string;
  /** Imports accept a bare relative path ("posters/p1.png"); the API only accepts "/uploads/..." or a URL. */
  allowRelative: boolean;
  /** Where the files are (storageKind): the folder is checked here, a bucket by the caller. */
  files: 'folder' | 'bucket';
};

const MAX_LENGTH = 2000;
// Characters that cannot appear in a served path without escaping, plus control characters.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f?#%]/;

/** A value quoted for a message, cut to 80 characters. */
export const showValue = (value: string) =>
  JSON.stringify(value.length > 80 ? `${value.slice(0, 77)}...` : value);

/** Realpaths are cached per uploads folder: imports check thousands of entries. */
const realRoots = new Map<string, string>();
function realRoot(uploadsDir: string): string {
  let root = realRoots.get(uploadsDir);
  if (!root) {
    fs.mkdirSync(uploadsDir, { recursive: true });
    root = fs.realpathSync(uploadsDir);
    realRoots.set(uploadsDir, root);
  }
  return root;
}

/** Why a path to a file is refused when the file is not there: on the folder (here) or in a bucket (the caller). */
export const notFoundReason = (what: string, value: string) =>
  `${what} file ${showValue(value.trim())} was not found in the uploads folder`;

function isInside(root: string, candidate: string): boolean {
  const rel = path.relative(root, candidate);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}

export function resolveMediaRef(raw: string, opts: MediaRefOptions): MediaRef {
  const value = raw.trim();
  const fail = (reason: string): MediaRef => ({ ok: false, reason });
  if (value === '') return fail(`${opts.what} entry is empty`);
  if (value.length > MAX_LENGTH)
    return fail(`${opts.what} ${showValue(value)} is longer than ${MAX_LENGTH} characters`);

  if (/^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[a-z]:[\\/]/i.test(value)) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return fail(`${opts.what} ${showValue(value)} is not a valid URL`);
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
      return fail(`${opts.what} ${showValue(value)} must be an http(s) URL or a file in the uploads folder`);
    }
    return { ok: true, url: value };
  }

  let rel = value.replaceAll('\\', '/');
  if (rel.startsWith('/uploads/')) rel = rel.slice('/uploads/'.length);
  else if (rel.startsWith('/') || /^[a-z]:\//i.test(rel) || !opts.allowRelative) {
    return fail(
      `${opts.what} ${showValue(value)} must be an http(s) URL or a path inside the uploads folder (/uploads/...)`,
    );
  }
  if (UNSAFE_CHARS.test(rel))
    return fail(
      `${opts.what} path ${showValue(value)} contains a character that is not allowed (?, #, % or a control character)`,
    );
  const normal = path.posix.normalize(rel);
  if (normal === '..' || normal.startsWith('../') || normal.startsWith('/')) {
    return fail(`${opts.what} path ${showValue(value)} leaves the uploads folder`);
  }
  const segments = normal.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.length === 0) return fail(`${opts.what} path ${showValue(value)} does not name a file`);
  if (segments.some((s) => s.startsWith('.')))
    return fail(`${opts.what} path ${showValue(value)} names a hidden file or folder`);
  const first = segments[0]!;
  if (/^\d+$/.test(first) && Number(first) !== opts.projectId) {
    return fail(`${opts.what} path ${showValue(value)} is in another project's upload folder`);
  }

  if (opts.files === 'bucket') return { ok: true, url: `/uploads/${segments.join('/')}` };
  const root = realRoot(opts.uploadsDir);
  let real: string;
  try {
    real = fs.realpathSync(path.join(root, ...segments));
  } catch {
    return fail(notFoundReason(opts.what, value));
  }
  if (!isInside(root, real)) return fail(`${opts.what} path ${showValue(value)} leaves the uploads folder`);
  if (!fs.statSync(real).isFile()) return fail(`${opts.what} path ${showValue(value)} is not a file`);
  return { ok: true, url: `/uploads/${segments.join('/')}` };
}
