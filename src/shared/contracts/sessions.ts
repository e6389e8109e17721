// The poster hall (docs/decisions/051-poster-sessions.md): poster sessions, board numbering, presenters' presence.
import { z } from 'zod';
import { baseVersionSchema, dateOnlySchema, emptyToNull } from '../schemas';
import { posterPeopleFields, posterRowFields } from './fields';
import { presenceStates } from './values';

export const presenceStateSchema = z.enum(presenceStates, {
  error: 'state must be one of present, away, left',
});
export type PresenceState = z.infer<typeof presenceStateSchema>;

const timeSchema = (field: string) =>
  z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${field} must be a time in the form HH:MM`);

/** When and where a poster session is. */
const sessionWhenFields = {
  name: z.string(),
  /** YYYY-MM-DD */
  date: z.string(),
  /** HH:MM, the end after the start. */
  starts_at: z.string(),
  ends_at: z.string(),
  area: z.string().nullable(),
};

/** A poster session: a time and place where posters are presented (never a login session). */
export const posterSessionSchema = z.object({
  id: z.number(),
  project_id: z.number(),
  ...sessionWhenFields,
  /** How many posters it holds. */
  posters: z.number(),
  version: z.number(),
});
export type PosterSession = z.infer<typeof posterSessionSchema>;

/** A session as a poster, a card or a presenter's page names it. */
export const sessionSummarySchema = z.object({ id: z.number(), ...sessionWhenFields });
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

const sessionFields = {
  name: z.string().trim().min(1, 'name is required').max(100, 'name must be at most 100 characters'),
  date: dateOnlySchema,
  starts_at: timeSchema('starts_at'),
  ends_at: timeSchema('ends_at'),
  area: emptyToNull(z.string().trim().max(200, 'area must be at most 200 characters')),
};
export const posterSessionCreateSchema = z.object({ ...sessionFields, area: sessionFields.area.optional() });
export type PosterSessionCreate = z.infer<typeof posterSessionCreateSchema>;
export const posterSessionUpdateSchema = z.object({ ...sessionFields, version: baseVersionSchema }).partial();
export type PosterSessionUpdate = z.infer<typeof posterSessionUpdateSchema>;

/**
 * POST /boards/numbering. Each poster's board is `prefix`, then (with per_session and a session) the session's
 * name and "-", then its place in the sequence padded to `width` digits; with per_session the sequence restarts
 * in each session. One author's posters (the same presenter, else the same first author) stay adjacent.
 */
export const boardNumberingSchema = z.object({
  pattern: z
    .object({
      prefix: z.string().trim().max(20, 'prefix must be at most 20 characters').default(''),
      per_session: z.boolean().default(true),
      width: z.coerce
        .number({ error: 'width must be a whole number' })
        .int('width must be a whole number')
        .min(1, 'width must be at least 1')
        .max(4, 'width must be at most 4')
        .default(2),
    })
    .strict(),
  apply: z.boolean().default(false),
});
export type BoardNumbering = z.infer<typeof boardNumberingSchema>;

export const boardRowSchema = z.object({
  ...posterPeopleFields,
  session_name: z.string().nullable(),
  board: z.string().nullable(),
  new_board: z.string(),
  changed: z.boolean(),
});
export const boardNumberingResultSchema = z.object({
  applied: z.boolean(),
  changed: z.number(),
  items: z.array(boardRowSchema),
});
export type BoardNumberingResult = z.infer<typeof boardNumberingResultSchema>;

/** The organiser's board list: every poster with its board, session and presenter's presence. */
export const boardListItemSchema = z.object({
  ...posterRowFields,
  presenter_name: z.string().nullable(),
  board: z.string().nullable(),
  session: sessionSummarySchema.nullable(),
  presenter_presence: presenceStateSchema.nullable(),
  presence_at: z.string().nullable(),
});
export type BoardListItem = z.infer<typeof boardListItemSchema>;

export const presenceInputSchema = z.object({ state: presenceStateSchema });
/** The presenter's own presence and their session's window. */
export const presenterPresenceSchema = z.object({
  poster_id: z.number(),
  state: presenceStateSchema.nullable(),
  at: z.string().nullable(),
  board: z.string().nullable(),
  session: sessionSummarySchema.nullable(),
});
export type PresenterPresence = z.infer<typeof presenterPresenceSchema>;
