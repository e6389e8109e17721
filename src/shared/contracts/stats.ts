// The stats module's contracts: a poster's views recorded by the pages, and the statistics its presenter and the
// organiser read (docs/decisions/056-poster-statistics.md).
import { z } from 'zod';
import { posterSchema } from './posters';
import { VIEW_CHANNELS } from './values';

export type ViewChannel = (typeof VIEW_CHANNELS)[number];

/** POST /posters/{posterId}/views: `from: 'kiosk'` when a qr view arrived from a kiosk's code (a hand-off). */
export const viewInputSchema = z.strictObject({
  channel: z.enum(VIEW_CHANNELS, { error: `channel must be one of ${VIEW_CHANNELS.join(', ')}` }),
  from: z.enum(['kiosk'], { error: 'from must be kiosk' }).optional(),
});
export type ViewInput = z.infer<typeof viewInputSchema>;

/** Whether this open counted: false when it was counted already this hour, or its caller is not counted. */
export const viewRecordedSchema = z.object({ counted: z.boolean() });
export type ViewRecorded = z.infer<typeof viewRecordedSchema>;

const count = z.number().int().nonnegative();
export const channelCountsSchema = z.object({ gallery: count, phone: count, kiosk: count, qr: count });
export type ChannelCounts = z.infer<typeof channelCountsSchema>;

/** One day's views by channel (UTC day, `YYYY-MM-DD`): the chart's bars. */
export const viewDaySchema = channelCountsSchema.extend({ day: z.string() });
export type ViewDay = z.infer<typeof viewDaySchema>;

/** A poster's totals: views by channel and all together, hand-offs, favourites, visible questions. */
export const posterTotalsSchema = posterSchema.pick({ number: true, title: true, author: true }).extend({
  poster_id: z.number().int(),
  views: channelCountsSchema,
  total_views: count,
  handoffs: count,
  favorites: count,
  questions: count,
});
export type PosterTotals = z.infer<typeof posterTotalsSchema>;

/** GET /posters/{posterId}/stats and GET /presenter/stats: one poster's totals and its views day by day. */
export const posterStatsSchema = posterTotalsSchema.extend({ days: z.array(viewDaySchema) });
export type PosterStats = z.infer<typeof posterStatsSchema>;

export const POSTER_STATS_SORTS = [
  'number',
  'total_views',
  'handoffs',
  'favorites',
  'questions',
  'title',
] as const;
export type PosterStatsSort = (typeof POSTER_STATS_SORTS)[number];

/** GET /stats/posters: every poster's totals (sorted as asked) and the project's views day by day. */
export const projectPosterStatsSchema = z.object({
  posters: z.array(posterTotalsSchema),
  days: z.array(viewDaySchema),
});
export type ProjectPosterStats = z.infer<typeof projectPosterStatsSchema>;
