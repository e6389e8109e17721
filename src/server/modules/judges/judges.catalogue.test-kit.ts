// The judges module's routes in the route catalogue (proof/route-catalogue.test-kit.ts): the organiser's
// judge list and form, and deleting judges.
import { newAccount, noInput, route } from '@server/proof/catalogue-row.test-kit';
import type { CatalogueRow } from '@server/proof/catalogue-row.test-kit';
import { idInPath, idsInBody, onFresh, recordKind } from '@server/proof/record-kinds.test-kit';
import * as fx from '@server/test/fixture-rows';

/** A new judge of project A, or project B's other judge. */
const newJudge = recordKind(fx.makeJudge, (b) => b.otherJudge);
const newJudgeInPath = idInPath(newJudge);
const newJudgeInBody = idsInBody(newJudge);
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
