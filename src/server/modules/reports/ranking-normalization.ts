// Correcting judges' leniency (pure): each evaluation's total as a z-score within its judge's totals, so that a
// lenient judge's posters are not lifted all together (docs/decisions/021-fair-results.md).

/** key -> the values of the items with that key, in their order. */
export function groupBy<T, V>(
  items: readonly T[],
  key: (t: T, i: number) => number,
  value: (t: T, i: number) => V,
) {
  const out = new Map<number, V[]>();
  items.forEach((t, i) => {
    const k = key(t, i);
    const list = out.get(k);
    if (list) list.push(value(t, i));
    else out.set(k, [value(t, i)]);
  });
  return out;
}

export const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
/** Population standard deviation (Excel's STDEV.P). */
export const popSd = (xs: readonly number[]) => {
  if (xs.length < 2) return 0;
  const m = mean(xs);
  return Math.sqrt(mean(xs.map((x) => (x - m) ** 2)));
};

/**
 * Each evaluation's total as a z-score within its judge's totals (how far above or below this judge's own
 * mean, in this judge's own spread). A judge with one evaluation has no spread to measure: the total is
 * compared with all judges' totals instead (mean and spread of every evaluation), i.e. not corrected. A judge
 * whose totals are all equal said nothing about which poster is better: z = 0 for each.
 */
export function judgeZScores(totals: readonly { judge_id: number; total: number }[]): {
  z: number[];
  mean: number;
  sd: number;
} {
  const all = totals.map((t) => t.total);
  const mu = all.length ? mean(all) : 0;
  const sigma = popSd(all);
  const byJudge = groupBy(
    totals,
    (t) => t.judge_id,
    (t) => t.total,
  );
  const stats = new Map([...byJudge].map(([j, xs]) => [j, { n: xs.length, m: mean(xs), sd: popSd(xs) }]));
  const z = totals.map((t) => {
    const s = stats.get(t.judge_id)!;
    if (s.n >= 2) return s.sd > 0 ? (t.total - s.m) / s.sd : 0;
    return sigma > 0 ? (t.total - mu) / sigma : 0;
  });
  return { z, mean: mu, sd: sigma };
}
