import { z } from 'zod';
import { judgeContactFields } from './people';
import { posterRowFields } from './posters';

/** The live dashboard's read (issue 15): progress per judge and per poster, and the spread of totals. */

export const judgeStatuses = ['unassigned', 'not_started', 'behind', 'on_track', 'done'] as const;
export type JudgeStatus = (typeof judgeStatuses)[number];

export const judgeProgressRowSchema = z.object({
  judge_id: z.number(),
  ...judgeContactFields,
  assigned: z.number(),
  completed: z.number(),
  status: z.enum(judgeStatuses),
});
export type JudgeProgressRow = z.infer<typeof judgeProgressRowSchema>;

export const posterCoverageSchema = z.object({
  ...posterRowFields,
  assigned: z.number(),
  evaluated: z.number(),
});
export type PosterCoverage = z.infer<typeof posterCoverageSchema>;

export const projectProgressSchema = z.object({
  total_assignments: z.number(),
  completed_assignments: z.number(),
  progress_percentage: z.number(),
  /** Judges, those furthest behind first. */
  judges: z.array(judgeProgressRowSchema),
  /** Posters, the least covered first. */
  posters: z.array(posterCoverageSchema),
  /** Evaluations per band of total score (ten bands from 0 to the highest possible total). */
  distribution: z.object({
    max_total: z.number(),
    bins: z.array(z.object({ from: z.number(), to: z.number(), count: z.number() })),
  }),
});
export type ProjectProgress = z.infer<typeof projectProgressSchema>;

/** What the events stream says when something changed; the page refetches what it shows. */
export type LiveChange = { kind: string; poster_id: number | null; judge_id: number | null };

/**
 * A judge's state: done, not started, behind (a smaller share done than the project as a whole) or on track.
 * Judges not started or behind are the ones to contact.
 */
export function judgeStatus(assigned: number, completed: number, overall: number): JudgeStatus {
  if (assigned === 0) return 'unassigned';
  if (completed >= assigned) return 'done';
  if (completed === 0) return 'not_started';
  return completed / assigned < overall ? 'behind' : 'on_track';
}
