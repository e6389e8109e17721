// The SQL of questions to presenters (table poster_questions).
import { sql, type Kysely, type Selectable } from 'kysely';
import { countRowsBy, findRowWhere } from '@server/db/rows';
import { listPages } from '@server/db/paging';
import type { DB, PosterQuestionTable } from '@server/db/schema';
import type { AdminQuestion, Question, QuestionCounts } from '@shared/contracts/attendees';

export type QuestionRow = Selectable<PosterQuestionTable>;

/** Whose reading: a participant reads the public ones and their own, the presenter every one not hidden. */
export type Reader = { kind: 'participant'; participantId: number } | { kind: 'presenter' };

export function toQuestion(row: QuestionRow, participantId: number | null): Question {
  return {
    id: row.id,
    poster_id: row.poster_id,
    text: row.text,
    public: row.public === 1,
    hidden: row.hidden === 1,
    answer: row.answer,
    answered_at: row.answered_at,
    created_at: row.created_at,
    mine: participantId !== null && row.participant_id === participantId,
  };
}

export async function insertQuestion(
  trx: Kysely<DB>,
  row: { project_id: number; poster_id: number; participant_id: number; text: string; public: 0 | 1 },
): Promise<QuestionRow> {
  return trx
    .insertInto('poster_questions')
    .values({ ...row, created_at: new Date().toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The poster's questions the reader may see, oldest first; hidden ones never. */
export async function selectPosterQuestions(
  db: Kysely<DB>,
  projectId: number,
  posterId: number,
  reader: Reader,
): Promise<QuestionRow[]> {
  let q = db
    .selectFrom('poster_questions')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('poster_id', '=', posterId)
    .where('hidden', '=', 0);
  if (reader.kind === 'participant')
    q = q.where((eb) => eb.or([eb('public', '=', 1), eb('participant_id', '=', reader.participantId)]));
  return q.orderBy('id').execute();
}

/** One question of the poster, locked until the write ends (PostgreSQL). */
export async function lockQuestion(
  trx: Kysely<DB>,
  projectId: number,
  posterId: number | null,
  questionId: number,
): Promise<QuestionRow | undefined> {
  const match = { project_id: projectId, id: questionId, ...(posterId !== null && { poster_id: posterId }) };
  return findRowWhere(trx, 'poster_questions', match, { lock: 'update' });
}

export async function updateQuestionRow(
  trx: Kysely<DB>,
  questionId: number,
  set: { answer: string; answered_at: string } | { hidden: 0 | 1 },
): Promise<QuestionRow> {
  return trx
    .updateTable('poster_questions')
    .set(set)
    .where('id', '=', questionId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

const projectQuestions = (db: Kysely<DB>, projectId: number) =>
  db
    .selectFrom('poster_questions as q')
    .innerJoin('posters as p', 'p.id', 'q.poster_id')
    .innerJoin('participants as u', 'u.id', 'q.participant_id')
    .where('q.project_id', '=', projectId);

type AdminQuestionRow = QuestionRow & {
  poster_number: number;
  poster_title: string;
  username: string;
  full_name: string | null;
};

const toAdminQuestion = (r: AdminQuestionRow): AdminQuestion => ({
  ...toQuestion(r, null),
  poster_number: r.poster_number,
  poster_title: r.poster_title,
  asker: r.full_name ?? r.username,
});

/** Every question of the project for the organiser, hidden ones included, newest first. */
export async function selectProjectQuestions(db: Kysely<DB>, projectId: number): Promise<AdminQuestion[]> {
  const rows = await projectQuestions(db, projectId)
    .selectAll('q')
    .select(['p.number as poster_number', 'p.title as poster_title', 'u.username', 'u.full_name'])
    .orderBy('q.id', 'desc')
    .execute();
  return rows.map(toAdminQuestion);
}

/** The organiser's list, each question with its poster and asker: searched by the question, its answer, the
 * poster (P-number, title), the asker. */
export const selectProjectQuestionPage = listPages({
  from: projectQuestions,
  select: (q) =>
    q
      .selectAll('q')
      .select(['p.number as poster_number', 'p.title as poster_title', 'u.username', 'u.full_name']),
  toItem: toAdminQuestion,
  texts: ['q.text', 'q.answer', 'p.title', 'u.full_name', 'u.username'],
  numberRef: 'p.number',
  sorts: {
    // Ascending is newest first: the list's natural order.
    newest: [{ ref: sql`0 - q.id` }],
    poster: [{ ref: 'p.number' }, { ref: sql`0 - q.id` }],
  },
  defaultSort: 'newest',
  tieBreaker: 'q.id',
});

/** The project's questions in all, those waiting for an answer (not hidden) and the hidden ones. */
export async function selectQuestionTotals(db: Kysely<DB>, projectId: number): Promise<QuestionCounts> {
  const row = await db
    .selectFrom('poster_questions')
    .select((eb) => [
      eb.fn.countAll<number>().as('all'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb('hidden', '=', 0), eb('answer', 'is', null)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('waiting'),
      eb.fn.sum<number>(eb.case().when('hidden', '=', 1).then(1).else(0).end()).as('hidden'),
    ])
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return { all: Number(row?.all ?? 0), waiting: Number(row?.waiting ?? 0), hidden: Number(row?.hidden ?? 0) };
}

/**
 * How many questions each of the project's posters has (only `posterId` when given), hidden ones left out as the
 * presenter does not see them; without questions: absent.
 */
export const selectQuestionCounts = (db: Kysely<DB>, projectId: number, posterId?: number) =>
  countRowsBy(db, 'poster_questions', 'poster_id', {
    project_id: projectId,
    hidden: 0,
    ...(posterId !== undefined && { poster_id: posterId }),
  });
