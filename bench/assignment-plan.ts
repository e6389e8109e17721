/** The assignment engine on a large conference: 1,000 posters, 300 judges from 40 affiliations, 3 judges a poster. */
import { planAssignments } from '../src/server/modules/assignments/assignment-plan';
import { percentile, round, type Row } from './report';

export function assignmentPlanRows(): Row[] {
  const affiliations = Array.from({ length: 40 }, (_, i) => `University ${i}`);
  const judges = Array.from({ length: 300 }, (_, i) => ({ id: i + 1, affiliation: affiliations[i % 40]! }));
  const posters = Array.from({ length: 1000 }, (_, i) => ({
    id: i + 1,
    affiliation: affiliations[(i * 7) % 40]!,
  }));
  const times: number[] = [];
  let plan: ReturnType<typeof planAssignments> | undefined;
  for (let run = 0; run < 5; run++) {
    const t0 = performance.now();
    plan = planAssignments({
      judges,
      posters,
      existing: [],
      conflicts: [],
      judgesPerPoster: 3,
      maxPerJudge: null,
    });
    times.push(performance.now() - t0);
  }
  const loads = plan!.per_judge.map((j) => j.total);
  const ms = round(percentile(times, 50));
  return [
    {
      metric: 'organiser: assignment plan (1,000 posters x 300 judges x 3)',
      value: ms,
      unit: 'ms',
      target: '< 1000',
      pass: ms < 1000 && plan!.unfilled.length === 0,
      note: `median of 5; ${plan!.assignments.length} pairs, ${plan!.unfilled.length} posters short, loads ${Math.min(...loads)}-${Math.max(...loads)}, ${plan!.conflicts_avoided} conflicts avoided`,
    },
  ];
}
