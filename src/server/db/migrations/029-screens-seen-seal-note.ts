import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';
import * as DDL from './ddl-kit';

/**
 * The poster day's finishing pieces (docs/decisions/071-poster-day-finishing.md):
 * - `screens.last_seen_at`: when the screen's kiosk last said it was alive (its heartbeat, written at most once
 *   a minute); null until a kiosk paired with it has (a screen never paired).
 * - `hall_maps.seal_url`, `seal_width`, `seal_height`: the seal or signature the organiser stored for every
 *   printed certificate (a WebP the server made from the upload, under uploads/<project>/hall/), or none.
 * - `submissions.presenter_note`: what the presenter wrote to the reviewer with that file, or none.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await DDL.addColumns(db, 'screens', [['last_seen_at', 'text']]);
  await DDL.addColumns(db, 'hall_maps', [
    ['seal_url', 'text'],
    ['seal_width', 'integer'],
    ['seal_height', 'integer'],
  ]);
  await DDL.addColumns(db, 'submissions', [['presenter_note', 'text']]);
}
