// The CSV of presenters' links, for the organiser's mail merge: one row a poster, its link made again from the
// stored nonce. A read: a poster without a link has an empty URL (the organiser's page issues the missing ones
// with POST /presenter-links before it downloads); a GET never writes, since another site can make a browser
// send one.
import * as XLSX from '@e965/xlsx';
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { displayId } from '@shared/format';
import { contentDisposition, safeFileName } from '@server/http/file-names';
import { CSV_MIME, neutralise } from '@server/modules/reports';
import { getProjectById } from '@server/modules/projects';
import { selectPosterStatuses } from '@server/modules/submissions';
import { currentLinkUrls, type LinkContext } from './presenter-links.service';

/** Statuses whose poster is done from the presenter's side: its file is sent or approved. */
const finished = new Set(['submitted', 'approved']);

export async function presenterLinksCsv(
  db: Kysely<DB>,
  ctx: LinkContext,
  projectId: number,
  which: 'all' | 'unfinished',
) {
  const project = await getProjectById(db, projectId);
  const all = await selectPosterStatuses(db, projectId);
  const posters = which === 'unfinished' ? all.filter((p) => !finished.has(p.status)) : all;
  const urls = await currentLinkUrls(db, ctx, projectId);
  const rows = [
    ['number', 'title', 'presenter', 'email', 'url', 'status'],
    ...posters.map((p) => [
      displayId('P', p.number),
      p.title,
      p.presenter_name ?? '',
      p.presenter_email ?? '',
      urls.get(p.id) ?? '',
      p.status,
    ]),
  ];
  const sheet = XLSX.utils.aoa_to_sheet(rows.map((r) => r.map(neutralise)));
  const suffix = which === 'unfinished' ? '-unfinished' : '';
  return {
    contentType: CSV_MIME,
    disposition: contentDisposition(
      safeFileName(`${project.name} presenter links${suffix}.csv`),
      `presenter-links-${project.slug}${suffix}.csv`,
    ),
    // A byte order mark, so that Excel reads the Korean as UTF-8.
    body: `\uFEFF${XLSX.utils.sheet_to_csv(sheet)}\r\n`,
  };
}
