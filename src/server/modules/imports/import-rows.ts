// Row checks of the three imports, run in the parsing worker (no database or server imports here).
import crypto from 'node:crypto';
import {
  JUDGE_COLUMNS,
  JUDGE_REQUIRED,
  PARTICIPANT_COLUMNS,
  PARTICIPANT_REQUIRED,
  POSTER_COLUMNS,
  POSTER_REQUIRED,
  type RowError,
} from '@shared/contracts/imports';
import { judgeCreateSchema } from '@shared/contracts/judges';
import { participantCreateSchema } from '@shared/contracts/participants';
import { posterUpdateSchema } from '@shared/contracts/posters';
import { codeOfIssue, describeIssues } from '@server/errors';
import type { ErrorCode, ErrorParams } from '@shared/errors';
// The parsing worker runs this file and loads only what it needs: the posters module's media paths, not its face
// (which would bring the whole server into the worker).
// eslint-disable-next-line no-restricted-imports
import { resolveMediaRef } from '../posters/media-paths';
import type { PosterFields } from '@server/modules/posters';
import { presentColumns, sheetRecords, type ParsedSheet } from './sheet-table';

/**
 * Row validation and normalisation of the three imports. Runs in the parsing worker (spreadsheet.worker.ts), so a
 * 50,000-row file is checked off the main thread; the main thread gets rows ready to insert and the row errors.
 * Keep this module free of database and server imports: the worker loads it at start-up.
 */
/** A poster session's name is at most this long (the sessions contract). */
const MAX_SESSION_NAME = 100;
export const MAX_POSTER_ROWS = 50_000;

/** Each row costs one password hash (~10 ms); this keeps an upload well under a minute. */
export const MAX_PEOPLE_ROWS = 5_000;

export type PeopleKind = 'judges' | 'participants';

/** What the worker is asked to do with the rows of the first sheet. */
export type RowTask =
  | { kind: 'posters'; projectId: number; uploadsDir: string; files: 'folder' | 'bucket'; maxImages: number }
  | { kind: PeopleKind };

export const maxRowsOf = (task: RowTask) => (task.kind === 'posters' ? MAX_POSTER_ROWS : MAX_PEOPLE_ROWS);

export type Person = {
  username: string;
  password: string;
  email: string;
  full_name?: string | null;
  affiliation?: string | null;
  specialty?: string | null;
};

export type PosterColumn = (typeof POSTER_COLUMNS)[number];
/**
 * A poster row of the sheet: its number when the sheet gives one (else the import numbers it), and its image
 * entries as the sheet names them ("/uploads/..." paths of files that exist, or http(s) URLs).
 */
export type SheetPoster = Omit<PosterFields, 'number' | 'session_id'> & {
  number: number | null;
  image_urls: string[];
  /** The poster session's name as the sheet gives it (the import finds the session by it), or null. */
  session: string | null;
};
/**
 * Posters: ready to match and store, and the reason for each skipped row, in row order. `columns` are the known
 * columns the header names: a re-import changes only those.
 */
export type CheckedPosters = {
  kind: 'posters';
  posters: { row: number; poster: SheetPoster }[];
  errors: RowError[];
  columns: PosterColumn[];
};
/** People: valid by the contract schema; duplicates need the database and are checked on the main thread. */
export type CheckedPeople = {
  kind: PeopleKind;
  people: { row: number; person: Person }[];
  errors: RowError[];
  /** The known columns the header names: a re-import changes only those. */
  columns: string[];
};
export type CheckedRows = CheckedPosters | CheckedPeople;

const posterRowSchema = posterUpdateSchema.omit({ image_urls: true }).required({ title: true, author: true });

type PosterTask = Extract<RowTask, { kind: 'posters' }>;
type Problem = Omit<RowError, 'row'>;
type RowOutcome = { ok: true; poster: SheetPoster } | ({ ok: false } & Problem);

const problem = (reason: string, code: ErrorCode, column?: string, params?: ErrorParams) =>
  ({ ok: false, reason, code, ...(column ? { column } : {}), ...(params ? { params } : {}) }) as const;

/** A row the contract schema refused: every issue in `reason`, the first one's code and column. */
function issueProblem(issues: Parameters<typeof describeIssues>[0], values: unknown): Problem {
  const { code, field, params } = codeOfIssue(issues[0]!, values);
  const { ok: _ok, ...p } = problem(describeIssues(issues), code, field, params);
  return p;
}

function checkPosterRow(
  values: Record<(typeof POSTER_COLUMNS)[number], string>,
  task: PosterTask,
): RowOutcome {
  const { image_urls: imageCell, order_number: order, number, session: sessionCell, ...text } = values;
  const session = sessionCell.trim();
  if (session.length > MAX_SESSION_NAME)
    return problem(`session must be at most ${MAX_SESSION_NAME} characters`, 'TOO_LONG', 'session', {
      max: MAX_SESSION_NAME,
    });
  if (order !== '' && !/^\d+(\.0+)?$/.test(order))
    return problem('order_number must be a whole number of 0 or more', 'NOT_INTEGER', 'order_number');
  if (number !== '' && !/^\d+(\.0+)?$/.test(number))
    return problem('number must be a whole number of 1 or more', 'NOT_INTEGER', 'number');
  const parsed = posterRowSchema.safeParse({
    ...text,
    order_number: order,
    ...(number !== '' ? { number } : {}),
  });
  if (!parsed.success) return { ok: false, ...issueProblem(parsed.error.issues, values) };
  const p = parsed.data;
  const where = {
    uploadsDir: task.uploadsDir,
    projectId: task.projectId,
    allowRelative: true,
    files: task.files,
  };

  let audio: string | null = null;
  if (p.audio_file) {
    const ref = resolveMediaRef(p.audio_file, { ...where, what: 'audio file' });
    if (!ref.ok) return problem(ref.reason, 'INVALID_FORMAT', 'audio_file');
    audio = ref.url;
  }
  const images: string[] = [];
  for (const entry of imageCell.split(';')) {
    if (entry.trim() === '') continue;
    const ref = resolveMediaRef(entry, { ...where, what: 'image' });
    if (!ref.ok) return problem(ref.reason, 'INVALID_FORMAT', 'image_urls');
    if (!images.includes(ref.url)) images.push(ref.url);
  }
  if (images.length > task.maxImages)
    return problem(
      `at most ${task.maxImages} images per poster (found ${images.length})`,
      'TOO_MANY_IMAGES',
      'image_urls',
      { max: task.maxImages },
    );

  return {
    ok: true,
    poster: {
      title: p.title,
      author: p.author,
      affiliation: p.affiliation ?? null,
      category: p.category ?? null,
      abstract: p.abstract ?? null,
      keywords: p.keywords ?? null,
      audio_file: audio,
      order_number: p.order_number ?? null,
      number: p.number ?? null,
      board: p.board ?? null,
      session: session || null,
      presenter_name: p.presenter_name ?? null,
      presenter_email: p.presenter_email ?? null,
      image_urls: images,
    },
  };
}

function checkPosters(sheet: ParsedSheet, task: PosterTask): CheckedPosters {
  const posters: CheckedPosters['posters'] = [];
  const errors: RowError[] = [];
  for (const r of sheetRecords(sheet, POSTER_COLUMNS, POSTER_REQUIRED)) {
    const outcome = checkPosterRow(r.values, task);
    if (outcome.ok) posters.push({ row: r.row, poster: outcome.poster });
    else {
      const { ok: _ok, ...p } = outcome;
      errors.push({ row: r.row, ...p });
    }
  }
  return { kind: 'posters', posters, errors, columns: presentColumns(sheet, POSTER_COLUMNS) };
}

/**
 * The password of a judge the sheet gives none: random and told to nobody, so the account signs in only by its
 * sign-in link (or a password an organiser sets later). It is hashed like any other.
 */
const linkOnlyPassword = () => crypto.randomBytes(24).toString('base64url');

function checkPeople(sheet: ParsedSheet, kind: PeopleKind): CheckedPeople {
  const records =
    kind === 'judges'
      ? sheetRecords<string>(sheet, JUDGE_COLUMNS, JUDGE_REQUIRED)
      : sheetRecords<string>(sheet, PARTICIPANT_COLUMNS, PARTICIPANT_REQUIRED);
  const schema = kind === 'judges' ? judgeCreateSchema : participantCreateSchema;
  const people: CheckedPeople['people'] = [];
  const errors: CheckedPeople['errors'] = [];
  for (const { row, values } of records) {
    const withPassword =
      kind === 'judges' && (values.password ?? '').trim() === ''
        ? { ...values, password: linkOnlyPassword() }
        : values;
    const parsed = schema.safeParse(withPassword);
    if (parsed.success) people.push({ row, person: parsed.data });
    else errors.push({ row, ...issueProblem(parsed.error.issues, values) });
  }
  return {
    kind,
    people,
    errors,
    columns: presentColumns(sheet, kind === 'judges' ? JUDGE_COLUMNS : PARTICIPANT_COLUMNS),
  };
}

/** Throws SheetProblem when the file as a whole cannot be imported (header row, no data rows). */
export function checkRows(sheet: ParsedSheet, task: RowTask): CheckedRows {
  return task.kind === 'posters' ? checkPosters(sheet, task) : checkPeople(sheet, task.kind);
}
