// Screens in the poster hall and the kiosk they show (docs/decisions/052-screens-and-the-kiosk.md).
import { z } from 'zod';
import { hallPlanViewSchema } from './hall';
import { idParam, linkToken, optionalText, wholeNumber } from '../schemas';
import { posterSchema } from './posters';

export const orientations = ['landscape', 'portrait'] as const;

/**
 * A paired kiosk says it is alive with a small request this often while it has a network (POST /kiosk/heartbeat;
 * docs/decisions/071-poster-day-finishing.md). Half the server's write interval, so a live kiosk's stored time is
 * never more than about a minute and a half old.
 */
export const KIOSK_HEARTBEAT_MS = 30_000;
/**
 * A screen is online while its kiosk is paired and was seen within this long: the stored time of a live kiosk is
 * at most 90 s old (a beat every 30 s, written at most once a minute), so three minutes leaves room for a beat
 * or two lost to a busy network before the organiser reads "last seen".
 */
export const SCREEN_ONLINE_MS = 3 * 60_000;

/**
 * What a screen shows: the approved posters of these categories, these poster sessions and these posters (any
 * matches); all empty or absent: every approved poster. Strict, so a field can be added without touching stored
 * rows (`session_ids` was, docs/decisions/058-kiosk-hand-off-and-session-rosters.md).
 */
export const rosterSchema = z.strictObject({
  categories: z
    .array(z.string().trim().min(1, 'a category is empty').max(100, 'a category is too long'))
    .max(100, 'at most 100 categories')
    .optional(),
  poster_ids: z.array(idParam).max(2000, 'at most 2000 posters').optional(),
  /** Poster sessions of the project (module `sessions`); another project's is refused with INVALID_CHOICE. */
  session_ids: z.array(idParam).max(200, 'at most 200 sessions').optional(),
});
export type Roster = z.infer<typeof rosterSchema>;

export const screenInputSchema = z.object({
  name: z.string().trim().min(1, 'name is required').max(100, 'name must be at most 100 characters'),
  place: optionalText('place', 200),
  orientation: z.enum(orientations).default('landscape'),
  roster: rosterSchema.default({}),
  /** Seconds without a touch before the kiosk goes home (twice as long: the attract loop). */
  idle_seconds: wholeNumber('idle_seconds', 5, 3600).default(60),
});
export type ScreenInput = z.input<typeof screenInputSchema>;
export type ScreenFieldsInput = z.infer<typeof screenInputSchema>;

export const screenSchema = z.object({
  id: z.number(),
  project_id: z.number(),
  name: z.string(),
  place: z.string().nullable(),
  orientation: z.enum(orientations),
  roster: rosterSchema,
  idle_seconds: z.number(),
  /** The pairing link: opened on the screen's computer, it starts the kiosk (revoking makes a new one). */
  url: z.string(),
  created_at: z.string(),
  /** When its kiosk last said it was alive (its pairing, then its heartbeat); null: never seen, never paired. */
  last_seen_at: z.string().nullable(),
  /** Paired now and seen within SCREEN_ONLINE_MS (by the server's clock when answered). */
  online: z.boolean(),
});
export type Screen = z.infer<typeof screenSchema>;

export const screenListSchema = z.object({ items: z.array(screenSchema) });

/** POST /kiosk/access: the pairing link's token. */
export const kioskAccessSchema = z.object({ token: linkToken(200) });

/** What the kiosk knows of its screen (the answer of POST /kiosk/access and part of GET /kiosk/posters). */
export const kioskScreenSchema = z.object({
  id: z.number(),
  project_id: z.number(),
  name: z.string(),
  orientation: z.enum(orientations),
  idle_seconds: z.number(),
});
export type KioskScreen = z.infer<typeof kioskScreenSchema>;

export const kioskPosterSchema = posterSchema.pick({
  id: true,
  number: true,
  /** Where it hangs in the hall: visitors search by it, and the poster view shows it on the hall map. */
  board: true,
  title: true,
  author: true,
  affiliation: true,
  category: true,
  keywords: true,
  /** The narration: the kiosk plays it and keeps it offline (decision 057). */
  audio_file: true,
  pages: true,
});
export type KioskPoster = z.infer<typeof kioskPosterSchema>;

export const kioskPostersQuerySchema = z.object({
  q: z.string().trim().max(200, 'q must be at most 200 characters').optional(),
});

export const kioskPostersSchema = z.object({
  screen: kioskScreenSchema,
  items: z.array(kioskPosterSchema),
  /** The hall's plan with the boards on it (decision 059), or null while the project has none. */
  hall_map: hallPlanViewSchema.nullable(),
});
export type KioskPosters = z.infer<typeof kioskPostersSchema>;
