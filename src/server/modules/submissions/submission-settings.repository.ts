// SQL of a project's submission settings (table submission_settings: one row per project, none: the defaults).
import type { Kysely } from 'kysely';
import { findProjectRow } from '@server/db/project-rows';
import type { DB, PosterFormat } from '@server/db/schema';

export type SettingsFields = {
  deadline: string | null;
  auto_approve: 0 | 1;
  poster_format: PosterFormat;
  instructions: string | null;
  allow_download: 0 | 1;
  online_after_end: 0 | 1;
  close_after_days: number;
  public_links: 0 | 1;
};

/** The project's row, if it has one; with `lock`, inside a write, it stays until the write ends. */
export const findSubmissionSettingsRow = (db: Kysely<DB>, projectId: number, lock?: 'share' | 'update') =>
  findProjectRow(db, 'submission_settings', projectId, lock);

/** Writes the project's settings, creating the row the first time. */
export async function upsertSubmissionSettingsRow(
  trx: Kysely<DB>,
  projectId: number,
  fields: SettingsFields,
): Promise<void> {
  const updated_at = new Date().toISOString();
  await trx
    .insertInto('submission_settings')
    .values({ project_id: projectId, ...fields, updated_at })
    .onConflict((oc) => oc.column('project_id').doUpdateSet({ ...fields, updated_at }))
    .execute();
}
