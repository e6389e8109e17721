// Questions to presenters: a participant asks on a poster's page (public or private), the presenter reads and
// answers on their page, the organiser hides one; a new question is mailed to the presenter in its transaction
// (docs/decisions/053-favourites-and-questions.md).
import type { Kysely } from 'kysely';
import { isForeignKeyViolation } from '@server/db/constraint-errors';
import type { DB } from '@server/db/schema';
import { forbidden, notFound, tooMany } from '@server/errors';
import {
  QUESTIONS_PER_MINUTE,
  type AdminQuestion,
  type AdminQuestionPage,
  type AdminQuestionSort,
  type PresenterQuestions,
  type Question,
  type QuestionCreate,
} from '@shared/contracts/attendees';
import { displayId } from '@shared/format';
import type { ListParams } from '@shared/paging';
import { recordChange } from '@server/modules/audit';
import { countLimitedRequest } from '@server/modules/auth';
import { mailIsOn, type MailSettings, mailTemplates, queueMail } from '@server/modules/mail';
import { lockPosterPresenter, selectPosterExists } from '@server/modules/posters';
import { currentLinkUrls } from '@server/modules/presenters';
import { getProjectById } from '@server/modules/projects';
import * as repo from './questions.repository';

/** Mail on or off, and the secret the presenter's link in the mail is made from. */
export type QuestionMailContext = { settings: MailSettings; secret: () => Buffer };

const tooManyQuestions = () =>
  tooMany(`You can ask ${QUESTIONS_PER_MINUTE} questions a minute. Wait a moment and try again.`, 60);

/** The poster's questions a participant reads: the public ones and their own, never hidden ones. */
export async function listPosterQuestions(
  db: Kysely<DB>,
  projectId: number,
  participantId: number,
  posterId: number,
): Promise<Question[]> {
  if (!(await selectPosterExists(db, projectId, posterId))) throw notFound('Poster');
  const rows = await repo.selectPosterQuestions(db, projectId, posterId, {
    kind: 'participant',
    participantId,
  });
  return rows.map((r) => repo.toQuestion(r, participantId));
}

/**
 * Asks the poster's presenter a question: at most QUESTIONS_PER_MINUTE a minute per participant (one atomic
 * count shared by every instance, 429 TOO_MANY past it), then the question and, when the poster has a presenter's
 * address and mail is on, its mail in one transaction.
 */
export async function askQuestion(
  db: Kysely<DB>,
  mail: QuestionMailContext,
  projectId: number,
  participantId: number,
  posterId: number,
  input: QuestionCreate,
): Promise<Question> {
  if (!(await countLimitedRequest(db, `q|${projectId}:${participantId}`, QUESTIONS_PER_MINUTE, 60_000)))
    throw tooManyQuestions();
  try {
    const row = await db.transaction().execute(async (trx) => {
      const poster = await lockPosterPresenter(trx, projectId, posterId);
      if (!poster) throw notFound('Poster');
      const question = await repo.insertQuestion(trx, {
        project_id: projectId,
        poster_id: posterId,
        participant_id: participantId,
        text: input.text,
        public: input.public ? 1 : 0,
      });
      const to = poster.presenter_email?.trim();
      if (to && mailIsOn(mail.settings)) {
        const project = await getProjectById(trx, projectId);
        const links = await currentLinkUrls(
          trx,
          { secret: mail.secret(), origin: mail.settings.publicUrl },
          projectId,
        );
        await queueMail(trx, projectId, mail.settings.publicUrl, [
          {
            kind: 'presenter-question',
            key: `presenter-question:${projectId}:${question.id}`,
            to,
            toName: poster.presenter_name,
            language: 'ko',
            content: mailTemplates.presenterQuestion('ko', {
              project: project.name,
              name: poster.presenter_name,
              poster: displayId('P', poster.number),
              title: poster.title,
              url: links.get(posterId) ?? null,
            }),
            person: { type: 'presenter', id: posterId },
          },
        ]);
      }
      return question;
    });
    return repo.toQuestion(row, participantId);
  } catch (err) {
    if (isForeignKeyViolation(err)) throw notFound('Poster');
    throw err;
  }
}

/** The presenter's questions: every one of their poster not hidden, and how many wait for an answer. */
export async function presenterQuestions(
  db: Kysely<DB>,
  projectId: number,
  posterId: number,
): Promise<PresenterQuestions> {
  const rows = await repo.selectPosterQuestions(db, projectId, posterId, { kind: 'presenter' });
  return {
    unanswered: rows.filter((r) => r.answer === null).length,
    questions: rows.map((r) => repo.toQuestion(r, null)),
  };
}

/** The presenter answers a question of their own poster (403 for another poster's; 404 for a hidden one). */
export async function answerQuestion(
  db: Kysely<DB>,
  projectId: number,
  presenterPosterId: number,
  posterId: number,
  questionId: number,
  text: string,
): Promise<Question> {
  if (posterId !== presenterPosterId)
    throw forbidden("Only this poster's presenter can answer its questions");
  const row = await db.transaction().execute(async (trx) => {
    const q = await repo.lockQuestion(trx, projectId, posterId, questionId);
    if (!q || q.hidden === 1) throw notFound('Question');
    return repo.updateQuestionRow(trx, questionId, { answer: text, answered_at: new Date().toISOString() });
  });
  return repo.toQuestion(row, null);
}

/** The organiser hides a question (or shows it again); recorded in the audit log. */
export async function hideQuestion(
  db: Kysely<DB>,
  projectId: number,
  posterId: number,
  questionId: number,
  hidden: boolean,
): Promise<Question> {
  const row = await db.transaction().execute(async (trx) => {
    const q = await repo.lockQuestion(trx, projectId, posterId, questionId);
    if (!q) throw notFound('Question');
    const updated = await repo.updateQuestionRow(trx, questionId, { hidden: hidden ? 1 : 0 });
    await recordChange(trx, projectId, {
      kind: hidden ? 'question.hidden' : 'question.shown',
      poster_id: posterId,
      summary: hidden ? 'Question hidden from participants' : 'Question shown again',
      detail: { question_id: questionId },
    });
    return updated;
  });
  return repo.toQuestion(row, null);
}

export const listProjectQuestions = (db: Kysely<DB>, projectId: number): Promise<AdminQuestion[]> =>
  repo.selectProjectQuestions(db, projectId);

/** One page of the organiser's list, with the project's counts. */
export async function listProjectQuestionPage(
  db: Kysely<DB>,
  projectId: number,
  params: ListParams<AdminQuestionSort>,
): Promise<AdminQuestionPage> {
  const [page, counts] = await Promise.all([
    repo.selectProjectQuestionPage(db, projectId, params),
    repo.selectQuestionTotals(db, projectId),
  ]);
  return { ...page, counts };
}
