// SQL of the organiser's board: every poster of the project with its newest submission (or none), paged, and the
// counts by status. Reads posters and presenter_links beside the submissions (a read join; their writes are
// their modules').
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { orderTerms, searchCondition, selectPage, type SortTerm } from '@server/db/paging';
import type { DB } from '@server/db/schema';
import {
  boardStatuses,
  type BoardStatus,
  type SubmissionListParams,
  type SubmissionRow,
} from '@shared/contracts/submissions';
import type { Page } from '@shared/paging';
import { toPosterPage } from './page-urls';
import { isNewestSubmission, parsePreflight } from './submissions.repository';

/** The project's posters, each joined with its newest submission (null columns when it has none). */
function postersWithNewest(db: Kysely<DB>, projectId: number) {
  return db
    .selectFrom('posters as p')
    .leftJoin('submissions as s', (j) => j.on(isNewestSubmission('p.id')))
    .where('p.project_id', '=', projectId);
}

/** A poster's status on the board: its newest submission's, or not_started. */
const boardStatus: RawBuilder<string> = sql<string>`coalesce(s.status, 'not_started')`;

const sortTerms: Record<NonNullable<SubmissionListParams['sort']>, SortTerm[]> = {
  number: [{ ref: 'p.number' }],
  title: [{ ref: 'p.title', text: true }],
  status: [{ ref: boardStatus }],
  uploaded_at: [{ ref: 's.uploaded_at', nullable: true }],
};

/** The board's posters searched by number, title, author and the presenter's name and email. */
function searchedBoard(db: Kysely<DB>, projectId: number, q: string | undefined) {
  const base = postersWithNewest(db, projectId);
  const search = searchCondition(
    db,
    q,
    ['p.title', 'p.author', 'p.presenter_name', 'p.presenter_email'],
    'p.number',
  );
  return search ? base.where(search) : base;
}

/** The board's ORDER BY (by number unless told), the number breaking ties. */
const boardOrder = (db: Kysely<DB>, params: Pick<SubmissionListParams, 'sort' | 'dir'>) =>
  orderTerms(db, sortTerms[params.sort ?? 'number'], params.dir ?? 'asc', 'p.number');

/** One page of the board: searched, narrowed to a status, sorted. */
export async function selectBoardPage(
  db: Kysely<DB>,
  projectId: number,
  params: SubmissionListParams,
): Promise<Page<SubmissionRow>> {
  let base = searchedBoard(db, projectId, params.q);
  if (params.status) base = base.where(sql<boolean>`${boardStatus} = ${params.status}`);
  const selected = base
    .leftJoin('presenter_links as l', 'l.poster_id', 'p.id')
    .leftJoin('submission_pages as sp', (j) =>
      j.onRef('sp.submission_id', '=', 's.id').on('sp.number', '=', 1),
    )
    .select([
      'p.id as poster_id',
      'p.number',
      'p.title',
      'p.author',
      'p.presenter_name',
      'p.presenter_email',
      's.id as submission_id',
      's.status',
      's.file_name',
      's.uploaded_at',
      's.error_code',
      's.note',
      's.preflight',
      's.folder',
      'l.poster_id as link_poster_id',
      'sp.width as first_width',
      'sp.height as first_height',
    ]);
  const page = await selectPage(base, selected, boardOrder(db, params), params);
  return {
    ...page,
    items: page.items.map((r) => ({
      poster_id: r.poster_id,
      number: r.number,
      title: r.title,
      author: r.author,
      presenter_name: r.presenter_name,
      presenter_email: r.presenter_email,
      status: r.status ?? 'not_started',
      submission_id: r.submission_id,
      file_name: r.file_name,
      uploaded_at: r.uploaded_at,
      error_code: r.error_code,
      note: r.note,
      preflight: parsePreflight(r.preflight),
      link_issued: r.link_poster_id !== null,
      thumb_url:
        r.folder !== null && r.first_width !== null
          ? toPosterPage(r.folder, { number: 1, width: r.first_width, height: r.first_height! }).thumb_url
          : null,
    })),
  };
}

/** How many of the project's posters are in each board status (every status named, 0 when none). */
export async function selectBoardCounts(
  db: Kysely<DB>,
  projectId: number,
): Promise<Record<BoardStatus, number>> {
  const rows = await postersWithNewest(db, projectId)
    .select([boardStatus.as('status'), (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(boardStatus)
    .execute();
  const counts = Object.fromEntries(boardStatuses.map((s) => [s, 0])) as Record<BoardStatus, number>;
  for (const r of rows) counts[r.status as BoardStatus] = Number(r.n);
  return counts;
}

/** The project's posters with their board status, by number (the CSV of links). */
export function selectPosterStatuses(db: Kysely<DB>, projectId: number) {
  return postersWithNewest(db, projectId)
    .select([
      'p.id',
      'p.number',
      'p.title',
      'p.presenter_name',
      'p.presenter_email',
      boardStatus.as('status'),
    ])
    .orderBy('p.number')
    .execute();
}

/**
 * The next poster waiting for review (its newest submission `submitted`) after `posterId` in the board's order
 * (searched and sorted as the board is), coming round to the start; undefined when no other waits. The board's
 * ids and statuses are read whole (two small columns: a conference's few thousand posters at most), so a poster
 * reviewed a moment ago, no longer waiting, still says where "after" begins.
 */
export async function selectNextWaiting(
  db: Kysely<DB>,
  projectId: number,
  posterId: number,
  params: Pick<SubmissionListParams, 'q' | 'sort' | 'dir'>,
): Promise<number | undefined> {
  const query = searchedBoard(db, projectId, params.q).select(['p.id', boardStatus.as('status')]);
  const rows = await boardOrder(db, params)
    .reduce((q, term) => q.orderBy(term), query)
    .execute();
  const at = rows.findIndex((r) => r.id === posterId);
  const after = [...rows.slice(at + 1), ...rows.slice(0, Math.max(at, 0))];
  return after.find((r) => r.status === 'submitted' && r.id !== posterId)?.id;
}
