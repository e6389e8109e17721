// Migration 014 on a database that already holds participants and votes: every row and link is kept.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, type Database } from '../database';
import { stepDatabase } from './step-database.test-kit';

const step = stepDatabase('participant-names-');
let database: Database;

const rowsOf = async (query: ReturnType<typeof sql>) => (await query.execute(database.db)).rows;

/** The tables as migration 013 left them, with two participants and three votes. */
async function fillBeforeRename() {
  const at = '2026-11-20T09:00:00.000Z';
  const run = (query: ReturnType<typeof sql>) => query.execute(database.db);
  // Ids as the tables number them (1, 2 in fresh tables), so PostgreSQL's sequences know them.
  await run(sql`insert into projects (name, slug, created_at) values ('Expo', 'expo', ${at})`);
  for (const n of [1, 2])
    await run(
      sql`insert into posters (project_id, title, author, number, created_at)
          values (1, ${`Poster ${n}`}, 'Kim', ${n}, ${at})`,
    );
  await run(
    sql`insert into users (project_id, username, password_hash, email, full_name, created_at, version)
        values (1, 'lee', 'hash-1', 'lee@example.org', 'Lee', ${at}, 3),
               (1, 'park', 'hash-2', 'park@example.org', null, ${at}, 1)`,
  );
  await run(
    sql`insert into votes (project_id, user_id, poster_id, created_at)
        values (1, 1, 1, ${at}), (1, 1, 2, ${at}), (1, 2, 1, ${at})`,
  );
}

beforeAll(async () => {
  database = await step.open();
  await migrate(database, '013-admin-username-case');
  await fillBeforeRename();
  await migrate(database);
});

afterAll(async () => step.close());

describe('migration 014: users is participants, votes.user_id is votes.participant_id', () => {
  it('keeps every participant with its columns', async () => {
    const rows = await database.db.selectFrom('participants').selectAll().orderBy('id').execute();
    expect(rows).toEqual([
      {
        id: 1,
        project_id: 1,
        username: 'lee',
        password_hash: 'hash-1',
        email: 'lee@example.org',
        full_name: 'Lee',
        created_at: '2026-11-20T09:00:00.000Z',
        version: 3,
      },
      {
        id: 2,
        project_id: 1,
        username: 'park',
        password_hash: 'hash-2',
        email: 'park@example.org',
        full_name: null,
        created_at: '2026-11-20T09:00:00.000Z',
        version: 1,
      },
    ]);
  });

  it('keeps every vote under its new column', async () => {
    const votes = await database.db
      .selectFrom('votes')
      .select(['participant_id', 'poster_id'])
      .orderBy('participant_id')
      .orderBy('poster_id')
      .execute();
    expect(votes).toEqual([
      { participant_id: 1, poster_id: 1 },
      { participant_id: 1, poster_id: 2 },
      { participant_id: 2, poster_id: 1 },
    ]);
  });

  it('leaves no table users and no column user_id', async () => {
    await expect(rowsOf(sql`select id from users`)).rejects.toThrow();
    await expect(rowsOf(sql`select user_id from votes`)).rejects.toThrow();
  });

  it('numbers a new participant after the kept ones (before any refused insert takes a number)', async () => {
    const row = await database.db
      .insertInto('participants')
      .values({
        project_id: 1,
        username: 'choi',
        password_hash: 'h',
        email: 'choi@example.org',
        full_name: 'Choi',
        created_at: '2026-11-21T09:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(row.id).toBe(3);
  });

  it('keeps the constraints: unique username and email per project, one vote per pair, a vote needs its participant', async () => {
    const at = '2026-11-21T09:00:00.000Z';
    const participant = (username: string, email: string) =>
      database.db
        .insertInto('participants')
        .values({ project_id: 1, username, password_hash: 'h', email, full_name: null, created_at: at })
        .execute();
    await expect(participant('lee', 'other@example.org')).rejects.toThrow();
    await expect(participant('other', 'park@example.org')).rejects.toThrow();
    const vote = (participantId: number, posterId: number) =>
      database.db
        .insertInto('votes')
        .values({ project_id: 1, participant_id: participantId, poster_id: posterId, created_at: at })
        .execute();
    await expect(vote(2, 1)).rejects.toThrow();
    await expect(vote(99, 2)).rejects.toThrow();
  });

  it("deleting a participant still takes its votes with it (the foreign key follows the table's new name)", async () => {
    await database.db.deleteFrom('participants').where('id', '=', 1).execute();
    const left = await database.db.selectFrom('votes').select('participant_id').execute();
    expect(left).toEqual([{ participant_id: 2 }]);
  });
});
