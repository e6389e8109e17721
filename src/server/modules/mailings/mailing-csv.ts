// A batch as CSV for a mail merge (mail off, or an organiser who sends from their own mail client): the same
// messages a send would write, one row each, with the personal link they carry. The links are issued for real
// (a judge's earlier link stops working), so it is a POST; nothing is mailed.
import crypto from 'node:crypto';
import * as XLSX from '@e965/xlsx';
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { contentDisposition, safeFileName } from '@server/http/file-names';
import { CSV_MIME, neutralise } from '@server/modules/reports';
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
  const sheet = XLSX.utils.aoa_to_sheet(rows.map((r) => r.map(neutralise)));
  return {
    contentType: CSV_MIME,
    disposition: contentDisposition(
      safeFileName(`${project.name} ${kind}.csv`),
      `${kind}-${project.slug}.csv`,
    ),
    // A byte order mark, so that Excel reads the Korean as UTF-8.
    body: `\uFEFF${XLSX.utils.sheet_to_csv(sheet)}\r\n`,
  };
}
