// The mail log: messages written in the transaction of the change that causes them, each with its mail-send job;
// the log and the resend of one message (docs/decisions/044-mail.md).
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '@server/config';
import type { DB, MailPersonType } from '@server/db/schema';
import { AppError, notFound } from '@server/errors';
import type { MailLanguage, MailListParams, MailMessage } from '@shared/contracts/mail';
import type { Page } from '@shared/paging';
import { enqueueMany, jobKind } from '@server/modules/jobs';
import type { MailContent } from './mail-templates';
import * as repo from './mail.repository';

export const MAIL_JOB = 'mail-send';
/** Attempts of one message's job: with the queue's backoff (10 s doubling) about 20 minutes of retries. */
export const MAIL_MAX_ATTEMPTS = 8;
/** Sends one message of the log (mail-send.ts, declared in mail.jobs.ts). */
export const mailJob = jobKind({
  name: MAIL_JOB,
  payload: z.object({ messageId: z.number().int() }),
  maxAttempts: MAIL_MAX_ATTEMPTS,
});

/** One message to write: whom, in which language, what it says, whom it concerns, and the key naming it. */
export type Outgoing = {
  kind: string;
  /** Names the message: writing the same key twice writes one message (a job that ran twice, a double click). */
  key: string;
  to: string;
  toName: string | null;
  language: MailLanguage;
  content: MailContent;
  person: { type: MailPersonType; id: number } | null;
  /** A link the mail also shows as a QR code (the HTML part's `cid:` image, drawn when it is sent). */
  qrUrl?: string | null;
  resentFrom?: number;
};

/** Whether mail is on (SMTP_URL), and the public address links and Message-IDs are made from. */
export type MailSettings = Pick<Config, 'smtpUrl' | 'publicUrl'>;

export const mailIsOn = (settings: MailSettings): settings is MailSettings & { publicUrl: string } =>
  Boolean(settings.smtpUrl && settings.publicUrl);

/** Refuses to write mail while it is off (no SMTP_URL): 409 MAIL_OFF, so the page offers the CSV instead. */
export function assertMailOn(
  settings: MailSettings,
): asserts settings is MailSettings & { publicUrl: string } {
  if (!mailIsOn(settings))
    throw new AppError(
      'MAIL_OFF',
      'Mail is off on this server (no SMTP_URL): download the links as CSV for a mail merge instead',
    );
}

/** A Message-ID made from the key: the same message always has the same one (a receiver can tell duplicates). */
export function messageIdOf(key: string, publicUrl: string): string {
  const hash = crypto.createHash('sha256').update(key).digest('hex').slice(0, 32);
  return `<${hash}@${new URL(publicUrl).hostname}>`;
}

/**
 * Writes the messages and their send jobs. Call it with the transaction of the change that causes them: they
 * exist if and only if it commits. A key already written is left out. Answers the messages written; call
 * `app.jobs.wake()` after the commit to send them at once.
 */
export async function queueMail(
  trx: Kysely<DB>,
  projectId: number,
  publicUrl: string,
  mails: Outgoing[],
  now = new Date(),
): Promise<{ id: number; key: string }[]> {
  if (mails.length === 0) return [];
  const at = now.toISOString();
  const written = await repo.insertMessages(
    trx,
    mails.map((m) => ({
      project_id: projectId,
      key: m.key,
      kind: m.kind,
      recipient: m.to,
      recipient_name: m.toName,
      language: m.language,
      subject: m.content.subject,
      text: m.content.text,
      html: m.content.html,
      qr_url: m.qrUrl ?? null,
      person_type: m.person?.type ?? null,
      person_id: m.person?.id ?? null,
      status: 'queued' as const,
      message_id: messageIdOf(m.key, publicUrl),
      resent_from: m.resentFrom ?? null,
      created_at: at,
    })),
  );
  await enqueueMany(
    trx,
    mailJob,
    written.map((w) => ({ projectId, payload: { messageId: w.id }, key: `${MAIL_JOB}:${w.key}` })),
    now,
  );
  return written;
}

export const listMail = (
  db: Kysely<DB>,
  projectId: number,
  params: MailListParams,
): Promise<Page<MailMessage>> => repo.selectMessagePage(db, projectId, params);

/**
 * Sends one message again: a new message with the same words and a new key (so a new Message-ID), written with
 * its job. A message still queued is not resent (409 MAIL_PENDING): it is on its way.
 */
export async function resendMail(
  db: Kysely<DB>,
  settings: MailSettings,
  projectId: number,
  id: number,
): Promise<MailMessage> {
  const newId = await db.transaction().execute(async (trx) => {
    const m = await repo.findMessage(trx, projectId, id);
    if (!m) throw notFound('Message');
    assertMailOn(settings);
    if (m.status === 'queued' || m.status === 'sending')
      throw new AppError('MAIL_PENDING', 'This message is still queued: it is on its way');
    const key = `resend:${m.id}:${crypto.randomUUID()}`;
    const [written] = await queueMail(trx, projectId, settings.publicUrl, [
      {
        kind: m.kind,
        key,
        to: m.recipient,
        toName: m.recipient_name,
        language: m.language,
        content: { subject: m.subject, text: m.text, html: m.html },
        person: m.person_type && m.person_id !== null ? { type: m.person_type, id: m.person_id } : null,
        qrUrl: m.qr_url,
        resentFrom: m.id,
      },
    ]);
    return written!.id;
  });
  return repo.toMailMessage((await repo.findMessage(db, projectId, newId))!);
}
