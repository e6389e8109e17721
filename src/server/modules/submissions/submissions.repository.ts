// SQL of submissions and their pages (tables submissions, submission_pages): what a poster shows (its newest
// approved file), a poster's newest file, search inside posters, the organiser's review, and the writes of an
// upload and of its render job. Project id first where a request names it.
import { sql, type Insertable, type Kysely, type Selectable, type SqlBool, type Updateable } from 'kysely';
import { lockRows } from '@server/db/database';
import type { SearchAlso } from '@server/db/paging';
import { findRowInProject } from '@server/db/project-rows';
import { findRowWhere, groupRowsBy } from '@server/db/rows';
import type { DB, SubmissionStatus, SubmissionTable } from '@server/db/schema';
import type { PosterPage, PreflightItem, Submission } from '@shared/contracts/submissions';
import { refreshPosterSearch } from '@server/modules/poster-search';
import { toPosterPage } from './page-urls';

export type SubmissionRow = Selectable<SubmissionTable>;
type PageRow = { number: number; width: number; height: number };

/** The stored preflight list (JSON), or none. */
export function parsePreflight(stored: string | null): PreflightItem[] {
  if (!stored) return [];
  try {
    const items = JSON.parse(stored) as unknown;
    return Array.isArray(items) ? (items as PreflightItem[]) : [];
  } catch {
    return [];
  }
}

export function toSubmission(row: SubmissionRow, pages: PageRow[]): Submission {
  return {
    id: row.id,
    status: row.status,
    note: row.note,
    presenter_note: row.presenter_note,
    file_name: row.file_name,
    file_kind: row.file_kind,
    file_size: row.file_size,
    uploaded_at: row.uploaded_at,
    uploaded_by: row.uploaded_by,
    error_code: row.error_code,
    preflight: parsePreflight(row.preflight),
    pages: pages.map((p) => toPosterPage(row.folder, p)),
  };
}

/** The pages of these submissions, in order, by submission. */
export async function selectPagesOf(
  db: Kysely<DB>,
  submissionIds: readonly number[],
): Promise<Map<number, PageRow[]>> {
  if (submissionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('submission_pages')
    .select(['submission_id', 'number', 'width', 'height'])
    .where('submission_id', 'in', submissionIds)
    .orderBy('submission_id')
    .orderBy('number')
    .execute();
  return groupRowsBy(rows, 'submission_id', (r) => ({ number: r.number, width: r.width, height: r.height }));
}

/**
 * The pages of each poster's newest approved submission (what judges, participants and screens see), in one
 * query for the whole list; a poster without an approved file has none.
 */
export async function selectApprovedPagesOf(
  db: Kysely<DB>,
  posterIds: readonly number[],
): Promise<Map<number, PosterPage[]>> {
  if (posterIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('submissions as s')
    .innerJoin('submission_pages as sp', 'sp.submission_id', 's.id')
    .select(['s.poster_id', 's.folder', 'sp.number', 'sp.width', 'sp.height'])
    .where('s.poster_id', 'in', posterIds)
    .where('s.status', '=', 'approved')
    .where(isNewestSubmission('s.poster_id', 'approved'))
    .orderBy('s.poster_id')
    .orderBy('sp.number')
    .execute();
  return groupRowsBy(rows, 'poster_id', (r) => toPosterPage(r.folder, r));
}

/**
 * That `s.id` is the newest submission of the poster `posterRef` names, or with `status` its newest of that status
 * (a poster's status is its newest file's; what it shows, its newest approved one).
 */
export function isNewestSubmission(posterRef: 's.poster_id' | 'p.id', status?: SubmissionStatus) {
  const ofStatus = status ? sql` and n.status = ${status}` : sql``;
  return sql<SqlBool>`s.id = (select max(n.id) from submissions n
    where n.poster_id = ${sql.ref(posterRef)}${ofStatus})`;
}

/**
 * Search inside posters: whether the newest approved submission of the poster `posterIdRef` names has a text
 * that matches `pattern` (a LIKE pattern, escaped with a backslash) by `like` (LIKE on SQLite, ILIKE on
 * PostgreSQL, as db/paging.ts's search). A scan of the texts of the project's approved files: fine at a
 * conference's size (docs/decisions/041-poster-files.md).
 */
export function approvedTextMatches(posterIdRef: string): SearchAlso {
  return (like, pattern) =>
    sql<SqlBool>`exists (select 1 from submissions st where st.poster_id = ${sql.ref(posterIdRef)}
      and st.status = 'approved' and st.text ${like} ${pattern} escape '\\'
      and st.id = (select max(sa.id) from submissions sa
        where sa.poster_id = st.poster_id and sa.status = 'approved'))`;
}

/** One submission of the project. */
export const findSubmission = (db: Kysely<DB>, projectId: number, id: number) =>
  findRowInProject(db, 'submissions', projectId, id);

/** A poster's newest submission, whatever its status or (with `status`) its newest of that status, if any. */
export function findNewestSubmission(
  db: Kysely<DB>,
  projectId: number,
  posterId: number,
  status?: SubmissionStatus,
) {
  let query = db
    .selectFrom('submissions')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('poster_id', '=', posterId);
  if (status) query = query.where('status', '=', status);
  return query.orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/**
 * The newest submission of each of these posters of the project, locked until the transaction ends (a review
 * checks its status against it: two reviews, or a review and the render job, take turns).
 */
export function lockNewestSubmissions(trx: Kysely<DB>, projectId: number, posterIds: readonly number[]) {
  return trx
    .selectFrom('submissions as s')
    .select(['s.id', 's.poster_id', 's.status', 's.note'])
    .where('s.project_id', '=', projectId)
    .where('s.poster_id', 'in', posterIds)
    .where(isNewestSubmission('s.poster_id'))
    .orderBy('s.id')
    .$call(lockRows(trx, 'update'))
    .execute();
}

/** The organiser's review of submissions: their status and note, and when. */
export async function updateSubmissionReview(
  trx: Kysely<DB>,
  projectId: number,
  ids: readonly number[],
  status: 'approved' | 'needs_fix',
  note: string | null | undefined,
): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable('submissions')
    .set({ status, reviewed_at: new Date().toISOString(), ...(note === undefined ? {} : { note }) })
    .where('project_id', '=', projectId)
    .where('id', 'in', ids)
    .execute();
  await refreshSearchOf(trx, ids);
}

/**
 * The search index of the posters of these submissions, after a change of what they show (a status or a text):
 * in the same transaction (docs/decisions/091-ranked-poster-search.md).
 */
async function refreshSearchOf(db: Kysely<DB>, submissionIds: readonly number[]): Promise<void> {
  const rows = await db
    .selectFrom('submissions')
    .select('poster_id')
    .distinct()
    .where('id', 'in', submissionIds)
    .execute();
  await refreshPosterSearch(
    db,
    rows.map((r) => r.poster_id),
  );
}

/** Inserts a submission and answers it as stored. */
export async function insertSubmission(
  db: Kysely<DB>,
  row: Insertable<SubmissionTable>,
): Promise<SubmissionRow> {
  const stored = await db.insertInto('submissions').values(row).returningAll().executeTakeFirstOrThrow();
  if (stored.status === 'approved') await refreshPosterSearch(db, [stored.poster_id]);
  return stored;
}

/** Changes a submission by id (its upload naming its folder, its render job recording the result). */
export async function updateSubmissionRow(
  db: Kysely<DB>,
  id: number,
  changes: Updateable<SubmissionTable>,
): Promise<void> {
  await db.updateTable('submissions').set(changes).where('id', '=', id).execute();
  // Only an approved file's text is searched; leaving approved is a review (updateSubmissionReview).
  if (changes.status === 'approved') await refreshSearchOf(db, [id]);
}

/** A submission by id, locked until the transaction ends (the render job's record of its result). */
export const lockSubmissionRow = (trx: Kysely<DB>, id: number): Promise<SubmissionRow | undefined> =>
  findRowWhere(trx, 'submissions', { id }, { lock: 'update' });

/** Replaces a submission's pages with these (a rerun records the same pages once). */
export async function replaceSubmissionPages(
  db: Kysely<DB>,
  submissionId: number,
  pages: readonly PageRow[],
): Promise<void> {
  await db.deleteFrom('submission_pages').where('submission_id', '=', submissionId).execute();
  for (let i = 0; i < pages.length; i += 200) {
    await db
      .insertInto('submission_pages')
      .values(pages.slice(i, i + 200).map((p) => ({ submission_id: submissionId, ...p })))
      .execute();
  }
}

/** Whether the project collects poster files: it has any submission at all. */
export async function selectCollectsFiles(db: Kysely<DB>, projectId: number): Promise<boolean> {
  const row = await db
    .selectFrom('submissions')
    .select('id')
    .where('project_id', '=', projectId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
