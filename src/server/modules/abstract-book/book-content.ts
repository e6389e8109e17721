// What the abstract book prints, read from the database: the conference, and the posters it lists in the order a
// visitor walks the hall (session, then board, then number; docs/decisions/054-abstract-book.md).
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { displayId } from '@shared/format';
import { posterUrl } from '../posters/poster-qr';
import { getProjectById } from '../projects/projects.service';
import { selectBookPosters, selectCollectsFiles, type BookPosterRow } from './abstract-book.repository';

export type BookEntry = {
  id: number;
  displayId: string;
  board: string | null;
  title: string;
  author: string;
  affiliation: string | null;
  category: string | null;
  abstract: string | null;
  keywords: string | null;
  /** The session's name and time window, when the poster is in one. */
  session: string | null;
  /** The poster's page, which its QR code opens. */
  url: string;
};
export type BookSection = { title: string; time: string | null; entries: BookEntry[] };
export type BookContent = {
  projectName: string;
  dates: string | null;
  generatedOn: string;
  posterCount: number;
  sections: BookSection[];
};

const boards = new Intl.Collator('ko', { numeric: true, sensitivity: 'base' });

/** The hall's order: by board ("A-2" before "A-10"; posters without one last), then by number. */
export function hallOrder(a: BookPosterRow, b: BookPosterRow): number {
  if (a.board && b.board) return boards.compare(a.board, b.board) || a.number - b.number;
  if (a.board || b.board) return a.board ? -1 : 1;
  return a.number - b.number;
}

/**
 * The posters the book lists: a conference that collects poster files lists those whose file the organiser
 * approved; one that collects none lists every poster it has.
 */
function listed(rows: BookPosterRow[], collectsFiles: boolean): BookPosterRow[] {
  return collectsFiles ? rows.filter((r) => Boolean(r.approved)) : rows;
}

export async function loadBookContent(
  db: Kysely<DB>,
  projectId: number,
  origin: string,
  now = new Date(),
): Promise<BookContent> {
  const project = await getProjectById(db, projectId);
  const [rows, collectsFiles] = await Promise.all([
    selectBookPosters(db, projectId),
    selectCollectsFiles(db, projectId),
  ]);
  const entries = listed(rows, collectsFiles)
    .sort(hallOrder)
    .map((r): BookEntry => ({
      id: r.id,
      displayId: displayId('P', r.number),
      board: r.board,
      title: r.title,
      author: r.author,
      affiliation: r.affiliation,
      category: r.category,
      abstract: r.abstract,
      keywords: r.keywords,
      session: null,
      url: posterUrl(origin, project.slug, r.id),
    }));
  const dates = [project.start_date, project.end_date].filter(Boolean);
  return {
    projectName: project.name,
    dates: dates.length ? [...new Set(dates)].join(' – ') : null,
    generatedOn: now.toISOString().slice(0, 10),
    posterCount: entries.length,
    sections: [{ title: '포스터 · Posters', time: null, entries }],
  };
}
