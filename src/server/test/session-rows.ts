// Poster sessions for tests, written straight to the database (fixture-rows.ts re-exports them).
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

export async function makePosterSession(
  db: Kysely<DB>,
  projectId: number,
  over: Partial<{ name: string; date: string; starts_at: string; ends_at: string; area: string | null }> = {},
) {
  return db
    .insertInto('poster_sessions')
    .values({
      project_id: projectId,
      name: over.name ?? `S-${crypto.randomBytes(3).toString('hex')}`,
      date: over.date ?? '2026-05-14',
      starts_at: over.starts_at ?? '10:00',
      ends_at: over.ends_at ?? '11:30',
      area: over.area === undefined ? 'Hall B' : over.area,
      created_at: new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
