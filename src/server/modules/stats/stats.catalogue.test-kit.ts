// The stats module's routes in the route catalogue (proof/route-catalogue.test-kit.ts): recording a view and
// reading the statistics.
import { inEachProject, noInput, route, type CatalogueRow } from '@server/proof/catalogue-row.test-kit';

const view = inEachProject((p) => ({
  params: { posterId: p.pendingPoster.id },
  payload: { channel: 'gallery' },
}));
const onPoster = inEachProject((p) => ({ params: { posterId: p.judgedPoster.id } }));

export const statsCatalogue: CatalogueRow[] = [
  route('POST', '/api/projects/:projectId/posters/:posterId/views', 'public', view),
  route('GET', '/api/projects/:projectId/posters/:posterId/stats', 'projectAdmin', onPoster),
  route('GET', '/api/projects/:projectId/presenter/stats', 'presenter', noInput),
  route('GET', '/api/projects/:projectId/stats/posters', 'projectAdmin', noInput),
];
