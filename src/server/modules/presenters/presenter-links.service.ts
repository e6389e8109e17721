// Presenters' personal links: made from a stored nonce with the link secret, so a link can be shown again (the
// CSV of links) without its token being stored; only the token's sha256 is (docs/decisions/041-poster-files.md).
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { notFound } from '@server/errors';
import type { PresenterLink } from '@shared/contracts/submissions';
import { recordChange } from '@server/modules/audit';
import { endSessionsOf, hashToken } from '@server/modules/auth';
import { selectPosterExists } from '@server/modules/posters';
import { getProjectById } from '@server/modules/projects';
import { readSubmissionSettings } from '@server/modules/submissions';
import * as repo from './presenter-links.repository';

/** The token of a poster's link: base64url(HMAC-SHA256(secret, "<poster id>:<nonce>")). */
export function presenterToken(secret: Buffer, posterId: number, nonce: string): string {
  return crypto.createHmac('sha256', secret).update(`${posterId}:${nonce}`).digest('base64url');
}

export const presenterUrl = (origin: string, slug: string, token: string) =>
  `${origin}/projects/${encodeURIComponent(slug)}/presenter/link/${token}`;

/** A new link of a poster: a fresh nonce, the token made from it, and what is stored (its hash). */
function newLink(secret: Buffer, posterId: number): repo.NewLink & { token: string } {
  const nonce = crypto.randomBytes(16).toString('base64url');
  const token = presenterToken(secret, posterId, nonce);
  return { poster_id: posterId, nonce, token_hash: hashToken(token), token };
}

/** What a link needs to be shown: the project's address and the secret. */
export type LinkContext = { secret: Buffer; origin: string };

/**
 * Issues the poster's personal link; an earlier one stops working and the sessions it started end. It works
 * until the project's deadline (read when it is used: moving the deadline moves it), or always without one.
 */
export async function issuePresenterLink(
  db: Kysely<DB>,
  ctx: LinkContext,
  projectId: number,
  posterId: number,
): Promise<PresenterLink> {
  const project = await getProjectById(db, projectId);
  const link = newLink(ctx.secret, posterId);
  await db.transaction().execute(async (trx) => {
    if (!(await selectPosterExists(trx, projectId, posterId, 'share'))) throw notFound('Poster');
    const { token: _token, ...stored } = link;
    await repo.replacePresenterLink(trx, projectId, stored);
    await endSessionsOf(trx, 'presenter', posterId);
    await recordChange(trx, projectId, {
      kind: 'presenter.link_issued',
      poster_id: posterId,
      summary: 'Presenter link issued (an earlier one stops working)',
      detail: {},
    });
  });
  const { deadline } = await readSubmissionSettings(db, projectId);
  return { url: presenterUrl(ctx.origin, project.slug, link.token), expires_at: deadline };
}

/**
 * Gives a link to each poster of the project without one (or each of `posterIds` without one); links already
 * issued are never replaced. Answers how many were issued.
 */
export async function issueMissingLinks(
  db: Kysely<DB>,
  secret: Buffer,
  projectId: number,
  posterIds?: readonly number[],
): Promise<number> {
  return db.transaction().execute((trx) => issueMissingLinksIn(trx, secret, projectId, posterIds));
}

/** `issueMissingLinks` inside the caller's transaction (a batch of upload requests issues what is missing). */
export async function issueMissingLinksIn(
  trx: Kysely<DB>,
  secret: Buffer,
  projectId: number,
  posterIds?: readonly number[],
): Promise<number> {
  const missing = await repo.selectPostersWithoutLink(trx, projectId, posterIds);
  if (missing.length === 0) return 0;
  await repo.insertMissingLinks(
    trx,
    projectId,
    missing.map((id) => {
      const { token: _token, ...stored } = newLink(secret, id);
      return stored;
    }),
  );
  await recordChange(trx, projectId, {
    kind: 'presenter.link_issued',
    summary: `Presenter links issued for ${missing.length} poster(s) that had none`,
    detail: { posters: missing.length },
  });
  return missing.length;
}

/** The URL of each poster's current link, made again from its nonce. */
export async function currentLinkUrls(
  db: Kysely<DB>,
  ctx: LinkContext,
  projectId: number,
): Promise<Map<number, string>> {
  const project = await getProjectById(db, projectId);
  const nonces = await repo.selectLinkNonces(db, projectId);
  const urls = new Map<number, string>();
  for (const [posterId, nonce] of nonces)
    urls.set(posterId, presenterUrl(ctx.origin, project.slug, presenterToken(ctx.secret, posterId, nonce)));
  return urls;
}
