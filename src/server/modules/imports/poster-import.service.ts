// Posters from a spreadsheet: each row matched to a poster of the project, new ones added, changed ones updated.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { isSqlite } from '@server/db/database';
import { isUniqueViolation } from '@server/db/constraint-errors';
import { AppError } from '@server/errors';
import { importChange } from './import-audit';
import { recordChange } from '@server/modules/audit';
import type { DB } from '@server/db/schema';
import type { PosterUploadResponse, RowError } from '@shared/contracts/imports';
import type { Poster } from '@shared/contracts/posters';
import {
  type ImageRecord,
  type ImageWork,
  insertPosters,
  type NewPoster,
  type PlacedImage,
  type PosterFields,
  replacePosterImages,
  selectImagesOf,
  selectMaxPosterNumber,
  selectPosters,
  selectProjectImages,
  toImageRecord,
  updatePosterRow,
} from '@server/modules/posters';
import { getProjectState } from '@server/modules/projects';
import { POSTER_COLUMNS } from '@shared/contracts/imports';
import type { CheckedPosters, PosterColumn, SheetPoster } from './import-rows';
import { errorLines, importOutcome, type ImportPlan } from './import-plan';
import {
  prepareImages,
  sourceOf,
  type ImportMedia,
  type KnownUnfetched,
  type Unfetched,
} from './import-images';
import { lockSessionNames } from '@server/modules/sessions';
import { addUnfetched, syncUnfetched } from './unfetched-images';
import {
  readWhy,
  selectUnfetchedOf,
  selectUnfetchedOfProject,
  type ImageFetchRow,
} from './image-fetches.repository';

export { MAX_POSTER_ROWS } from './import-rows';
export { POSTER_COLUMNS, POSTER_REQUIRED } from '@shared/contracts/imports';

const fold = (s: string | null) => (s ?? '').trim().toLowerCase();
const firstAuthor = (author: string) => fold(author.split(/[,;]/)[0] ?? '');
const titleKey = (title: string, author: string) => `${fold(title)}\u0000${firstAuthor(author)}`;

/**
 * The sheet's columns a re-import compares and writes as they are: number is how a row is matched (not changed),
 * and images are compared by where they came from.
 */
const FIELD_COLUMNS = POSTER_COLUMNS.filter(
  (c): c is Exclude<PosterColumn, 'number' | 'image_urls' | 'session'> =>
    c !== 'number' && c !== 'image_urls' && c !== 'session',
);

type Update = {
  id: number;
  fields: Partial<PosterFields>;
  images: PlacedImage[] | undefined;
  unfetched: Unfetched[];
};
type Insert = NewPoster & { unfetched: Unfetched[] };
/**
 * A sheet row with its images stored (a real import) or as the sheet names them (a dry run), and the URLs still
 * to fetch (docs/decisions/049-image-fetch-retries.md).
 */
type NewPosterRow = Omit<Insert, 'number'> & { number: number | null };
type RowWithImages = { row: number; poster: SheetPoster; images: PlacedImage[]; unfetched: Unfetched[] };

/** Images still to fetch compared as "URL at place". */
const unfetchedKey = (list: { source_url: string; position: number }[]) =>
  list.map((u) => `${u.position}\u0000${u.source_url}`).join('\n');

/**
 * Matches each row (docs/decisions/019-numbers-reimport-deletes.md): by number when the row has one, else by
 * board, else by (title, first author), case-insensitively. Two rows matching the same poster: the later one is a
 * row error. Only the columns the sheet names are compared and written. A `session` cell names one of the
 * project's poster sessions (`sessions`: by trimmed, case-folded name); an empty one takes the poster out of its
 * session, and a name no session has is a row error (decision 051).
 */
function planPosters(
  existing: Poster[],
  existingImages: Map<number, ImageRecord[]>,
  existingUnfetched: Map<number, ImageFetchRow[]>,
  checked: CheckedPosters,
  rows: RowWithImages[],
  maxNumber: number,
  sessions: Map<string, number>,
): ImportPlan<Insert, Update> {
  const byNumber = new Map(existing.map((p) => [p.number, p]));
  const byBoard = new Map(existing.filter((p) => p.board).map((p) => [fold(p.board), p]));
  const byTitle = new Map(existing.map((p) => [titleKey(p.title, p.author), p]));
  const columns = new Set(checked.columns);
  const errors: RowError[] = [...checked.errors];
  const claimed = new Map<string, number>();
  const added: (NewPosterRow & { row: number })[] = [];
  const updates: Update[] = [];
  let unchanged = 0;

  for (const { row, poster, images: sheetImages, unfetched } of rows) {
    // undefined: the sheet has no session column, and the poster's session stays as it is.
    const sessionId = columns.has('session')
      ? poster.session === null
        ? null
        : sessions.get(fold(poster.session))
      : undefined;
    if (columns.has('session') && poster.session !== null && sessionId === undefined) {
      errors.push({
        row,
        reason: `no poster session is named "${poster.session}"`,
        code: 'SESSION_UNKNOWN',
        column: 'session',
        params: { session: poster.session },
      });
      continue;
    }
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
    const { image_urls: _entries, session: _session, ...posterFields } = poster;
    if (!match) {
      added.push({ ...posterFields, session_id: sessionId ?? null, images: sheetImages, unfetched, row });
      continue;
    }
    const fields: Partial<PosterFields> = {};
    for (const c of FIELD_COLUMNS) {
      if (columns.has(c) && poster[c] !== match[c]) Object.assign(fields, { [c]: poster[c] });
    }
    if (sessionId !== undefined && sessionId !== match.session_id) fields.session_id = sessionId;
    // Compared as the sheets name them: a fetched image by the URL it came from.
    const stored = (existingImages.get(match.id) ?? []).map(sourceOf);
    const sameImages =
      sheetImages.map(sourceOf).join('\n') === stored.join('\n') &&
      unfetchedKey(unfetched) === unfetchedKey(existingUnfetched.get(match.id) ?? []);
    const images = columns.has('image_urls') && !sameImages ? sheetImages : undefined;
    if (Object.keys(fields).length > 0 || images) updates.push({ id: match.id, fields, images, unfetched });
    else unchanged++;
  }

  // New rows without a number follow the highest number in the project or the file.
  let next = Math.max(maxNumber, ...added.map((p) => p.number ?? 0));
  const inserts = added.map(({ row: _row, ...p }) => ({ ...p, number: p.number ?? ++next }));
  return { inserts, updates, unchanged, errors: errors.sort((a, b) => a.row - b.row) };
}

async function applyPlan(
  trx: Kysely<DB>,
  projectId: number,
  plan: ImportPlan<Insert, Update>,
  existingUnfetched: Map<number, ImageFetchRow[]>,
  firstRetryMs: number,
) {
  const ids = await insertPosters(trx, projectId, plan.inserts, new Date().toISOString());
  const later = plan.inserts.flatMap((p, i) => p.unfetched.map((u) => ({ ...u, posterId: ids[i]! })));
  await addUnfetched(trx, projectId, later, firstRetryMs);
  const sqlite = isSqlite(trx);
  for (const [i, u] of plan.updates.entries()) {
    // SQLite runs on the server's one thread: let other requests in between (see insertPosters).
    if (sqlite && i > 0 && i % 250 === 0) await nextTurn();
    await updatePosterRow(trx, projectId, u.id, u.fields);
    if (!u.images) continue;
    await replacePosterImages(trx, u.id, u.images);
    await syncUnfetched(trx, projectId, u.id, u.unfetched, existingUnfetched.get(u.id) ?? [], firstRetryMs);
  }
}

/** A dry run's rows: the images as the sheet names them, and the URLs the project still has to fetch. */
function sheetRows(checked: CheckedPosters, knownUnfetched: KnownUnfetched): RowWithImages[] {
  return checked.posters.map((r) => {
    const images: PlacedImage[] = [];
    const unfetched: Unfetched[] = [];
    for (const [position, ref] of r.poster.image_urls.entries()) {
      const still = knownUnfetched.get(ref);
      if (still)
        unfetched.push({
          source_url: ref,
          position,
          permanent: still.status === 'failed',
          error: still.error ?? '',
          why: still.why,
        });
      else images.push({ ...toImageRecord(ref), position });
    }
    return { ...r, images, unfetched };
  });
}

/**
 * Plans and (unless a dry run) applies in one transaction that holds the project row, so two imports (or an
 * import and a new poster) cannot hand out the same number, and what was previewed is what is compared. A real
 * import first fetches and checks the images the sheet names (outside the transaction: the network is slow),
 * and makes their derived sizes after it, in the background.
 */
export async function importPosters(
  db: Kysely<DB>,
  media: ImportMedia & { images: ImageWork; firstRetryMs: number; wakeJobs: () => void },
  projectId: number,
  checked: CheckedPosters,
  dryRun: boolean,
): Promise<PosterUploadResponse> {
  const knownUnfetched: KnownUnfetched = new Map(
    (await selectUnfetchedOfProject(db, projectId)).map((u) => [
      u.source_url,
      { status: u.status, error: u.error, why: readWhy(u.error_why) },
    ]),
  );
  let rows = sheetRows(checked, knownUnfetched);
  let warnings: PosterUploadResponse['warning_rows'] = [];
  if (!dryRun && checked.columns.includes('image_urls')) {
    const known = [...(await selectProjectImages(db, projectId)).values()].flat();
    const prepared = await prepareImages(checked.posters, known, knownUnfetched, projectId, media);
    rows = checked.posters.map((r) => ({
      ...r,
      images: prepared.images.get(r.row) ?? [],
      unfetched: prepared.unfetched.get(r.row) ?? [],
    }));
    warnings = prepared.warnings;
  }

  const plan = await db
    .transaction()
    .execute(async (trx) => {
      await getProjectState(trx, projectId, 'update');
      const existing = await selectPosters(trx, projectId);
      const ids = existing.map((p) => p.id);
      const existingImages = await selectImagesOf(trx, ids);
      const existingUnfetched = await selectUnfetchedOf(trx, projectId, ids);
      const planned = planPosters(
        existing,
        existingImages,
        existingUnfetched,
        checked,
        rows,
        await selectMaxPosterNumber(trx, projectId),
        await lockSessionNames(trx, projectId),
      );
      if (!dryRun) await applyPlan(trx, projectId, planned, existingUnfetched, media.firstRetryMs);
      if (!dryRun) await recordChange(trx, projectId, importChange('posters', planned));
      return planned;
    })
    .catch((err: unknown) => {
      // Boards are unique per project (migration 019): a sheet naming one board twice, or another poster's board.
      if (
        isUniqueViolation(err) &&
        /board/.test((err as { constraint?: string; message?: string }).constraint ?? String(err))
      )
        throw new AppError(
          'BOARD_TAKEN',
          'The sheet gives a board to two posters, or one already used by another poster',
          {
            field: 'board',
          },
        );
      throw err;
    });
  if (!dryRun) {
    media.images.kick();
    media.wakeJobs();
  }

  const added = plan.inserts;
  const withImages = added.filter((p) => p.images.length > 0).length;
  return {
    ...importOutcome(plan, dryRun),
    warning_rows: warnings,
    details: {
      posters_created: dryRun ? 0 : added.length,
      posters_updated: dryRun ? 0 : plan.updates.length,
      images_uploaded: added.reduce((n, p) => n + p.images.length, 0),
      posters_with_images: withImages,
      posters_without_images: added.length - withImages,
      skipped_count: plan.errors.length,
      errors: errorLines(plan),
    },
  };
}
