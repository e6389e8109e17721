import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';
import * as DDL from './ddl-kit';

/**
 * Mail that arrives (docs/decisions/044-mail.md):
 * - `mail_messages`: the mail log, queued messages included. A message is written whole (recipient, language, subject, text and
 *   HTML) in the transaction of the change that causes it, with its `mail-send` job; `key` names it (one message
 *   per key). `status`: queued, sending (committed before the SMTP server is spoken to, so a job that finds it
 *   after a crash knows the outcome is unknown and never sends again), sent, failed (with the server's answer in
 *   error_detail). `person_type`/`person_id`: whom it concerns (judge, presenter = the poster, participant).
 *   `resent_from`: the message a resend copied. `qr_url`: the link the mail's QR code image carries (a judge's
 *   sign-in link), drawn when it is sent.
 * - `password_resets`: a participant's reset links, the token stored as sha256, single use, an hour long.
 *   `request_key` names the request that asked for it (the job that writes it may run twice: one row).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await DDL.projectTable(db, dialect, 'mail_messages')
    .addColumn('key', 'text', DDL.notNullUnique)
    .$call(DDL.required('text', 'kind', 'recipient'))
    .addColumn('recipient_name', 'text')
    .$call(DDL.required('text', 'language', 'subject', 'text', 'html'))
    .$call(DDL.optional('text', 'qr_url', 'person_type'))
    .addColumn('person_id', 'integer')
    .addColumn('status', 'text', DDL.notNull)
    .addColumn('attempts', 'integer', DDL.notNullDefault(0))
    .$call(DDL.optional('text', 'error_code', 'error_detail'))
    .addColumn('message_id', 'text', DDL.notNull)
    .addColumn('resent_from', 'integer')
    .$call(DDL.createdAt)
    .$call(DDL.optional('text', 'sending_at', 'sent_at'))
    .execute();
  // The log, newest first, per project.
  await DDL.index(db, 'mail_messages_project_idx', 'mail_messages', ['project_id', 'id']);

  await DDL.projectTable(db, dialect, 'password_resets')
    .addColumn('participant_id', 'integer', DDL.cascadeRef('participants'))
    .addColumn('token_hash', 'text', DDL.notNullUnique)
    .addColumn('request_key', 'text', DDL.notNullUnique)
    .addColumn('expires_at', 'text', DDL.notNull)
    .addColumn('used_at', 'text')
    .$call(DDL.createdAt)
    .execute();
  await DDL.index(db, 'password_resets_participant_idx', 'password_resets', ['participant_id']);
}
