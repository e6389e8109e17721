// What the abstract book prints, read from the database: the conference, and the posters it lists in the order a
// visitor walks the hall (session, then board, then number; docs/decisions/054-abstract-book.md).
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { posterTextKeys, type Poster } from '@shared/contracts/posters';
import { pick } from '@shared/pick';
import type { SessionSummary } from '@shared/contracts/sessions';
import { displayId } from '@shared/format';
import { boardOrder, sessionKey } from '@shared/hall-order';
import { dayIn, formatClockRange, formatPeriod } from '@shared/time';
import { listPosters, posterUrl } from '@server/modules/posters';
import { getProjectById } from '@server/modules/projects';
import { selectCollectsFiles } from '@server/modules/submissions';

export type BookEntry = Pick<Poster, 'id' | 'board' | (typeof posterTextKeys)[number]> & {
  displayId: string;
  /** The session's name and time window, when the poster is in one. */
  session: string | null;
  /** The poster's page, which its QR code opens. */
  url: string;
};
export type BookSection = { title: string; time: string | null; entries: BookEntry[] };
export type BookContent = {
  projectName: string;
  dates: string | null;
  /** The day the book was made, on the project's clock ("2026-12-02"). */
  generatedOn: string;
  posterCount: number;
  sections: BookSection[];
};

/** The book is Korean first (its headings carry the English beside): a session's day and hours in Korean. */
const timeOf = (s: SessionSummary) =>
  `${formatClockRange(s.date, s.starts_at, s.ends_at, 'ko')}${s.area ? ` · ${s.area}` : ''}`;

/**
 * The posters the book lists: a conference that collects poster files lists those whose file the organiser
 * approved (they have pages); one that collects none lists every poster it has.
 */
const listed = (posters: Poster[], collectsFiles: boolean) =>
  collectsFiles ? posters.filter((p) => p.pages.length > 0) : posters;

function sectionsOf(posters: Poster[], toEntry: (p: Poster) => BookEntry): BookSection[] {
  const groups = new Map<string, Poster[]>();
  for (const p of [...posters].sort((a, b) => sessionKey(a.session).localeCompare(sessionKey(b.session))))
    groups.set(sessionKey(p.session), [...(groups.get(sessionKey(p.session)) ?? []), p]);
  const anySession = posters.some((p) => p.session);
  return [...groups.values()].map((group) => {
    const session = group[0]!.session;
    return {
      title: session ? session.name : anySession ? '세션 없음 · No session' : '포스터 · Posters',
      time: session ? timeOf(session) : null,
      entries: group.sort(boardOrder).map(toEntry),
    };
  });
}

export async function loadBookContent(
  db: Kysely<DB>,
  projectId: number,
  origin: string,
  now = new Date(),
): Promise<BookContent> {
  const project = await getProjectById(db, projectId);
  const [posters, collectsFiles] = await Promise.all([
    listPosters(db, projectId),
    selectCollectsFiles(db, projectId),
  ]);
  const shown = listed(posters, collectsFiles);
  const sections = sectionsOf(shown, (p) => ({
    id: p.id,
    displayId: displayId('P', p.number),
    board: p.board,
    ...pick(p, posterTextKeys),
    session: p.session ? `${p.session.name} · ${timeOf(p.session)}` : null,
    url: posterUrl(origin, project.slug, p.id),
  }));
  return {
    projectName: project.name,
    dates: formatPeriod(project.start_date, project.end_date, 'ko') || null,
    generatedOn: dayIn(now, project.time_zone),
    posterCount: shown.length,
    sections: sections.length ? sections : [{ title: '포스터 · Posters', time: null, entries: [] }],
  };
}
