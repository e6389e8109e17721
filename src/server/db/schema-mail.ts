// The mail tables as Kysely sees them (migration 017; docs/decisions/044-mail.md), part of `DB` in schema.ts.
import type { Generated } from 'kysely';
import type { ProjectRowKey, SingleUseToken } from './schema-common';

export type MailStatus = 'queued' | 'sending' | 'sent' | 'failed';
export type MailPersonType = 'judge' | 'presenter' | 'participant';

/** The mail log: one row per message, queued, sent or failed (mail module). */
export type MailMessageTable = ProjectRowKey & {
  /** Names the message: one row per key; its mail-send job is keyed by it too. */
  key: string;
  kind: string;
  recipient: string;
  recipient_name: string | null;
  language: 'ko' | 'en';
  subject: string;
  text: string;
  html: string;
  /** The link the QR code image of the mail encodes (drawn at sending, attached inline), or null. */
  qr_url: string | null;
  person_type: MailPersonType | null;
  person_id: number | null;
  status: MailStatus;
  /** Times the SMTP server was spoken to for it. */
  attempts: Generated<number>;
  error_code: string | null;
  /** The SMTP server's answer (or the connection's error) of the last failed attempt. */
  error_detail: string | null;
  /** `<...@host of PUBLIC_URL>`, made from the key. */
  message_id: string;
  resent_from: number | null;
  created_at: string;
  sending_at: string | null;
  sent_at: string | null;
};

/** A participant's password reset link, single use (participants module). */
export type PasswordResetTable = ProjectRowKey &
  SingleUseToken & {
    participant_id: number;
    request_key: string;
  };
