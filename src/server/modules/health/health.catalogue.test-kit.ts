// The health routes in the route catalogue (proof/route-catalogue.test-kit.ts).
import { noInput, route, type CatalogueRow } from '@server/proof/catalogue-row.test-kit';

export const healthCatalogue: CatalogueRow[] = [
  route('GET', '/api/health', 'public', noInput),
  route('GET', '/api/health/ready', 'public', noInput),
];
