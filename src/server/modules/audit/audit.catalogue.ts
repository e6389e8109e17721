// The audit log in the route catalogue (src/server/proof/route-catalogue.ts).
import { route, type CallContext, type CatalogueRow } from '@server/proof/catalogue-row';

const judgeFirstPage = (c: CallContext) => ({ query: { judge_id: c.world.A.judge.id, page: 1 } });

export const auditCatalogue: CatalogueRow[] = [
  route('GET', '/api/projects/:projectId/audit', 'projectAdmin', judgeFirstPage),
];
