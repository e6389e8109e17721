// Posters from a spreadsheet: each row matched to a poster of the project, new ones added, changed ones updated.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { isSqlite } from '../../db/database';
import type { DB } from '../../db/schema';
import type { Poster, PosterUploadResponse } from '../../../shared/contracts/posters';
import {
  insertPosters,
  listPosters,
  maxPosterNumber,
  replacePosterImages,
  updatePosterFields,
  type NewPoster,
  type PosterFields,
} from '../posters/posters.repository';
import { getProjectState } from '../projects/projects.service';
import type { CheckedPosters, PosterColumn, SheetPoster } from './import-rows';
import type { RowError } from '../../../shared/contracts/posters';
import { countsMessage, type ImportPlan } from './import-plan';

export { MAX_POSTER_ROWS, POSTER_COLUMNS, POSTER_REQUIRED } from './import-rows';

const fold = (s: string | null) => (s ?? '').trim().toLowerCase();
const firstAuthor = (author: string) => fold(author.split(/[,;]/)[0] ?? '');
const titleKey = (title: string, author: string) => `${fold(title)}\u0000${firstAuthor(author)}`;

/** The sheet's columns a re-import compares and writes (number is how a row is matched, not changed). */
const FIELD_COLUMNS = [
  'title',
  'author',
  'affiliation',
  'category',
  'abstract',
  'keywords',
  'audio_file',
  'order_number',
  'board',
] as const satisfies readonly PosterColumn[];

type Update = { id: number; fields: Partial<PosterFields>; images: string[] | undefined };

/**
 * Matches each row (docs/decisions/019-numbers-reimport-deletes.md): by number when the row has one, else by
 * board, else by (title, first author), case-insensitively. Two rows matching the same poster: the later one is a
 * row error. Only the columns the sheet names are compared and written.
 */
function planPosters(
  existing: Poster[],
  checked: CheckedPosters,
  maxNumber: number,
): ImportPlan<NewPoster, Update> {
  const byNumber = new Map(existing.map((p) => [p.number, p]));
  const byBoard = new Map(existing.filter((p) => p.board).map((p) => [fold(p.board), p]));
  const byTitle = new Map(existing.map((p) => [titleKey(p.title, p.author), p]));
  const columns = new Set(checked.columns);
  const errors: RowError[] = [...checked.errors];
  const claimed = new Map<string, number>();
  const added: (SheetPoster & { row: number })[] = [];
  const updates: Update[] = [];
  let unchanged = 0;

  for (const { row, poster } of checked.posters) {
    const match =
      poster.number !== null
        ? byNumber.get(poster.number)
        : ((poster.board ? byBoard.get(fold(poster.board)) : undefined) ??
          byTitle.get(titleKey(poster.title, poster.author)));
    const key = match ? `id:${match.id}` : poster.number !== null ? `n:${poster.number}` : `row:${row}`;
    const earlier = claimed.get(key);
    if (earlier !== undefined) {
      errors.push({
        row,
        reason: `matches the same poster as row ${earlier}`,
        code: 'SPREADSHEET_ROW_REPEATED',
        params: { earlier },
      });
      continue;
    }
    claimed.set(key, row);
    if (!match) {
      added.push({ ...poster, row });
      continue;
    }
    const fields: Partial<PosterFields> = {};
    for (const c of FIELD_COLUMNS) {
      if (columns.has(c) && poster[c] !== match[c]) Object.assign(fields, { [c]: poster[c] });
    }
    const sameImages = poster.image_urls.join('\n') === match.image_urls.join('\n');
    const images = columns.has('image_urls') && !sameImages ? poster.image_urls : undefined;
    if (Object.keys(fields).length > 0 || images) updates.push({ id: match.id, fields, images });
    else unchanged++;
  }

  // New rows without a number follow the highest number in the project or the file.
  let next = Math.max(maxNumber, ...added.map((p) => p.number ?? 0));
  const inserts = added.map(({ row: _row, ...p }) => ({ ...p, number: p.number ?? ++next }));
  return { inserts, updates, unchanged, errors: errors.sort((a, b) => a.row - b.row) };
}

async function applyPlan(trx: Kysely<DB>, projectId: number, plan: ImportPlan<NewPoster, Update>) {
  await insertPosters(trx, projectId, plan.inserts, new Date().toISOString());
  const sqlite = isSqlite(trx);
  for (const [i, u] of plan.updates.entries()) {
    // SQLite runs on the server's one thread: let other requests in between (see insertPosters).
    if (sqlite && i > 0 && i % 250 === 0) await nextTurn();
    await updatePosterFields(trx, projectId, u.id, u.fields);
    if (u.images) await replacePosterImages(trx, u.id, u.images);
  }
}

/**
 * Plans and (unless a dry run) applies in one transaction that holds the project row, so two imports (or an
 * import and a new poster) cannot hand out the same number, and what was previewed is what is compared.
 */
export async function importPosters(
  db: Kysely<DB>,
  projectId: number,
  checked: CheckedPosters,
  dryRun: boolean,
): Promise<PosterUploadResponse> {
  const plan = await db.transaction().execute(async (trx) => {
    await getProjectState(trx, projectId, 'update');
    const existing = await listPosters(trx, projectId);
    const planned = planPosters(existing, checked, await maxPosterNumber(trx, projectId));
    if (!dryRun) await applyPlan(trx, projectId, planned);
    return planned;
  });

  const added = plan.inserts;
  const withImages = added.filter((p) => p.image_urls.length > 0).length;
  const counts = {
    new: added.length,
    changed: plan.updates.length,
    unchanged: plan.unchanged,
    errors: plan.errors.length,
  };
  return {
    message: countsMessage(counts, dryRun),
    dry_run: dryRun,
    counts,
    error_rows: plan.errors,
    details: {
      posters_created: dryRun ? 0 : added.length,
      posters_updated: dryRun ? 0 : plan.updates.length,
      images_uploaded: added.reduce((n, p) => n + p.image_urls.length, 0),
      posters_with_images: withImages,
      posters_without_images: added.length - withImages,
      skipped_count: plan.errors.length,
      errors: plan.errors.map((e) => `row ${e.row}: ${e.reason}`),
    },
  };
}
