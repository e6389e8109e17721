// The CSV of presenters' links, for the organiser's mail merge: one row a poster, its link made again from the
// stored nonce. A read: a poster without a link has an empty URL (the organiser's page issues the missing ones
// with POST /presenter-links before it downloads); a GET never writes, since another site can make a browser
// send one.
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { displayId } from '@shared/format';
import { csvDownload } from '@server/modules/reports';
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
  const suffix = which === 'unfinished' ? '-unfinished' : '';
  return csvDownload(
    rows,
    `${project.name} presenter links${suffix}.csv`,
    `presenter-links-${project.slug}${suffix}.csv`,
  );
}
