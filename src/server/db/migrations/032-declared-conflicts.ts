import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';
import * as DDL from './ddl-kit';

/**
 * Conflicts of interest a judge declares, and those the organiser clears (docs/decisions/089-declared-conflicts.md).
 * On `conflicts`:
 * - `source`: `marked` (the organiser marked the pair: every row so far), `declared` (the judge said so on an
 *   assigned poster) or `affiliation` (a row kept only to hold the clearing of a shared affiliation).
 * - `reason`: what a declaring judge chose (`my_student`, `co_author`, `same_lab`, `other`, or `abstain`); null
 *   for a marked pair. `note`: the judge's own words, if any.
 * - `cleared_at`, `cleared_reason`: the organiser disputed the conflict; the pair may be assigned again.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await DDL.addColumns(db, 'conflicts', [
    ['source', 'text', DDL.notNullDefault('marked')],
    ['reason', 'text'],
    ['note', 'text'],
    ['cleared_at', 'text'],
    ['cleared_reason', 'text'],
  ]);
}
