import { Client, Recorder } from './client';
import type { Conference } from './judging-setup';

/**
 * The judging hour: every judge at once, each walking their posters one after another as a person would:
 * log in, open the list, then for each poster open it, submit scores and a comment, and look at their progress;
 * finally the list again. Then the organiser's results are checked against what was accepted.
 */
type Card = { poster_id: number; evaluated: boolean };
type View = { poster: { id: number }; criteria: { id: number }[] };
type Progress = { completed: number; total_assigned: number };

export type ReplayOutcome = {
  rec: Recorder;
  /** Each judge's accepted totals per poster: what the results must be made of. */
  accepted: Map<number, number[]>;
  /** Screens that did not show what the judge had just done (list or progress), as lines. */
  screenMismatches: string[];
  wallMs: number;
};

/** A small seeded generator, so that two runs submit the same scores. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function replay(conf: Conference, bases: readonly string[]): Promise<ReplayOutcome> {
  const rec = new Recorder();
  const accepted = new Map<number, number[]>();
  const screenMismatches: string[] = [];
  const p = `/api/projects/${conf.projectId}/judge`;

  const walk = async (judge: Conference['judges'][number], index: number) => {
    const rnd = random(index + 1);
    const c = new Client(bases, judge.username);
    const me = await c.timed(rec, 'login', 'POST', `${p}/login`, {
      username: judge.username,
      password: judge.password,
    });
    if (!me) return;
    const list = await c.timed<Card[]>(rec, 'list', 'GET', `${p}/posters`);
    if (list) {
      const shown = list.map((x) => x.poster_id).sort((a, b) => a - b);
      const mine = [...judge.posters].sort((a, b) => a - b);
      if (shown.join() !== mine.join())
        screenMismatches.push(
          `${judge.username}: list shows posters ${shown.join()} instead of ${mine.join()}`,
        );
    }
    let done = 0;
    for (const posterId of judge.posters) {
      const view = await c.timed<View>(rec, 'view', 'GET', `${p}/posters/${posterId}`);
      if (view && (view.poster.id !== posterId || view.criteria.length !== conf.criteria.length))
        screenMismatches.push(
          `${judge.username}: poster ${posterId} opened as poster ${view.poster.id} with ${view.criteria.length} criteria`,
        );
      const scores = conf.criteria.map((k) => ({
        criterion_id: k.id,
        score: Math.floor(rnd() * (k.max_score + 1)),
      }));
      const total = scores.reduce((s, x) => s + x.score, 0);
      const saved = await c.timed<{ total: number }>(
        rec,
        'submit',
        'PUT',
        `${p}/posters/${posterId}/evaluation`,
        {
          scores,
          comment: `Clear poster; total ${total} from ${judge.username}.`,
        },
      );
      if (saved) {
        done++;
        accepted.set(posterId, [...(accepted.get(posterId) ?? []), total]);
        if (saved.total !== total)
          screenMismatches.push(
            `${judge.username}: poster ${posterId} saved with total ${saved.total}, sent ${total}`,
          );
      }
      const progress = await c.timed<Progress>(rec, 'progress', 'GET', `${p}/progress`);
      if (progress && (progress.completed !== done || progress.total_assigned !== judge.posters.length))
        screenMismatches.push(
          `${judge.username}: progress ${progress.completed}/${progress.total_assigned} after ${done} accepted of ${judge.posters.length}`,
        );
    }
    const last = await c.timed<Card[]>(rec, 'list', 'GET', `${p}/posters`);
    const open = last?.filter((x) => !x.evaluated).length ?? 0;
    if (last && open !== judge.posters.length - done)
      screenMismatches.push(
        `${judge.username}: final list shows ${open} posters not evaluated after ${done} accepted`,
      );
  };

  const t0 = performance.now();
  await Promise.all(conf.judges.map(walk));
  return { rec, accepted, screenMismatches, wallMs: performance.now() - t0 };
}

type ResultRow = { rank: number; poster_id: number; average_score: number; evaluation_count: number };
type Statistics = {
  completed_assignments: number;
  total_assignments: number;
  total_evaluations: number;
  progress_percentage: number;
};

const roundTo2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/**
 * The organiser's results, read on `base`, against the accepted submissions: every poster with its count,
 * its average total to two decimals, and its rank (1 + the number of posters with a higher exact average).
 */
export async function checkResults(
  conf: Conference,
  base: string,
  accepted: Map<number, number[]>,
): Promise<string[]> {
  const org = new Client([base], 'organiser');
  org.cookie = conf.adminCookie;
  const out: string[] = [];
  const rows = await org.must<ResultRow[]>('GET', `/api/projects/${conf.projectId}/results`);
  const sums = new Map([...accepted].map(([id, totals]) => [id, totals.reduce((a, b) => a + b, 0)]));
  const byId = new Map(rows.map((r) => [r.poster_id, r]));
  if (rows.length !== accepted.size)
    out.push(`results list ${rows.length} posters; ${accepted.size} were evaluated`);
  for (const [id, totals] of accepted) {
    const row = byId.get(id);
    const sum = sums.get(id)!;
    const n = totals.length;
    const average = roundTo2(sum / n);
    // Averages compared exactly as fractions: a/n > b/m when a*m > b*n.
    const rank = 1 + [...accepted].filter(([o, t]) => sums.get(o)! * n > sum * t.length).length;
    if (!row) out.push(`poster ${id}: missing from the results (${n} evaluations, average ${average})`);
    else if (row.evaluation_count !== n || row.average_score !== average || row.rank !== rank)
      out.push(
        `poster ${id}: results say ${row.evaluation_count} evaluations, average ${row.average_score}, rank ${row.rank}; ` +
          `submitted ${n}, average ${average}, rank ${rank}`,
      );
  }
  const stats = await org.must<Statistics>('GET', `/api/projects/${conf.projectId}/statistics`);
  const submitted = [...accepted.values()].reduce((s, t) => s + t.length, 0);
  if (
    stats.progress_percentage !== 100 ||
    stats.completed_assignments !== submitted ||
    stats.total_evaluations !== submitted
  )
    out.push(
      `statistics: progress ${stats.progress_percentage}%, ${stats.completed_assignments}/${stats.total_assignments} completed, ` +
        `${stats.total_evaluations} evaluations; ${submitted} submissions were accepted`,
    );
  return out;
}
