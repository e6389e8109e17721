// The hall module's routes in the route catalogue (proof/route-catalogue.test-kit.ts): the hall map and
// certificates of presentation.
import { noInput, route, type CallContext, type CatalogueRow } from '@server/proof/catalogue-row.test-kit';
import { multipart } from '@server/proof/upload-files.test-kit';
import { png } from '@server/test/fixture-files';
import { upsertHallMap } from './hall.repository';

/** Project A with a plan (a name only: the calls that need one read the row, not the file). */
async function withPlan(c: CallContext) {
  await upsertHallMap(c.db, c.world.A.project.id, {
    plan_url: `/uploads/${c.world.A.project.id}/hall/plan-${'0'.repeat(24)}-${'0'.repeat(12)}.webp`,
    plan_width: 2400,
    plan_height: 1200,
  });
  return {};
}

/** Project A issuing certificates of presentation. */
async function certificatesOn(c: CallContext) {
  await upsertHallMap(c.db, c.world.A.project.id, { presence_certificates: 1 });
  return {};
}

export const hallCatalogue: CatalogueRow[] = [
  route('GET', '/api/projects/:projectId/hall-map', 'member', noInput),
  route('PUT', '/api/projects/:projectId/hall-map/plan', 'projectAdmin', () =>
    multipart({ filename: 'hall.png', content: png(4, 2), contentType: 'image/png' }),
  ),
  route('DELETE', '/api/projects/:projectId/hall-map/plan', 'projectAdmin', noInput),
  route('PUT', '/api/projects/:projectId/hall-map/positions', 'projectAdmin', async (c) => ({
    ...(await withPlan(c)),
    payload: { positions: [] },
  })),
  route('PUT', '/api/projects/:projectId/hall-map/settings', 'projectAdmin', () => ({
    payload: { presence_certificates: false },
  })),
  route('GET', '/api/projects/:projectId/certificates/seal', 'projectAdmin', noInput),
  route('PUT', '/api/projects/:projectId/certificates/seal', 'projectAdmin', () =>
    multipart({ filename: 'seal.png', content: png(120, 120), contentType: 'image/png' }),
  ),
  route('DELETE', '/api/projects/:projectId/certificates/seal', 'projectAdmin', noInput),
  route('GET', '/api/projects/:projectId/presence-certificates', 'projectAdmin', certificatesOn),
  route('GET', '/api/projects/:projectId/presenter/certificate', 'presenter', noInput),
];
