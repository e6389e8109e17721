import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';
import * as DDL from './ddl-kit';

/**
 * What attendees keep and ask (docs/decisions/053-favourites-and-questions.md), the attendees module's tables:
 * - `favorites`: a participant's starred posters ("my list"), one row per participant and poster.
 * - `poster_questions`: a participant's question to a poster's presenter, `public` (1: every participant of the
 *   project reads it; 0: only its asker and the presenter), its answer (one, the presenter's) and `hidden` (1: the
 *   organiser hid it; only the organiser reads it then).
 * Both go with their project, poster and participant (cascades).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await DDL.projectTable(db, dialect, 'favorites')
    .addColumn('participant_id', 'integer', DDL.cascadeRef('participants'))
    .$call(DDL.posterId)
    .$call(DDL.createdAt)
    .addUniqueConstraint('favorites_participant_poster_key', ['participant_id', 'poster_id'])
    .execute();
  await DDL.index(db, 'favorites_poster_idx', 'favorites', ['poster_id']);

  await DDL.projectTable(db, dialect, 'poster_questions')
    .$call(DDL.posterId)
    .addColumn('participant_id', 'integer', DDL.cascadeRef('participants'))
    .addColumn('text', 'text', DDL.notNull)
    .addColumn('public', 'integer', DDL.notNull)
    .addColumn('hidden', 'integer', DDL.notNullDefault(0))
    .$call(DDL.optional('text', 'answer', 'answered_at'))
    .$call(DDL.createdAt)
    .execute();
  await DDL.index(db, 'poster_questions_poster_idx', 'poster_questions', ['poster_id', 'id']);
  await DDL.index(db, 'poster_questions_participant_idx', 'poster_questions', ['participant_id']);
}
