// The judging module's routes in the route catalogue (proof/route-catalogue.test-kit.ts): the judge's login,
// sign-in links, assigned posters and evaluations.
import { hashToken } from '@server/modules/auth/session.service';
import { inEachProject, logInAs, noInput, route, uniq } from '@server/proof/catalogue-row.test-kit';
import type { CallContext, CatalogueRow } from '@server/proof/catalogue-row.test-kit';
import * as fx from '@server/test/fixture-rows';

/** A valid evaluation in project A: every active criterion scored (1, or its maximum when lower). */
async function evaluationOfA(c: CallContext) {
  const criteria = await c.db
    .selectFrom('criteria')
    .select(['id', 'max_score'])
    .where('project_id', '=', c.world.A.project.id)
    .where('is_active', '=', 1)
    .execute();
  return {
    scores: criteria.map((k) => ({ criterion_id: k.id, score: Math.min(1, k.max_score) })),
    comment: 'Clear poster, sound method.',
  };
}

/** A link for A's other judge; `foreign`, for B's judge. */
const accessLink = {
  own: (c: CallContext) => ({ params: { id: c.world.A.otherJudge.id } }),
  foreign: (c: CallContext) => ({ params: { id: c.world.B.judge.id } }),
};
/** A new link each time (a link signs in once), for a new judge of A: one without a session in the matrix. */
async function signInLink(c: CallContext) {
  const judge = await fx.makeJudge(c.db, c.world.A.project.id);
  const token = uniq('link-token-');
  await c.db
    .insertInto('judge_access_links')
    .values({
      project_id: c.world.A.project.id,
      judge_id: judge.id,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      used_at: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  return { payload: { token } };
}
const judgeLogin = logInAs((world) => world.A.judge);
const judgedPoster = inEachProject((p) => ({ params: { posterId: p.judgedPoster.id } }));
/** The judge's pending poster; B's judged poster in A's path is 404. */
const evaluate = {
  own: async (c: CallContext) => ({
    params: { posterId: c.world.A.pendingPoster.id },
    payload: await evaluationOfA(c),
  }),
  foreign: async (c: CallContext) => ({
    params: { posterId: c.world.B.judgedPoster.id },
    payload: await evaluationOfA(c),
  }),
};

export const judgingCatalogue: CatalogueRow[] = [
  route('POST', '/api/projects/:projectId/judges/:id/access-link', 'projectAdmin', accessLink),
  route('POST', '/api/projects/:projectId/judge/access', 'public', signInLink),
  route('POST', '/api/projects/:projectId/judge/login', 'public', judgeLogin),
  route('GET', '/api/projects/:projectId/judge/posters', 'judge', noInput),
  route('GET', '/api/projects/:projectId/judge/progress', 'judge', noInput),
  route('GET', '/api/projects/:projectId/judge/posters/:posterId', 'judge', judgedPoster),
  route('PUT', '/api/projects/:projectId/judge/posters/:posterId/evaluation', 'judge', evaluate),
];
