import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';
import * as DDL from './ddl-kit';

/**
 * The hall's floor map and certificates of presentation (docs/decisions/059-hall-map-and-certificates.md):
 * - `hall_maps`: one row per project that set either: the plan the organiser uploaded (a WebP the server made
 *   from it, under uploads/<project>/hall/, with its size in pixels) and whether the project issues certificates
 *   of presentation to presenters who checked in during their session (`presence_certificates`, off by default).
 * - `board_positions`: where a board stands on the plan, by its name (`posters.board`): a board is a place in
 *   the hall, so renumbering the posters moves posters between places, never the places. x and y are the
 *   centre's share of the plan's width and height in ten-thousandths (0..10000), integers on both databases.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('hall_maps')
    .addColumn('project_id', 'integer', DDL.cascadeKey('projects'))
    .addColumn('plan_url', 'text')
    .$call(DDL.optional('integer', 'plan_width', 'plan_height'))
    .addColumn('presence_certificates', 'integer', DDL.notNullDefault(0))
    .addColumn('updated_at', 'text', DDL.notNull)
    .execute();
  await db.schema
    .createTable('board_positions')
    .$call(DDL.projectId)
    .addColumn('board', 'text', DDL.notNull)
    .$call(DDL.required('integer', 'x', 'y'))
    .addPrimaryKeyConstraint('board_positions_pk', ['project_id', 'board'])
    .execute();
}
