import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * The poster day's finishing pieces (docs/decisions/071-poster-day-finishing.md):
 * - `screens.last_seen_at`: when the screen's kiosk last said it was alive (its heartbeat, written at most once
 *   a minute); null until a kiosk paired with it has (a screen never paired).
 * - `hall_maps.seal_url`, `seal_width`, `seal_height`: the seal or signature the organiser stored for every
 *   printed certificate (a WebP the server made from the upload, under uploads/<project>/hall/), or none.
 * - `submissions.presenter_note`: what the presenter wrote to the reviewer with that file, or none.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('screens').addColumn('last_seen_at', 'text').execute();
  await db.schema.alterTable('hall_maps').addColumn('seal_url', 'text').execute();
  await db.schema.alterTable('hall_maps').addColumn('seal_width', 'integer').execute();
  await db.schema.alterTable('hall_maps').addColumn('seal_height', 'integer').execute();
  await db.schema.alterTable('submissions').addColumn('presenter_note', 'text').execute();
}
