// The audit log in the route catalogue (proof/route-catalogue.test-kit.ts).
import { route, type CallContext, type CatalogueRow } from '@server/proof/catalogue-row.test-kit';

const judgeFirstPage = (c: CallContext) => ({ query: { judge_id: c.world.A.judge.id, page: 1 } });

export const auditCatalogue: CatalogueRow[] = [
  route('GET', '/api/projects/:projectId/audit', 'projectAdmin', judgeFirstPage),
];
