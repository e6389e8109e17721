// The checklist module's route in the route catalogue (src/server/proof/route-catalogue.ts).
import { noInput, route, type CatalogueRow } from '@server/proof/catalogue-row';

export const checklistCatalogue: CatalogueRow[] = [
  route('GET', '/api/projects/:projectId/checklist', 'projectAdmin', noInput),
];
