// What the statistics say: one poster's for its presenter and the organiser, every poster's for the organiser
// (docs/decisions/056-poster-statistics.md).
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { notFound } from '@server/errors';
import type { SortDir } from '@shared/paging';
import {
  type ChannelCounts,
  type PosterStats,
  type PosterStatsSort,
  type PosterTotals,
  type ProjectPosterStats,
  type ViewChannel,
  type ViewDay,
} from '@shared/contracts/stats';
import { VIEW_CHANNELS } from '@shared/contracts/values';
import { selectFavoriteCounts, selectQuestionCounts } from '@server/modules/attendees';
import { selectPosterHeadings } from '@server/modules/posters';
import * as repo from './stats.repository';

const DAY = 86_400_000;
const noViews = (): ChannelCounts => ({ gallery: 0, phone: 0, kiosk: 0, qr: 0 });
const isChannel = (c: string): c is ViewChannel => (VIEW_CHANNELS as readonly string[]).includes(c);

/** The posters' totals (one poster with `posterId`), in number order. */
async function posterTotals(db: Kysely<DB>, projectId: number, posterId?: number): Promise<PosterTotals[]> {
  const [posters, views, favorites, questions] = await Promise.all([
    selectPosterHeadings(db, projectId, posterId),
    repo.selectViewTotals(db, projectId, posterId),
    selectFavoriteCounts(db, projectId, posterId),
    selectQuestionCounts(db, projectId, posterId),
  ]);
  const rows = new Map<number, PosterTotals>(
    posters.map((p) => [
      p.id,
      {
        poster_id: p.id,
        number: p.number,
        title: p.title,
        author: p.author,
        views: noViews(),
        total_views: 0,
        handoffs: 0,
        favorites: favorites.get(p.id) ?? 0,
        questions: questions.get(p.id) ?? 0,
      },
    ]),
  );
  for (const v of views) {
    const row = rows.get(v.poster_id);
    if (!row || !isChannel(v.channel)) continue;
    row.views[v.channel] += v.views;
    row.total_views += v.views;
    row.handoffs += v.handoffs;
  }
  return [...rows.values()];
}

/** Views day by day from the first day with any to the last, days without views included (the chart's bars). */
function toDays(rows: { day: string; channel: string; views: number }[]): ViewDay[] {
  if (rows.length === 0) return [];
  const byDay = new Map<string, ViewDay>();
  const first = Date.parse(`${rows[0]!.day}T00:00:00Z`);
  const last = Date.parse(`${rows[rows.length - 1]!.day}T00:00:00Z`);
  for (let t = first; t <= last; t += DAY) {
    const day = new Date(t).toISOString().slice(0, 10);
    byDay.set(day, { day, ...noViews() });
  }
  for (const r of rows) {
    const day = byDay.get(r.day);
    if (day && isChannel(r.channel)) day[r.channel] += r.views;
  }
  return [...byDay.values()];
}

/** One poster's statistics (404 for a poster not of this project). */
export async function getPosterStats(
  db: Kysely<DB>,
  projectId: number,
  posterId: number,
): Promise<PosterStats> {
  const [[totals], days] = await Promise.all([
    posterTotals(db, projectId, posterId),
    repo.selectViewDays(db, projectId, posterId),
  ]);
  if (!totals) throw notFound('Poster');
  return { ...totals, days: toDays(days) };
}

/** Every poster's totals, sorted as asked (ties in number order), and the project's views day by day. */
export async function listPosterStats(
  db: Kysely<DB>,
  projectId: number,
  sort: PosterStatsSort = 'number',
  dir: SortDir = 'asc',
): Promise<ProjectPosterStats> {
  const [posters, days] = await Promise.all([
    posterTotals(db, projectId),
    repo.selectViewDays(db, projectId),
  ]);
  const sign = dir === 'asc' ? 1 : -1;
  const by = (a: PosterTotals, b: PosterTotals) =>
    sort === 'title' ? a.title.localeCompare(b.title, 'ko') : a[sort] - b[sort];
  posters.sort((a, b) => sign * by(a, b) || a.number - b.number);
  return { posters, days: toDays(days) };
}
