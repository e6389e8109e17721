// The assignments module's routes in the route catalogue (proof/route-catalogue.test-kit.ts): assignments,
// the automatic plan and conflicts of interest.
import { MISSING, noInput, route } from '@server/proof/catalogue-row.test-kit';
import type { CallContext, CatalogueRow } from '@server/proof/catalogue-row.test-kit';
import { idInPath, idsInBody, newPoster, onFresh } from '@server/proof/record-kinds.test-kit';
import type { RecordKind } from '@server/proof/record-kinds.test-kit';
import * as fx from '@server/test/fixture-rows';

/** A new assignment of A's other judge to a new poster, or B's other judge's assignment. */
const newAssignment: RecordKind = {
  fresh: async (c) => {
    const poster = await newPoster.fresh(c);
    return fx.makeAssignment(c.db, c.world.A.project.id, c.world.A.otherJudge.id, poster.id);
  },
  ofB: (b) => b.otherJudgeAssignment,
};
const newAssignmentInPath = idInPath(newAssignment);
const newAssignmentInBody = idsInBody(newAssignment);

/** A's other judge and a poster (an assignment, a conflict): a new one, or one of B's. */
const otherJudgeAndPoster = onFresh(newPoster, (id, c) => ({
  payload: { judge_id: c.world.A.otherJudge.id, poster_id: id },
}));
const otherJudgeAndPosters = onFresh(newPoster, (id, c) => ({
  payload: { judge_id: c.world.A.otherJudge.id, poster_ids: [id] },
}));

/** A conflict of A's other judge with a new poster, or one that does not exist. */
const newConflict = {
  own: async (c: CallContext) => {
    const poster = await newPoster.fresh(c);
    const conflict = await c.db
      .insertInto('conflicts')
      .values({
        project_id: c.world.A.project.id,
        judge_id: c.world.A.otherJudge.id,
        poster_id: poster.id,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { params: { id: conflict.id } };
  },
  foreign: () => ({ params: { id: MISSING } }),
};

/** A marked conflict of A's other judge with a new poster, cleared with a reason; B's judge and poster: 404. */
const clearedConflict = {
  own: async (c: CallContext) => {
    const poster = await newPoster.fresh(c);
    const pair = { judge_id: c.world.A.otherJudge.id, poster_id: poster.id };
    await c.db
      .insertInto('conflicts')
      .values({ project_id: c.world.A.project.id, ...pair, created_at: new Date().toISOString() })
      .execute();
    return { payload: { ...pair, reason: 'Not the student of this judge' } };
  },
  foreign: (c: CallContext) => ({
    payload: { judge_id: c.world.B.judge.id, poster_id: c.world.B.unassignedPoster.id, reason: 'x' },
  }),
};

/** A new poster assigned to A's judge, declared with `body`; B's judged poster in A's path is 404. */
const declared = (body: object) => ({
  own: async (c: CallContext) => {
    const poster = await newPoster.fresh(c);
    await fx.makeAssignment(c.db, c.world.A.project.id, c.world.A.judge.id, poster.id);
    return { params: { posterId: poster.id }, payload: body };
  },
  foreign: (c: CallContext) => ({ params: { posterId: c.world.B.pendingPoster.id }, payload: body }),
});

const twoJudgesAPoster = () => ({ payload: { judges_per_poster: 2 } });

export const assignmentsCatalogue: CatalogueRow[] = [
  route('GET', '/api/projects/:projectId/assignments', 'projectAdmin', noInput),
  route('POST', '/api/projects/:projectId/assignments', 'projectAdmin', otherJudgeAndPoster),
  route('DELETE', '/api/projects/:projectId/assignments/:id', 'projectAdmin', newAssignmentInPath),
  route('POST', '/api/projects/:projectId/assignments/plan', 'projectAdmin', twoJudgesAPoster),
  route('POST', '/api/projects/:projectId/assignments/bulk', 'projectAdmin', otherJudgeAndPosters),
  route('DELETE', '/api/projects/:projectId/assignments', 'projectAdmin', newAssignmentInBody),
  route('GET', '/api/projects/:projectId/conflicts', 'projectAdmin', noInput),
  route('POST', '/api/projects/:projectId/conflicts', 'projectAdmin', otherJudgeAndPoster),
  route('DELETE', '/api/projects/:projectId/conflicts/:id', 'projectAdmin', newConflict),
  route('POST', '/api/projects/:projectId/conflicts/clear', 'projectAdmin', clearedConflict),
  route(
    'POST',
    '/api/projects/:projectId/judge/posters/:posterId/conflict',
    'judge',
    declared({ reason: 'my_student' }),
  ),
  route('POST', '/api/projects/:projectId/judge/posters/:posterId/abstain', 'judge', declared({})),
];
