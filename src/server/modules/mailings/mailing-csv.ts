// A batch as CSV for a mail merge (mail off, or an organiser who sends from their own mail client): the same
// messages a send would write, one row each, with the personal link they carry. The links are issued for real
// (a judge's earlier link stops working), so it is a POST; nothing is mailed.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { csvDownload } from '@server/modules/reports';
import { getProjectById } from '@server/modules/projects';
import { buildBatch, type BatchContext, type BatchKind } from './mailings.service';

export async function batchCsv(
  db: Kysely<DB>,
  ctx: BatchContext,
  projectId: number,
  kind: BatchKind,
  ids: number[] | undefined,
) {
  const project = await getProjectById(db, projectId);
  const written = await db
    .transaction()
    .execute((trx) => buildBatch(trx, ctx, projectId, kind, ids, crypto.randomUUID()));
  const rows = [
    ['email', 'name', 'language', 'subject', 'link', 'text'],
    ...written.mails.map((m) => [
      m.to,
      m.toName ?? '',
      m.language,
      m.content.subject,
      m.link ?? '',
      m.content.text,
    ]),
  ];
  return csvDownload(rows, `${project.name} ${kind}.csv`, `${kind}-${project.slug}.csv`);
}
