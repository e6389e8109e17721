// Judges' sign-in links: a random single-use token (stored hashed) that expires when judging closes.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { AppError, notFound } from '@server/errors';
import { hashToken, type LoginResult, startSession } from '@server/modules/auth';
import { getProjectById } from '@server/modules/projects';
import type { AccessLink, JudgeLoginResponse } from '@shared/contracts/judging';
import * as repo from './access-link.repository';
import { selectJudgeExists } from '@server/modules/judges';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a link made now expires: the project's closing time when it is still ahead, else in 24 hours. */
export function linkExpiry(closesAt: string | null, now = Date.now()): string {
  if (closesAt !== null && Date.parse(closesAt) > now) return new Date(closesAt).toISOString();
  return new Date(now + DAY_MS).toISOString();
}

export const accessUrl = (origin: string, slug: string, token: string) =>
  `${origin}/projects/${encodeURIComponent(slug)}/judge/link/${token}`;

/** Issues a judge's sign-in link; the judge's earlier link, used or not, stops working. */
export async function issueAccessLink(
  db: Kysely<DB>,
  projectId: number,
  judgeId: number,
  origin: string,
): Promise<AccessLink> {
  const project = await getProjectById(db, projectId);
  const token = crypto.randomBytes(32).toString('base64url');
  const expires_at = linkExpiry(project.judging_closes_at);
  await db.transaction().execute(async (trx) => {
    if (!(await selectJudgeExists(trx, projectId, judgeId, 'share'))) throw notFound('Judge');
    await repo.replaceAccessLink(trx, projectId, judgeId, hashToken(token), expires_at);
  });
  return { url: accessUrl(origin, project.slug, token), expires_at };
}

/**
 * Issues a judge's sign-in link inside the caller's transaction (an invitation mail carrying it is written in the
 * same one); the judge's earlier link stops working. Answers the token and when it expires.
 */
export async function replaceAccessLinkIn(
  trx: Kysely<DB>,
  projectId: number,
  judgeId: number,
  closesAt: string | null,
): Promise<{ token: string; expires_at: string }> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expires_at = linkExpiry(closesAt);
  await repo.replaceAccessLink(trx, projectId, judgeId, hashToken(token), expires_at);
  return { token, expires_at };
}

/** Signs the judge in with the link's token, once: unknown 400, used or expired 410. */
export async function useAccessLink(
  db: Kysely<DB>,
  projectId: number,
  token: string,
  sessionTtlMs: number,
  previousToken: string | undefined,
): Promise<LoginResult<JudgeLoginResponse>> {
  return db.transaction().execute(async (trx) => {
    const link = await repo.lockAccessLink(trx, projectId, hashToken(token));
    if (!link)
      throw new AppError(
        'LINK_INVALID',
        'This sign-in link is not valid: it may have been replaced by a newer one',
      );
    if (link.used_at !== null)
      throw new AppError(
        'LINK_USED',
        'This sign-in link has already been used: ask the organiser for a new one',
      );
    if (Date.parse(link.expires_at) <= Date.now())
      throw new AppError('LINK_EXPIRED', 'This sign-in link has expired: ask the organiser for a new one');
    await repo.updateAccessLinkUsed(trx, projectId, link.judge_id);
    const session = await startSession(
      trx,
      { kind: 'judge', id: link.judge_id, projectId },
      sessionTtlMs,
      previousToken,
    );
    const account = {
      id: link.judge_id,
      judge_id: link.judge_id,
      username: link.username,
      full_name: link.full_name,
      email: link.email,
      project_id: link.project_id,
    };
    return { account, session };
  });
}
