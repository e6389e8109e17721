// Participants: added by an admin or signing up, logging in, and removed by an admin.
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '@server/db/constraint-errors';
import type { DB } from '@server/db/schema';
import { allFound, AppError, notFound } from '@server/errors';
import { endSessionsOf, hashPassword, type Login, loginScope, performLogin } from '@server/modules/auth';
import { getProjectById, getProjectState } from '@server/modules/projects';
import type { Participant, ParticipantCreate } from '@shared/contracts/participants';
import type { MailLanguage } from '@shared/contracts/mail';
import { mailIsOn, type MailSettings, mailTemplates, queueMail } from '@server/modules/mail';
import * as repo from './participants.repository';

export const listParticipants = repo.selectParticipants;
export const listParticipantPage = repo.selectParticipantPage;

/** The specified words for API users (docs/product.md#messages); the code says which of the two is taken. */
const taken = (which: 'username' | 'email') =>
  new AppError(which === 'email' ? 'EMAIL_TAKEN' : 'USERNAME_TAKEN', 'ID or email already exists', {
    field: which,
  });

/**
 * Adds a participant, by an admin or signing up: the same rules (a username and an email, in any letter case,
 * once per project). The project row is locked first, so two of these in the same project take turns and the
 * check still holds at the insert; signing up also needs the project active (docs/product.md#access), checked there.
 * Signing up does not log in: the person logs in next, as the sign-up screen says (docs/product.md#screens).
 */
export async function createParticipant(
  db: Kysely<DB>,
  projectId: number,
  input: ParticipantCreate,
  how: 'admin' | 'signUp',
  /** Signing up: the welcome mail (written in the sign-up's transaction when mail is on). */
  welcome?: { settings: MailSettings; language: MailLanguage },
): Promise<Participant> {
  const password_hash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const project = await getProjectState(trx, projectId, 'update');
      if (how === 'signUp' && project.is_active !== 1)
        throw new AppError('PROJECT_INACTIVE', 'This project is currently inactive');
      const which = await repo.findTakenUsernameOrEmail(trx, projectId, input.username, input.email);
      if (which) throw taken(which);
      const person = { username: input.username, email: input.email, full_name: input.full_name ?? null };
      const [row] = await repo.insertParticipants(trx, projectId, [{ ...person, password_hash }]);
      if (welcome && mailIsOn(welcome.settings)) await queueWelcome(trx, projectId, row!, welcome);
      return row!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken('username');
    throw err;
  }
}

async function queueWelcome(
  trx: Kysely<DB>,
  projectId: number,
  participant: Participant,
  { settings, language }: { settings: MailSettings; language: MailLanguage },
): Promise<void> {
  const publicUrl = settings.publicUrl!;
  const project = await getProjectById(trx, projectId);
  const url = `${publicUrl}/projects/${encodeURIComponent(project.slug)}/user/login`;
  await queueMail(trx, projectId, publicUrl, [
    {
      kind: 'welcome',
      key: `welcome:${projectId}:${participant.id}`,
      to: participant.email,
      toName: participant.full_name,
      language,
      content: mailTemplates.welcome(language, {
        project: project.name,
        name: participant.full_name,
        username: participant.username,
        url,
      }),
      person: { type: 'participant', id: participant.id },
    },
  ]);
}

export const loginParticipant: Login<Participant> = async (db, settings, attempt, projectId) => {
  const { account, session } = await performLogin(db, settings, attempt, {
    scope: loginScope.participant(projectId),
    find: () => repo.findParticipantForLogin(db, projectId, attempt.username),
    principal: (participant) => ({ kind: 'user', id: participant.id, projectId: participant.project_id }),
    failedMessage: 'Login failed, check your ID and password',
  });
  return { account: repo.toParticipant(account), session };
};

/**
 * Deletes the chosen participants in one transaction, with the single delete's check for each: every one must be
 * a participant of this project, or nothing is deleted (404 naming the others). Their sessions end with them.
 */
export async function deleteParticipants(db: Kysely<DB>, projectId: number, ids: number[]): Promise<number> {
  const wanted = [...new Set(ids)];
  return db.transaction().execute(async (trx) => {
    allFound('Participant', wanted, await repo.lockParticipants(trx, projectId, wanted));
    for (const id of wanted) {
      await repo.deleteParticipantRow(trx, projectId, id);
      await endSessionsOf(trx, 'user', id);
    }
    return wanted.length;
  });
}

export async function deleteParticipant(
  db: Kysely<DB>,
  projectId: number,
  participantId: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await repo.deleteParticipantRow(trx, projectId, participantId))) throw notFound('Participant');
    await endSessionsOf(trx, 'user', participantId);
  });
}
