// The judges module's routes in the route catalogue (proof/route-catalogue.test-kit.ts): the organiser's
// judge list and form, and deleting judges.
import {
  newAccount,
  noInput,
  onFresh,
  route,
  type CatalogueRow,
  type RecordKind,
} from '@server/proof/catalogue-row.test-kit';
import * as fx from '@server/test/fixture-rows';

/** A new judge of project A, or project B's other judge. */
const newJudge: RecordKind = {
  fresh: (c) => fx.makeJudge(c.db, c.world.A.project.id),
  ofB: (b) => b.otherJudge,
};
const newJudgeInPath = onFresh(newJudge, (id) => ({ params: { id } }));
const newJudgeInBody = onFresh(newJudge, (id) => ({ payload: { ids: [id] } }));
const renameJudge = onFresh(newJudge, (id) => ({ params: { id }, payload: { full_name: 'Renamed Judge' } }));
const createJudge = () => ({
  payload: {
    ...newAccount('newjudge'),
    full_name: 'New Judge',
    affiliation: 'KAIST',
    specialty: 'Chemistry',
  },
});

export const judgesCatalogue: CatalogueRow[] = [
  route('GET', '/api/projects/:projectId/judges', 'projectAdmin', noInput),
  route('POST', '/api/projects/:projectId/judges', 'projectAdmin', createJudge),
  route('PUT', '/api/projects/:projectId/judges/:id', 'projectAdmin', renameJudge),
  route('DELETE', '/api/projects/:projectId/judges/:id', 'projectAdmin', newJudgeInPath),
  route('GET', '/api/projects/:projectId/judges/:id/delete-preview', 'projectAdmin', newJudgeInPath),
  route('POST', '/api/projects/:projectId/judges/bulk-delete-preview', 'projectAdmin', newJudgeInBody),
  route('POST', '/api/projects/:projectId/judges/bulk-delete', 'projectAdmin', newJudgeInBody),
];
