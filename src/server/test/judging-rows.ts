// Rows of judging worlds larger than one poster: a judge's work list in one statement, a poster's readers signed in.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { refreshPosterSearch } from '../modules/poster-search';
import { makeAdmin, makeParticipant, sessionFor } from './fixture-rows';
import type { Client, TestApp } from './test-app';

/**
 * Posters titled `titles`, numbered from `firstNumber` (author "A"), each assigned to the judge and pending: inserted
 * in two statements however many there are. Answers the posters' ids in number order.
 */
export async function makeWorkList(
  db: Kysely<DB>,
  projectId: number,
  judgeId: number,
  titles: string[],
  firstNumber = 1,
): Promise<number[]> {
  const now = new Date().toISOString();
  const rows = titles.map((title, i) => ({
    project_id: projectId,
    title,
    author: 'A',
    number: firstNumber + i,
    created_at: now,
  }));
  const posterIds = (await db.insertInto('posters').values(rows).returning('id').execute()).map((r) => r.id);
  await refreshPosterSearch(db, posterIds);
  await db
    .insertInto('assignments')
    .values(
      posterIds.map((poster_id) => ({
        project_id: projectId,
        judge_id: judgeId,
        poster_id,
        status: 'pending',
        created_at: now,
      })),
    )
    .execute();
  return posterIds;
}

/** The project's judge, a new participant and a new project admin, each signed in: who reads a poster's views. */
export async function signedInReaders(
  t: Pick<TestApp, 'app' | 'db'>,
  projectId: number,
  judgeId: number,
): Promise<{ judge: Client; participant: Client; admin: Client }> {
  const participant = await makeParticipant(t.db, projectId);
  const admin = await makeAdmin(t.db, { projectIds: [projectId] });
  return {
    judge: await sessionFor(t.app, 'judge', judgeId, projectId),
    participant: await sessionFor(t.app, 'user', participant.id, projectId),
    admin: await sessionFor(t.app, 'admin', admin.id),
  };
}
