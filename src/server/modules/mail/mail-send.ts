// The mail-send job: one message through nodemailer to the SMTP server, recorded so that it is sent at most once
// (docs/decisions/044-mail.md).
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import QRCode from 'qrcode';
import type { DB } from '@server/db/schema';
import { type Job, PermanentJobError } from '@server/modules/jobs';
import { QR_CID } from './mail-templates';
import { MAIL_MAX_ATTEMPTS } from './mail.service';
import { lockMessage, updateMessageRow, type MessageRow } from './mail.repository';

/** What the job hands the SMTP client: nodemailer's message fields. */
export type OutgoingMail = {
  from: string;
  to: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  messageId: string;
  date: Date;
  headers: Record<string, string>;
  attachments?: { filename: string; content: Buffer; cid: string; contentType: string }[];
};
/** The SMTP client: nodemailer's transporter (tests may wrap it, still sending to a real server). */
export type MailTransport = {
  sendMail: (mail: OutgoingMail) => Promise<{ response?: string }>;
  /** Closes pooled connections (SMTP_URL with ?pool=true). */
  close?: () => void;
};

export type MailJobDeps = {
  db: Kysely<DB>;
  transport: MailTransport;
  from: string;
  clock?: () => number;
};

export type MailJobPayload = { messageId: number };

/** nodemailer's transporter for SMTP_URL: TLS as the URL says (smtps:// at once, smtp:// by STARTTLS if offered). */
export function smtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport(smtpUrl) as unknown as MailTransport;
}

/** The QR code of a link, as the judges' printed cards draw theirs (the same options as poster QR codes). */
export const qrPng = (url: string) =>
  QRCode.toBuffer(url, { errorCorrectionLevel: 'M', margin: 2, type: 'png', width: 300 });

/** A failure no retry mends: the server answered 5xx (unknown mailbox, refused, message rejected). */
function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500;
}

/** The server's answer, or the connection's error, as the log shows it. */
function answerOf(err: unknown): string {
  const e = err as { response?: unknown; message?: unknown; code?: unknown } | null;
  const text = typeof e?.response === 'string' ? e.response : String(e?.message ?? err);
  return text.slice(0, 1000);
}

/**
 * Claims the message for this attempt, in its own committed transaction, before the SMTP server is spoken to:
 * queued -> sending. A message already `sending` was being sent by a worker that stopped before recording the
 * outcome: it may have arrived, so it is never sent again; it becomes failed MAIL_OUTCOME_UNKNOWN (the log shows
 * it, the organiser may resend it). Answers the message to send, or nothing.
 */
async function claimMessage(db: Kysely<DB>, id: number, at: string): Promise<MessageRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const m = await lockMessage(trx, id);
    if (!m || m.status === 'sent' || m.status === 'failed') return undefined;
    if (m.status === 'sending') {
      await updateMessageRow(trx, id, {
        status: 'failed',
        error_code: 'MAIL_OUTCOME_UNKNOWN',
        error_detail: `A worker stopped while sending it (${m.sending_at ?? '?'}): it may or may not have arrived, so it is not sent again. Resend it if it did not arrive.`,
      });
      return undefined;
    }
    await updateMessageRow(trx, id, { status: 'sending', attempts: Number(m.attempts) + 1, sending_at: at });
    return m;
  });
}

export function mailJobHandler(deps: MailJobDeps) {
  const now = () => new Date((deps.clock ?? Date.now)()).toISOString();
  return async (job: Job<MailJobPayload>): Promise<void> => {
    const m = await claimMessage(deps.db, job.payload.messageId, now());
    if (!m) return;
    const qr = m.qr_url ? await qrPng(m.qr_url) : null;
    try {
      await deps.transport.sendMail({
        from: deps.from,
        to: { name: m.recipient_name ?? '', address: m.recipient },
        subject: m.subject,
        text: m.text,
        html: m.html,
        messageId: m.message_id,
        date: new Date(),
        headers: { 'Auto-Submitted': 'auto-generated', 'Content-Language': m.language },
        ...(qr
          ? {
              attachments: [
                { filename: 'sign-in-qr.png', content: qr, cid: QR_CID, contentType: 'image/png' },
              ],
            }
          : {}),
      });
    } catch (err) {
      const final = isPermanent(err) || job.attempt >= MAIL_MAX_ATTEMPTS;
      const code = isPermanent(err) ? 'MAIL_REFUSED' : 'MAIL_TEMPORARY_FAILURE';
      await updateMessageRow(deps.db, m.id, {
        status: final ? 'failed' : 'queued',
        error_code: code,
        error_detail: answerOf(err),
      });
      if (final) throw new PermanentJobError(code, answerOf(err));
      throw err;
    }
    await updateMessageRow(deps.db, m.id, {
      status: 'sent',
      sent_at: now(),
      error_code: null,
      error_detail: null,
    });
  };
}
