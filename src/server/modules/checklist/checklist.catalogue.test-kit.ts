// The checklist module's route in the route catalogue (proof/route-catalogue.test-kit.ts).
import { noInput, route, type CatalogueRow } from '@server/proof/catalogue-row.test-kit';

export const checklistCatalogue: CatalogueRow[] = [
  route('GET', '/api/projects/:projectId/checklist', 'projectAdmin', noInput),
];
