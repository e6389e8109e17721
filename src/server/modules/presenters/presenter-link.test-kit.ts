// A presenter's link written straight to the database (tests that need a signed-in presenter, not the links).
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { hashToken } from '@server/modules/auth/session.service';

/**
 * Gives the poster a presenter (name, and email unless told) and a link whose token is answered. The token is
 * random, not made from the link secret: the CSV of links shows a different URL for it (its own tests issue
 * real links through the API).
 */
export async function makePresenterLink(
  db: Kysely<DB>,
  projectId: number,
  posterId: number,
  presenter: { presenter_name?: string | null; presenter_email?: string | null } = {},
): Promise<{ posterId: number; token: string }> {
  await db
    .updateTable('posters')
    .set({
      presenter_name: presenter.presenter_name ?? 'Presenter Park',
      presenter_email: presenter.presenter_email ?? `presenter${posterId}@example.org`,
    })
    .where('id', '=', posterId)
    .execute();
  const token = crypto.randomBytes(32).toString('base64url');
  await db
    .insertInto('presenter_links')
    .values({
      poster_id: posterId,
      project_id: projectId,
      token_hash: hashToken(token),
      nonce: crypto.randomBytes(16).toString('base64url'),
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('poster_id').doUpdateSet({ token_hash: hashToken(token) }))
    .execute();
  return { posterId, token };
}
