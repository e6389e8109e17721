// Where uploaded files live: the served uploads folder, and beside it the originals that are never served.
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
 * Where a project's abstract book files live (docs/decisions/054-abstract-book.md): a dot folder too, downloaded
 * only through the API, which knows who may.
 */
export const booksDir = (uploadsDir: string, projectId: number) =>
  path.join(uploadsDir, '.books', String(projectId));

/** Every folder of a project's files: its served uploads, its originals kept aside, its abstract book. */
export const projectFolders = (uploadsDir: string, projectId: number) => [
  path.join(uploadsDir, String(projectId)),
  originalsDir(uploadsDir, String(projectId)),
  booksDir(uploadsDir, projectId),
];
