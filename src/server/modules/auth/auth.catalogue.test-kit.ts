// The session routes in the route catalogue (proof/route-catalogue.test-kit.ts); each login is its module's.
import { noInput, route, type CatalogueRow } from '@server/proof/catalogue-row.test-kit';

export const authCatalogue: CatalogueRow[] = [
  route('GET', '/api/auth/me', 'session', noInput),
  route('POST', '/api/auth/logout', 'public', noInput),
];
