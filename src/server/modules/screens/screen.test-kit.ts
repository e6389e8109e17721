// A screen written straight to the database with a pairing token that is answered (tests that need a paired
// kiosk; the token is random, not made from the link secret, so the screen's shown URL differs from it).
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import type { Roster } from '@shared/contracts/screens';
import { hashToken } from '@server/modules/auth/session.service';

export async function makeScreen(
  db: Kysely<DB>,
  projectId: number,
  fields: { name?: string; roster?: Roster; idle_seconds?: number } = {},
): Promise<{ id: number; token: string }> {
  const token = crypto.randomBytes(32).toString('base64url');
  const row = await db
    .insertInto('screens')
    .values({
      project_id: projectId,
      name: fields.name ?? 'Hall screen',
      place: null,
      orientation: 'landscape',
      roster: JSON.stringify(fields.roster ?? {}),
      idle_seconds: fields.idle_seconds ?? 60,
      nonce: crypto.randomBytes(16).toString('base64url'),
      token_hash: hashToken(token),
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token };
}
