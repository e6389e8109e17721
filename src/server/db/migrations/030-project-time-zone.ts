import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';
import * as DDL from './ddl-kit';

/**
 * A project's time zone (docs/decisions/074-one-time-module.md): the IANA name its dates and times are read and
 * written in (deadlines, a session's hours, "today" for the checklist, mails and printouts). Every project so far
 * is a Korean conference, so the existing ones and new ones without a choice are `Asia/Seoul`.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await DDL.addColumns(db, 'projects', [['time_zone', 'text', DDL.notNullDefault('Asia/Seoul')]]);
}
