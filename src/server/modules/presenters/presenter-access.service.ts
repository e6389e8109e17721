// A presenter signs in with their poster's link, as often as they like until the project's deadline.
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { AppError } from '@server/errors';
import type { PresenterSignIn } from '@shared/contracts/submissions';
import { hashToken, type LoginResult, startSession } from '@server/modules/auth';
import { isSubmissionOpen, readSubmissionSettings } from '@server/modules/submissions';
import { findLinkByHash } from './presenter-links.repository';

/**
 * Signs the presenter in: a token no link of this project has (another project's, or one replaced) is 400
 * LINK_INVALID; after the deadline 410 LINK_EXPIRED. Reusable until then (a presenter comes back to fix a
 * file); the session it starts names the poster.
 */
export async function usePresenterLink(
  db: Kysely<DB>,
  projectId: number,
  token: string,
  sessionTtlMs: number,
  previousToken: string | undefined,
): Promise<LoginResult<PresenterSignIn>> {
  const link = await findLinkByHash(db, projectId, hashToken(token));
  if (!link)
    throw new AppError(
      'LINK_INVALID',
      'This presenter link is not valid: it may have been replaced by a newer one',
    );
  // The project is active (the route says so): only the deadline can have closed submission.
  if (!isSubmissionOpen(await readSubmissionSettings(db, projectId), true))
    throw new AppError(
      'LINK_EXPIRED',
      'The deadline for poster files has passed: this link no longer signs in',
    );
  const session = await startSession(
    db,
    { kind: 'presenter', id: link.poster_id, projectId },
    sessionTtlMs,
    previousToken,
  );
  const account: PresenterSignIn = {
    project_id: link.project_id,
    poster_id: link.poster_id,
    number: link.number,
    title: link.title,
    presenter_name: link.presenter_name,
  };
  return { account, session };
}
