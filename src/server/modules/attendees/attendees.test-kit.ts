// A question written straight to the database (the catalogue's calls and the tests that need one asked).
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';

export async function makeQuestion(
  db: Kysely<DB>,
  projectId: number,
  posterId: number,
  participantId: number,
  over: { text?: string; public?: boolean; hidden?: boolean } = {},
) {
  return db
    .insertInto('poster_questions')
    .values({
      project_id: projectId,
      poster_id: posterId,
      participant_id: participantId,
      text: over.text ?? '이 결과는 재현되었나요?',
      public: over.public === false ? 0 : 1,
      hidden: over.hidden ? 1 : 0,
      created_at: new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
