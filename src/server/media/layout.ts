// Where uploaded files live: the served uploads folder, and beside it the originals that are never served. The
// local storage's keys are these paths (storage.ts); files stay where they have always been.
import path from 'node:path';

/**
 * Where a poster file's original and a deck's `converted.pdf` live: `<uploadsDir>/.originals/<folder>/`. Not the
 * served folder beside the tiles (an original may hold speaker notes and hidden slides): a dot folder, which the
 * static server refuses, on the same shared storage as the tiles, so that any instance can render it
 * (docs/decisions/041-poster-files.md).
 */
export const originalsDir = (uploadsDir: string, folder: string) =>
  path.join(uploadsDir, '.originals', folder);

/**
 * The keys of a project's abstract book files (docs/decisions/054-abstract-book.md): `.books/<project>/<stamp>.pdf`
 * and `.xlsx`, a dot folder too, downloaded only through the API, which knows who may.
 */
export const booksKey = (projectId: number) => `.books/${projectId}`;
export const bookKey = (projectId: number, stamp: string, kind: 'pdf' | 'xlsx') =>
  `${booksKey(projectId)}/${stamp}.${kind}`;

/** The folders (key prefixes) of a project's files: its served uploads, its originals kept aside, its abstract book. */
export const projectKeys = (projectId: number) => [
  String(projectId),
  originalsKey(String(projectId)),
  booksKey(projectId),
];
/** The folder of a project's derived sizes and fetched originals, relative to the uploads folder. */
export const imagesFolder = (projectId: number) => `${projectId}/images`;

export const derivedUrl = (projectId: number, hash: string, size: number) =>
  `/uploads/${imagesFolder(projectId)}/${hash}-${size}.webp`;

/**
 * Site paths of files the server names by content, or writes once under a random name (a rendered submission's
 * pages: its folder is new for every upload, and a rendering repeated after a crash writes the same bytes): a
 * year of caching is safe for them.
 */
export const IMMUTABLE_UPLOAD =
  /^\/uploads\/\d+\/(images\/[0-9a-f]{24}(-\d+)?\.[a-z]+|posters\/\d+\/[a-z]+-[0-9a-f]{24}\.[a-z0-9]+|posters\/\d+\/submissions\/\d+-[0-9a-f]{24}\/page-\d+(\.dzi|-\d+\.webp|_files\/\d+\/\d+_\d+\.jpeg))$/;

/** The key of an originals-folder file (layout's `.originals/<folder>/...`) for the storage. */
export const originalsKey = (folder: string) => `.originals/${folder}`;
