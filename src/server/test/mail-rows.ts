// Mail rows for tests, written straight to the database (fixture-rows.ts re-exports them): a message of the log
// as the send job leaves it, and a participant's password reset link with its token.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { hashToken } from '../modules/auth/session.service';

const now = () => new Date().toISOString();

export async function makeMailMessage(
  db: Kysely<DB>,
  projectId: number,
  over: Partial<{ status: 'queued' | 'sent' | 'failed'; recipient: string }> = {},
) {
  const key = `fixture:${crypto.randomUUID()}`;
  return db
    .insertInto('mail_messages')
    .values({
      project_id: projectId,
      key,
      kind: 'judge-invitation',
      recipient: over.recipient ?? `${crypto.randomBytes(4).toString('hex')}@example.org`,
      recipient_name: 'Judge Kim',
      language: 'ko',
      subject: '[학회] 심사위원 로그인 링크',
      text: '안녕하세요.\n',
      html: '<p>안녕하세요.</p>',
      qr_url: null,
      person_type: null,
      person_id: null,
      status: over.status ?? 'sent',
      message_id: `<${crypto.randomBytes(8).toString('hex')}@posters.example.org>`,
      resent_from: null,
      created_at: now(),
      sent_at: over.status === 'queued' ? null : now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A reset link of the participant, valid for an hour; answers its token. */
export async function makePasswordReset(
  db: Kysely<DB>,
  projectId: number,
  participantId: number,
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db
    .insertInto('password_resets')
    .values({
      project_id: projectId,
      participant_id: participantId,
      token_hash: hashToken(token),
      request_key: `fixture:${crypto.randomUUID()}`,
      expires_at: new Date(Date.now() + 3600_000).toISOString(),
      used_at: null,
      created_at: now(),
    })
    .execute();
  return token;
}
