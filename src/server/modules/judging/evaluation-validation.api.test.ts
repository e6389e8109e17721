import { describe, expect, it } from 'vitest';
import { useTestApp } from '@server/test/test-app';
import * as fx from '@server/test/fixture-rows';
import { evaluationCalls } from './evaluation.test-kit';
import { useJudgingWorld } from './world.test-kit';

/** A judge's evaluation that breaks the rules: 400, and nothing stored. */

const t = useTestApp();
const w = useJudgingWorld(t);
const { url, put, scored, good, storedEvaluations, statusOf } = evaluationCalls(t, w);

describe('PUT /projects/:projectId/judge/posters/:posterId/evaluation', () => {
  describe('validation (nothing is stored when it fails)', () => {
    const cases: [string, () => unknown, string[]][] = [
      [
        'a missing criterion',
        () => ({ scores: scored({ design: 3 }), comment: 'x' }),
        ['Enter a score for all criteria', '"Science"'],
      ],
      [
        'no scores at all',
        () => ({ scores: [], comment: 'x' }),
        ['Enter a score for all criteria', '"Science"', '"Design"'],
      ],
      [
        'an unknown criterion',
        () => ({ scores: [...good().scores, { criterion_id: 99999, score: 1 }], comment: 'x' }),
        ['criterion_id 99999', 'not a criterion of this project'],
      ],
      [
        "another project's criterion",
        () => ({
          scores: [...good().scores, { criterion_id: w.other.criterion.id, score: 1 }],
          comment: 'x',
        }),
        ['not a criterion of this project'],
      ],
      [
        'an inactive criterion',
        () => ({ scores: [...good().scores, ...scored({ retired: 1 })], comment: 'x' }),
        ['"Retired"', 'inactive'],
      ],
      [
        'a criterion scored twice',
        () => ({ scores: [...good().scores, ...scored({ science: 1 })], comment: 'x' }),
        ['"Science"', 'more than once'],
      ],
      [
        'a score over the max',
        () => ({ scores: scored({ design: 7, science: 6 }), comment: 'x' }),
        ['"Science"', 'from 0 to 5'],
      ],
      [
        'a negative score',
        () => ({ scores: scored({ design: -1, science: 1 }), comment: 'x' }),
        ['score', '0 or more'],
      ],
      [
        'a fractional score',
        () => ({ scores: scored({ design: 7.5, science: 1 }), comment: 'x' }),
        ['score', 'whole number'],
      ],
      [
        'a score as text',
        () => ({ scores: scored({ design: 'seven', science: 1 }), comment: 'x' }),
        ['score'],
      ],
      ['a blank comment', () => ({ ...good(), comment: '   \n ' }), ['Enter the overall opinion']],
      ['no comment', () => ({ scores: good().scores }), ['comment']],
      ['scores not a list', () => ({ scores: 'all tens', comment: 'x' }), ['scores']],
      ['no body', () => undefined, ['body']],
    ];
    for (const [name, payload, parts] of cases) {
      it(`400 for ${name}`, async () => {
        const res = await put(w.posters.C.id, payload());
        expect(res.statusCode).toBe(400);
        for (const part of parts) expect(res.json().detail).toContain(part);
        expect((await storedEvaluations(w.posters.C.id)).evaluations).toHaveLength(0);
        expect(await statusOf(w.assignments.C.id)).toBe('pending');
      });
    }

    it('400 when the project has no active criteria', async () => {
      const { project, judge, poster } = await fx.makeAssignedPoster(t.db);
      const c = await fx.sessionFor(t.app, 'judge', judge.id, project.id);
      const res = await c.inject({
        method: 'PUT',
        url: url(poster.id, project.id),
        payload: { scores: [], comment: 'Great' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toContain('no active evaluation criteria');
    });
  });
});
