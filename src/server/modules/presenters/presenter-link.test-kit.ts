// A presenter's link written straight to the database (tests that need a signed-in presenter, not the links).
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { DB } from '@server/db/schema';
import { clientFrom, type Client, type TestApp } from '@server/test/test-app';
import { hashToken } from '@server/modules/auth/session.service';
import { refreshPosterSearch } from '@server/modules/poster-search';

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
  await refreshPosterSearch(db, [posterId]);
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

/** The poster's presenter signed in by such a link (POST /presenter/access answers 200), as a client of the app. */
export async function signInPresenter(
  t: TestApp,
  projectId: number,
  posterId: number,
  presenter: { presenter_name?: string | null; presenter_email?: string | null } = {},
): Promise<Client> {
  const { token } = await makePresenterLink(t.db, projectId, posterId, presenter);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/presenter/access`,
    payload: { token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return clientFrom(t.app, res);
}
