// SQL of judges' single-use sign-in links (table judge_access_links); project id first.
import type { Kysely } from 'kysely';
import { lockRows } from '@server/db/database';
import { deleteRowsWhere } from '@server/db/rows';
import type { DB } from '@server/db/schema';

/** Stores the judge's one link, replacing any earlier one (so the earlier token stops working). */
export async function replaceAccessLink(
  trx: Kysely<DB>,
  projectId: number,
  judgeId: number,
  tokenHash: string,
  expiresAt: string,
): Promise<void> {
  await deleteRowsWhere(trx, 'judge_access_links', { project_id: projectId, judge_id: judgeId });
  await trx
    .insertInto('judge_access_links')
    .values({
      project_id: projectId,
      judge_id: judgeId,
      token_hash: tokenHash,
      expires_at: expiresAt,
      used_at: null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** The link with this token and its judge, locked until the transaction ends (two uses at once: one wins). */
export function lockAccessLink(trx: Kysely<DB>, projectId: number, tokenHash: string) {
  return trx
    .selectFrom('judge_access_links as l')
    .innerJoin('judges as j', 'j.id', 'l.judge_id')
    .select([
      'l.judge_id',
      'l.expires_at',
      'l.used_at',
      'j.username',
      'j.full_name',
      'j.email',
      'j.project_id',
    ])
    .where('l.project_id', '=', projectId)
    .where('l.token_hash', '=', tokenHash)
    .$call(lockRows(trx, 'update'))
    .executeTakeFirst();
}

export async function updateAccessLinkUsed(
  trx: Kysely<DB>,
  projectId: number,
  judgeId: number,
): Promise<void> {
  await trx
    .updateTable('judge_access_links')
    .set({ used_at: new Date().toISOString() })
    .where('project_id', '=', projectId)
    .where('judge_id', '=', judgeId)
    .execute();
}

/** How many of the project's judges hold a sign-in link, and how many of those links were used (the checklist). */
export async function selectAccessLinkCounts(db: Kysely<DB>, projectId: number) {
  const row = await db
    .selectFrom('judge_access_links')
    .select((eb) => [eb.fn.countAll<number>().as('issued'), eb.fn.count<number>('used_at').as('used')])
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return { issued: Number(row?.issued ?? 0), used: Number(row?.used ?? 0) };
}
