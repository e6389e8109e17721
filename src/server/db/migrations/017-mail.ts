import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../dialect';

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
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable('mail_messages')
    .addColumn('id', idType, id)
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('recipient_name', 'text')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('qr_url', 'text')
    .addColumn('person_type', 'text')
    .addColumn('person_id', 'integer')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error_code', 'text')
    .addColumn('error_detail', 'text')
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('resent_from', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sending_at', 'text')
    .addColumn('sent_at', 'text')
    .execute();
  // The log, newest first, per project.
  await db.schema
    .createIndex('mail_messages_project_idx')
    .on('mail_messages')
    .columns(['project_id', 'id'])
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', idType, id)
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('participant_id', 'integer', (c) =>
      c.notNull().references('participants.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('request_key', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('password_resets_participant_idx')
    .on('password_resets')
    .column('participant_id')
    .execute();
}
