import { z } from 'zod';
import { phases } from './projects';

/**
 * GET /projects/{id}/checklist: the organiser's day as a path (docs/decisions/065-organiser-day.md). Each item
 * counts with the repository functions of the page where it is handled; the web names the item and links it.
 */

/** The day's three parts, in order: before (준비), on the day (당일), after (마감 후). */
export const checklistParts = ['before', 'day', 'after'] as const;
export type ChecklistPart = (typeof checklistParts)[number];

/** Every item, in the day's order within its part: the first not done is the next step. */
export const checklistItemKeys = {
  before: [
    'criteria',
    'judges',
    'invitations',
    'posters',
    'assignments',
    'presenter_mail',
    'uploads',
    'boards',
    'hall_map',
    'screens',
  ],
  day: ['judging', 'presence', 'screens_online', 'failed_mail', 'questions'],
  after: ['close_judging', 'results', 'publish', 'certificates', 'abstract_book'],
} as const;
export type ChecklistItemKey = (typeof checklistItemKeys)[ChecklistPart][number];
const allKeys = checklistParts.flatMap((p) => checklistItemKeys[p]) as [
  ChecklistItemKey,
  ...ChecklistItemKey[],
];

/**
 * One item: `done` (null: nothing to tick, a count to read), `count` of `total` (total null: a count alone) and,
 * where the item has a second number (links mailed, approved files, boards placed), `second`.
 */
export const checklistItemSchema = z.object({
  key: z.enum(allKeys),
  part: z.enum(checklistParts),
  done: z.boolean().nullable(),
  count: z.number(),
  total: z.number().nullable(),
  second: z.number().nullable(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const checklistSchema = z.object({
  phase: z.enum(phases),
  /** The part the project is in: by its phase, and by its dates while it is still being set up. */
  current_part: z.enum(checklistParts),
  items: z.array(checklistItemSchema),
  /** The first item not done, in the day's order from the current part's start (null: all done). */
  next_step: z.enum(allKeys).nullable(),
});
export type Checklist = z.infer<typeof checklistSchema>;
