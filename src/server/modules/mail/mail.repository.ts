// SQL of the mail log (table mail_messages); project id first.
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { findRowWhere } from '@server/db/rows';
import { orderTerms, searchCondition, selectPage, type SortTerm } from '@server/db/paging';
import { findRowInProject } from '@server/db/project-rows';
import type { DB, MailMessageTable, MailPersonType } from '@server/db/schema';
import type { MailListParams, MailMessage } from '@shared/contracts/mail';
import type { Page } from '@shared/paging';

export type MessageRow = Selectable<MailMessageTable>;
export type NewMessageRow = Insertable<MailMessageTable>;

/** Inserts messages; a key already held is left out (one message per key). Answers the ids and keys inserted. */
export async function insertMessages(
  trx: Kysely<DB>,
  rows: NewMessageRow[],
): Promise<{ id: number; key: string }[]> {
  const out: { id: number; key: string }[] = [];
  // Chunked: both databases limit the parameters of one statement.
  for (let i = 0; i < rows.length; i += 100) {
    out.push(
      ...(await trx
        .insertInto('mail_messages')
        .values(rows.slice(i, i + 100))
        .onConflict((oc) => oc.column('key').doNothing())
        .returning(['id', 'key'])
        .execute()),
    );
  }
  return out;
}

/** The message, locked until the transaction ends (the send job's claim of it). */
export const lockMessage = (trx: Kysely<DB>, id: number) =>
  findRowWhere(trx, 'mail_messages', { id }, { lock: 'update' });

export const findMessage = (db: Kysely<DB>, projectId: number, id: number) =>
  findRowInProject(db, 'mail_messages', projectId, id);

export async function updateMessageRow(
  db: Kysely<DB>,
  id: number,
  changes: Updateable<MailMessageTable>,
): Promise<void> {
  await db.updateTable('mail_messages').set(changes).where('id', '=', id).execute();
}

const sortTerms: Record<MailListParams['sort'] & string, SortTerm[]> = {
  created: [{ ref: 'id' }],
  recipient: [{ ref: 'recipient', text: true }],
  status: [{ ref: 'status' }],
};

/** A page of the project's log, newest first unless sorted otherwise; q matches recipient, name and subject. */
export async function selectMessagePage(
  db: Kysely<DB>,
  projectId: number,
  params: MailListParams,
): Promise<Page<MailMessage>> {
  const search = searchCondition(db, params.q, ['recipient', 'recipient_name', 'subject']);
  let base = db.selectFrom('mail_messages').where('project_id', '=', projectId);
  if (search) base = base.where(search);
  if (params.status === 'queued') base = base.where('status', 'in', ['queued', 'sending']);
  else if (params.status) base = base.where('status', '=', params.status);
  const sort = params.sort ?? 'created';
  const dir = params.dir ?? (sort === 'created' ? 'desc' : 'asc');
  const order = orderTerms(db, sortTerms[sort], dir, 'id');
  const page = await selectPage(base, base.selectAll(), order, params);
  return { ...page, items: page.items.map(toMailMessage) };
}

export function toMailMessage(r: MessageRow): MailMessage {
  return {
    id: r.id,
    kind: r.kind,
    recipient: r.recipient,
    recipient_name: r.recipient_name,
    language: r.language,
    subject: r.subject,
    // `sending` is a moment inside one attempt: to the organiser it is still on its way.
    status: r.status === 'sending' ? 'queued' : r.status,
    attempts: Number(r.attempts),
    error_code: r.error_code,
    error_detail: r.error_detail,
    person_type: r.person_type,
    person_id: r.person_id,
    resent_from: r.resent_from,
    created_at: r.created_at,
    sent_at: r.sent_at,
  };
}

/**
 * How many people of `personType` were written a message of `kind` that did not fail (queued or sent), each
 * counted once however many batches reached them (the checklist's invitations and presenters' requests).
 */
export async function selectPeopleMailed(
  db: Kysely<DB>,
  projectId: number,
  kind: string,
  personType: MailPersonType,
): Promise<number> {
  const row = await db
    .selectFrom('mail_messages')
    .select((eb) => eb.fn.count<number>('person_id').distinct().as('n'))
    .where('project_id', '=', projectId)
    .where('kind', '=', kind)
    .where('person_type', '=', personType)
    .where('status', '!=', 'failed')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
