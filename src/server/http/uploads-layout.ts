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

/** Every folder of a project's files: its served uploads and its originals kept aside. */
export const projectFolders = (uploadsDir: string, projectId: number) => [
  path.join(uploadsDir, String(projectId)),
  originalsDir(uploadsDir, String(projectId)),
];
