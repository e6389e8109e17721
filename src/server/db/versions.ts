// The version column of records edited by forms (migration 012, docs/decisions/030-edit-versions.md).
import { sql } from 'kysely';

/**
 * `version + 1`, for the SET of every change to a versioned record. An edit that names the version it was based
 * on adds `WHERE version = <that>` to the same UPDATE, so two saves from one version cannot both pass, on SQLite
 * or PostgreSQL: the second matches no row and is refused (409 EDIT_CONFLICT).
 */
export const nextVersion = sql<number>`version + 1`;
