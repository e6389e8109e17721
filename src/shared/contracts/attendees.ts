// The attendees module's contracts: a participant's favourites ("my list") and questions to presenters
// (docs/decisions/053-favourites-and-questions.md).
import { z } from 'zod';
import { pageSchema } from '../paging';
import { posterSchema } from './posters';
import { ANSWER_MAX, QUESTION_MAX } from './values';

/**
 * A starred poster as "my list" shows it (kept offline on the phone: everything the list needs): with its board
 * and its session (name, date, time window, area), the hall's order and what a visitor walks to, and the
 * gallery's picture (decision 066; a thumbnail not kept offline shows the placeholder there).
 */
export const favoritePosterSchema = posterSchema
  .pick({
    id: true,
    number: true,
    title: true,
    author: true,
    affiliation: true,
    category: true,
    board: true,
    session: true,
    picture: true,
  })
  .extend({ starred_at: z.string() });
export type FavoritePoster = z.infer<typeof favoritePosterSchema>;

/** GET /favorites and the answer of a star or unstar: the participant's list, in the stored order (by id). */
export const favoritesSchema = z.object({ posters: z.array(favoritePosterSchema) });
export type Favorites = z.infer<typeof favoritesSchema>;

/** Questions one participant may ask a minute (429 TOO_MANY past it). */
export const QUESTIONS_PER_MINUTE = 5;

const plainText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

export const questionCreateSchema = z.object({
  text: plainText('text', QUESTION_MAX),
  /** true: every participant of the project reads it; false: the presenter only. */
  public: z.boolean({ error: 'public must be true or false' }),
});
export type QuestionCreate = z.infer<typeof questionCreateSchema>;

export const answerSchema = z.object({ answer: plainText('answer', ANSWER_MAX) });
export type AnswerInput = z.infer<typeof answerSchema>;

export const questionHideSchema = z.object({ hidden: z.boolean({ error: 'hidden must be true or false' }) });
export type QuestionHide = z.infer<typeof questionHideSchema>;

/** A question as its readers see it: `mine` for its asker; the asker's name only for the organiser. */
export const questionSchema = z.object({
  id: z.number(),
  poster_id: z.number(),
  text: z.string(),
  public: z.boolean(),
  hidden: z.boolean(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
  mine: z.boolean(),
});
export type Question = z.infer<typeof questionSchema>;

/** The organiser's list: every question of the project with its poster and asker. */
export const adminQuestionSchema = questionSchema.extend({
  poster_number: z.number(),
  poster_title: z.string(),
  asker: z.string(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

/**
 * The organiser's list in pages (decision 026): `newest` first by default (the other way round with dir=desc), or
 * by poster number. A page also counts the project's questions in all, waiting for an answer and hidden.
 */
export const adminQuestionSorts = ['newest', 'poster'] as const;
export type AdminQuestionSort = (typeof adminQuestionSorts)[number];
export const questionCountsSchema = z.object({ all: z.number(), waiting: z.number(), hidden: z.number() });
export type QuestionCounts = z.infer<typeof questionCountsSchema>;
export const adminQuestionPageSchema = pageSchema(adminQuestionSchema).extend({
  counts: questionCountsSchema,
});
export type AdminQuestionPage = z.infer<typeof adminQuestionPageSchema>;

/** The presenter's questions: those not hidden, and how many wait for an answer. */
export const presenterQuestionsSchema = z.object({
  unanswered: z.number(),
  questions: z.array(questionSchema),
});
export type PresenterQuestions = z.infer<typeof presenterQuestionsSchema>;
