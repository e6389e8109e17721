import { describe, expect, it } from 'vitest';
import { anonymous, useTestApp } from '@server/test/test-app';
import { evaluationCalls } from './evaluation.test-kit';
import { intruders, useJudgingWorld } from './world.test-kit';

/** Who may evaluate a poster: only its judge, in an active project, and nothing is stored otherwise. */

const t = useTestApp();
const w = useJudgingWorld(t);
const { put, good, storedEvaluations, statusOf } = evaluationCalls(t, w);

describe('PUT /projects/:projectId/judge/posters/:posterId/evaluation', () => {
  describe('access', () => {
    it('403 for a poster of this project not assigned to the judge, and nothing stored', async () => {
      const res = await put(w.posters.unassigned.id, good());
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('This poster is not assigned to you');
      expect((await storedEvaluations(w.posters.unassigned.id)).evaluations).toHaveLength(0);
    });

    it("404 for another project's poster id, which keeps its own evaluation untouched", async () => {
      const res = await put(w.other.poster.id, {
        scores: [{ criterion_id: w.other.criterion.id, score: 1 }],
        comment: 'x',
      });
      expect(res.statusCode).toBe(404);
      const { evaluations, scores } = await storedEvaluations(w.other.poster.id);
      expect(evaluations.map((e) => [e.judge_id, e.comment])).toEqual([[w.other.judge.id, 'Other comment']]);
      expect(scores.map((s) => s.score)).toEqual([9]);
    });

    it('refuses admins, participants and judges of another project (403) and no session (401)', async () => {
      for (const [, client, detail] of intruders(w)) {
        const res = await put(w.posters.C.id, good(), client);
        expect(res.statusCode).toBe(403);
        expect(res.json().detail).toContain(detail);
      }
      expect((await put(w.posters.C.id, good(), anonymous(t.app))).statusCode).toBe(401);
      expect((await storedEvaluations(w.posters.C.id)).evaluations).toHaveLength(0);
      expect(await statusOf(w.assignments.C.id)).toBe('pending');
    });

    it('refuses scoring in an inactive project', async () => {
      await t.db.updateTable('projects').set({ is_active: 0 }).where('id', '=', w.project.id).execute();
      try {
        const res = await put(w.posters.C.id, good());
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({
          code: 'PROJECT_INACTIVE',
          detail: 'This project is currently inactive',
        });
      } finally {
        await t.db.updateTable('projects').set({ is_active: 1 }).where('id', '=', w.project.id).execute();
      }
      expect((await storedEvaluations(w.posters.C.id)).evaluations).toHaveLength(0);
    });
  });
});
