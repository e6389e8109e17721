// A participant's password reset (docs/decisions/044-mail.md): the request answers the same whatever the address,
// and only queues a job; the job finds the participant and writes the link and its mail; the link sets a new
// password once, within the hour.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '@server/db/schema';
import { AppError, tooMany } from '@server/errors';
import { mailLanguages, type MailLanguage } from '@shared/contracts/mail';
import { countLimitedRequest, endSessionsOf, hashPassword, hashToken } from '@server/modules/auth';
import { enqueue, type Job, jobKind } from '@server/modules/jobs';
import { mailIsOn, type MailSettings, mailTemplates, queueMail } from '@server/modules/mail';
import { getProjectById } from '@server/modules/projects';
import { findParticipantByEmail, updatePasswordHash } from './participants.repository';
import * as repo from './password-reset.repository';

export const PASSWORD_RESET_JOB = 'password-reset';
export const RESET_LINK_MS = 3600_000;
/** Requests per address, and per client address, in the login throttle's 15-minute window. */
export const RESET_LIMITS = { perAddress: 3, perClient: 20 } as const;

/** Finds the participant of a reset request and writes the link's mail (declared in participants.jobs.ts). */
export const passwordResetJob = jobKind({
  name: PASSWORD_RESET_JOB,
  payload: z.object({ email: z.string(), language: z.enum(mailLanguages) }),
});
type ResetPayload = z.infer<typeof passwordResetJob.payload>;

const tooManyResets = () => tooMany('Too many password reset requests. Try again in 15 minutes.', 900);

/**
 * A reset request: limited per address and per client (429 past either, whatever the address), then one job
 * queued whether or not the address belongs to a participant, so the answer and its time say nothing about it.
 * Mail off: nothing is queued (the answer is the same).
 */
export async function requestPasswordReset(
  db: Kysely<DB>,
  settings: MailSettings,
  projectId: number,
  input: { email: string; language: MailLanguage; ip: string },
): Promise<void> {
  const address = input.email.trim().toLowerCase();
  if (!(await countLimitedRequest(db, `r|${projectId}:${address}`, RESET_LIMITS.perAddress)))
    throw tooManyResets();
  if (!(await countLimitedRequest(db, `rc|${input.ip}`, RESET_LIMITS.perClient))) throw tooManyResets();
  if (!mailIsOn(settings)) return;
  await db
    .transaction()
    .execute((trx) =>
      enqueue(
        trx,
        passwordResetJob,
        { email: address, language: input.language },
        { projectId, key: `${PASSWORD_RESET_JOB}:${crypto.randomUUID()}` },
      ),
    );
}

/**
 * The job: finds the participant by address (none: nothing happens), stores a new link (its token hashed) and
 * writes the mail, in one transaction. Keyed by the request: run twice, it writes one link and one mail.
 */
export function passwordResetHandler(db: Kysely<DB>, settings: MailSettings) {
  return async (job: Job<ResetPayload>): Promise<void> => {
    if (!mailIsOn(settings) || job.projectId === null) return;
    const projectId = job.projectId;
    const requestKey = job.key ?? `job:${job.id}`;
    await db.transaction().execute(async (trx) => {
      const participant = await findParticipantByEmail(trx, projectId, job.payload.email);
      if (!participant) return;
      const token = crypto.randomBytes(32).toString('base64url');
      const now = new Date();
      const stored = await repo.insertPasswordReset(trx, {
        project_id: projectId,
        participant_id: participant.id,
        token_hash: hashToken(token),
        request_key: requestKey,
        expires_at: new Date(now.getTime() + RESET_LINK_MS).toISOString(),
        used_at: null,
        created_at: now.toISOString(),
      });
      if (!stored) return;
      const project = await getProjectById(trx, projectId);
      const url = `${settings.publicUrl}/projects/${encodeURIComponent(project.slug)}/user/password-reset/${token}`;
      const language = job.payload.language;
      await queueMail(trx, projectId, settings.publicUrl, [
        {
          kind: 'password-reset',
          key: requestKey,
          to: participant.email,
          toName: participant.full_name,
          language,
          content: mailTemplates.passwordReset(language, {
            project: project.name,
            name: participant.full_name,
            url,
          }),
          person: { type: 'participant', id: participant.id },
        },
      ]);
    });
  };
}

/**
 * Sets a new password with a reset link: once, within the hour. Unknown, used or expired: 400
 * RESET_LINK_INVALID (one code: which of them it was helps nobody but a guesser). Every session of the
 * participant ends, and every other link of theirs stops working.
 */
export async function confirmPasswordReset(
  db: Kysely<DB>,
  projectId: number,
  input: { token: string; password: string },
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    const link = await repo.lockPasswordReset(trx, projectId, hashToken(input.token));
    if (!link || link.used_at !== null || Date.parse(link.expires_at) <= Date.now())
      throw new AppError(
        'RESET_LINK_INVALID',
        'This password reset link is not valid, was already used or has expired: ask for a new one',
      );
    await updatePasswordHash(trx, projectId, link.participant_id, passwordHash);
    await repo.updatePasswordResetsUsed(trx, projectId, link.participant_id, new Date().toISOString());
    await endSessionsOf(trx, 'user', link.participant_id);
  });
}
