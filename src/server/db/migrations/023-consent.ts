import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect';
import * as DDL from './ddl-kit';

/**
 * Consent (docs/decisions/055-consent.md), all off by default as Korean societies expect:
 * - `submission_settings` gains the project's choices: participants may download the poster file
 *   (`allow_download`), posters stay online after the conference ends (`online_after_end`; otherwise their files
 *   close `close_after_days` days after the project's end date), anyone with a poster's link may read it without
 *   an account (`public_links`);
 * - `posters` gains the presenter's refusals, each for their own poster: no download (`download_refused`), not
 *   online after the event (`after_event_refused`).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  // Conferences stored before consent existed were made when nothing closed: they keep their posters online after
  // their end (a row for each, as the organiser could set it); new projects start with everything off.
  for (const column of ['allow_download', 'online_after_end', 'close_after_days', 'public_links'])
    await DDL.addColumns(db, 'submission_settings', [[column, 'integer', DDL.notNullDefault(0)]]);
  for (const column of ['download_refused', 'after_event_refused'])
    await DDL.addColumns(db, 'posters', [[column, 'integer', DDL.notNullDefault(0)]]);
  await sql`update submission_settings set online_after_end = 1`.execute(db);
  await sql`insert into submission_settings (project_id, auto_approve, poster_format, online_after_end, updated_at)
    select id, 0, 'a0-portrait', 1, ${new Date().toISOString()} from projects
    where id not in (select project_id from submission_settings)`.execute(db);
}
