// A project's submission settings: the deadline, auto-approve, the poster format, the organiser's instructions,
// and what the project consents to (downloads, after the event, reading without an account; decision 055).
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { AppError } from '@server/errors';
import type { SubmissionSettings, SubmissionSettingsUpdate } from '@shared/contracts/submissions';
import { recordChange } from '@server/modules/audit';
import { getProjectState } from '@server/modules/projects';
import {
  findSubmissionSettingsRow,
  upsertSubmissionSettingsRow,
  type SettingsFields,
} from './submission-settings.repository';

/**
 * A project without a row: no deadline, the organiser reviews each file, A0 portrait, no instructions; no
 * downloads, posters closed the day after the end date, nothing read without an account.
 */
export const DEFAULT_SETTINGS: SubmissionSettings = {
  deadline: null,
  auto_approve: false,
  poster_format: 'a0-portrait',
  instructions: null,
  allow_download: false,
  online_after_end: false,
  close_after_days: 0,
  public_links: false,
};

type Row = Awaited<ReturnType<typeof findSubmissionSettingsRow>>;

export function toSettings(row: Row): SubmissionSettings {
  if (!row) return DEFAULT_SETTINGS;
  return {
    deadline: row.deadline,
    auto_approve: row.auto_approve === 1,
    poster_format: row.poster_format,
    instructions: row.instructions,
    allow_download: row.allow_download === 1,
    online_after_end: row.online_after_end === 1,
    close_after_days: row.close_after_days,
    public_links: row.public_links === 1,
  };
}

/** The project's settings (the defaults when it has none); with `lock`, inside a write, they hold until it ends. */
export async function readSubmissionSettings(
  db: Kysely<DB>,
  projectId: number,
  lock?: 'share' | 'update',
): Promise<SubmissionSettings> {
  return toSettings(await findSubmissionSettingsRow(db, projectId, lock));
}

/** Whether presenters may still upload: the project active and its deadline (if any) not passed. */
export function isSubmissionOpen(settings: SubmissionSettings, projectActive: boolean, now = Date.now()) {
  return projectActive && (settings.deadline === null || Date.parse(settings.deadline) > now);
}

export async function getSubmissionSettings(db: Kysely<DB>, projectId: number): Promise<SubmissionSettings> {
  return readSubmissionSettings(db, projectId);
}

/** Changes the settings named (the others keep their value), in one transaction with its audit entry. */
export async function updateSubmissionSettings(
  db: Kysely<DB>,
  projectId: number,
  input: SubmissionSettingsUpdate,
): Promise<SubmissionSettings> {
  if (Object.keys(input).length === 0)
    throw new AppError('NOTHING_TO_CHANGE', 'Name at least one setting to change');
  return db.transaction().execute(async (trx) => {
    // The project row first (FOR UPDATE): two first saves of a project's settings take turns.
    await getProjectState(trx, projectId, 'update');
    const before = await readSubmissionSettings(trx, projectId, 'update');
    const after: SubmissionSettings = {
      ...before,
      ...input,
      deadline: input.deadline === undefined ? before.deadline : toIso(input.deadline),
      instructions: input.instructions === undefined ? before.instructions : input.instructions || null,
    };
    const flag = (on: boolean) => (on ? 1 : 0) as 0 | 1;
    const fields: SettingsFields = {
      ...after,
      auto_approve: flag(after.auto_approve),
      allow_download: flag(after.allow_download),
      online_after_end: flag(after.online_after_end),
      public_links: flag(after.public_links),
    };
    await upsertSubmissionSettingsRow(trx, projectId, fields);
    await recordChange(trx, projectId, {
      kind: 'submission.settings',
      summary: 'Poster submission settings changed',
      detail: { old: before, new: after },
    });
    return after;
  });
}

/** A deadline as stored: UTC ISO (whatever offset it came with), so it compares as text and as time. */
const toIso = (value: string | null) => (value === null ? null : new Date(value).toISOString());
