// The results tests' project and their read of the results, shared by the results, settings and export tests.
import { expect } from 'vitest';
import type { ProjectAdminWorld } from '@server/test/project-admin-world';
import * as fx from '@server/test/fixture-rows';
import type { Client } from '@server/test/test-app';
import type { FairResultRow } from '@shared/contracts/reports';

export function resultCalls(w: ProjectAdminWorld) {
  /**
   * The lenient/harsh hall of ranking.test-kit.ts, through the database: judge L (totals 18, 16, 14 on P1-P3) and
   * judge H (12, 8, 4 on P3-P5), two criteria of 10. P3 is planned for three judges; the poster titled as a
   * formula is P1, in category "Bio" with P3.
   */
  async function hall(client?: Client) {
    const p = await w.freshProject();
    const c1 = await fx.makeCriterion(w.t.db, p.id, { name: '방법 Method', order_number: 1 });
    const c2 = await fx.makeCriterion(w.t.db, p.id, { name: 'Clarity', order_number: 2 });
    const L = await fx.makeJudge(w.t.db, p.id);
    const H = await fx.makeJudge(w.t.db, p.id);
    const extra = await fx.makeJudge(w.t.db, p.id);
    const titles = ['=HYPERLINK("http://x","y")', 'Second', 'Third', 'Fourth', 'Fifth'];
    const categories = ['Bio', 'Chem', 'Bio', 'Chem', null];
    const posters = [];
    for (const [i, title] of titles.entries())
      posters.push(await fx.makePoster(w.t.db, p.id, { title, category: categories[i]! }));
    const plan: Array<[typeof L, number, number, number, string]> = [
      [L, 0, 9, 9, '훌륭한 포스터'],
      [L, 1, 10, 6, 'Strong method'],
      [L, 2, 7, 7, '+ good, - unclear'],
      [H, 2, 6, 6, '@mention'],
      [H, 3, 5, 3, 'Fine'],
      [H, 4, 2, 2, 'Weak'],
    ];
    for (const [judge, i, s1, s2, comment] of plan) {
      await fx.makeAssignment(w.t.db, p.id, judge.id, posters[i]!.id);
      await fx.makeEvaluation(
        w.t.db,
        p.id,
        judge.id,
        posters[i]!.id,
        [
          [c1.id, s1],
          [c2.id, s2],
        ],
        comment,
      );
    }
    await fx.makeAssignment(w.t.db, p.id, extra.id, posters[2]!.id); // P3: planned 3, evaluated 2
    return { ...p, client: client ?? p.client, c1, c2, L, H, posters };
  }

  const results = async (c: Client, url: string) => {
    const res = await c.inject({ url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as FairResultRow[];
  };

  return { hall, results };
}
