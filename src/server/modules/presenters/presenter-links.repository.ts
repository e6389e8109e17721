// SQL of presenters' personal links (table presenter_links: one a poster, the token kept as sha256 with its
// nonce); project id first.
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';

export type NewLink = { poster_id: number; token_hash: string; nonce: string };

/** Stores the poster's one link, replacing any earlier one (the earlier token stops working). */
export async function replacePresenterLink(trx: Kysely<DB>, projectId: number, link: NewLink): Promise<void> {
  const created_at = new Date().toISOString();
  await trx
    .insertInto('presenter_links')
    .values({ project_id: projectId, ...link, created_at })
    .onConflict((oc) =>
      oc.column('poster_id').doUpdateSet({ token_hash: link.token_hash, nonce: link.nonce, created_at }),
    )
    .execute();
}

/** Stores links for posters that have none; a poster that got one meanwhile keeps it (the insert is skipped). */
export async function insertMissingLinks(
  trx: Kysely<DB>,
  projectId: number,
  links: readonly NewLink[],
): Promise<void> {
  const created_at = new Date().toISOString();
  // 4 values a row: far below either database's limit of bound values in 2,000 rows.
  for (let i = 0; i < links.length; i += 2000) {
    await trx
      .insertInto('presenter_links')
      .values(links.slice(i, i + 2000).map((l) => ({ project_id: projectId, ...l, created_at })))
      .onConflict((oc) => oc.column('poster_id').doNothing())
      .execute();
  }
}

/** The project's posters without a link (all of them, or those among `posterIds`). */
export async function selectPostersWithoutLink(
  db: Kysely<DB>,
  projectId: number,
  posterIds?: readonly number[],
): Promise<number[]> {
  if (posterIds?.length === 0) return [];
  let q = db
    .selectFrom('posters as p')
    .leftJoin('presenter_links as l', 'l.poster_id', 'p.id')
    .select('p.id')
    .where('p.project_id', '=', projectId)
    .where('l.poster_id', 'is', null);
  if (posterIds) q = q.where('p.id', 'in', posterIds);
  return (await q.orderBy('p.id').execute()).map((r) => r.id);
}

/** The nonces of the project's links, by poster (to make their URLs again). */
export async function selectLinkNonces(db: Kysely<DB>, projectId: number): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('presenter_links')
    .select(['poster_id', 'nonce'])
    .where('project_id', '=', projectId)
    .execute();
  return new Map(rows.map((r) => [r.poster_id, r.nonce]));
}

/** The link with this token hash in this project, with its poster. */
export function findLinkByHash(db: Kysely<DB>, projectId: number, tokenHash: string) {
  return db
    .selectFrom('presenter_links as l')
    .innerJoin('posters as p', 'p.id', 'l.poster_id')
    .select(['l.poster_id', 'p.number', 'p.title', 'p.presenter_name', 'p.project_id'])
    .where('l.project_id', '=', projectId)
    .where('l.token_hash', '=', tokenHash)
    .executeTakeFirst();
}
