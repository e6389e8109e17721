// The evaluation criteria in the route catalogue (proof/route-catalogue.test-kit.ts).
import { noInput, route, uniq } from '@server/proof/catalogue-row.test-kit';
import type { CatalogueRow } from '@server/proof/catalogue-row.test-kit';
import { idInPath, onFresh, recordKind } from '@server/proof/record-kinds.test-kit';
import * as fx from '@server/test/fixture-rows';

/**
 * A new criterion of project A, or B's inactive one. New ones are inactive, as the one the organiser's call
 * creates: later evaluation calls keep needing only the seeded criteria.
 */
const newCriterion = recordKind(
  (db, projectId) => fx.makeCriterion(db, projectId, { is_active: 0 }),
  (b) => b.inactiveCriterion,
);
const createCriterion = () => ({
  payload: {
    name: uniq('Clarity '),
    max_score: 10,
    order_number: 5,
    description: 'How clear',
    is_active: false,
  },
});
const renameCriterion = onFresh(newCriterion, (id) => ({
  params: { id },
  payload: { name: 'Renamed criterion' },
}));
const newCriterionInPath = idInPath(newCriterion);

export const criteriaCatalogue: CatalogueRow[] = [
  route('GET', '/api/projects/:projectId/evaluation-criteria', 'projectAdmin', noInput),
  route('POST', '/api/projects/:projectId/evaluation-criteria', 'projectAdmin', createCriterion),
  route('PUT', '/api/projects/:projectId/evaluation-criteria/:id', 'projectAdmin', renameCriterion),
  route('DELETE', '/api/projects/:projectId/evaluation-criteria/:id', 'projectAdmin', newCriterionInPath),
];
