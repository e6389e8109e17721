// The health routes in the route catalogue (src/server/proof/route-catalogue.ts).
import { noInput, route, type CatalogueRow } from '@server/proof/catalogue-row';

export const healthCatalogue: CatalogueRow[] = [
  route('GET', '/api/health', 'public', noInput),
  route('GET', '/api/health/ready', 'public', noInput),
];
