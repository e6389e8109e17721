// The presenters module's routes in the route catalogue (proof/route-catalogue.test-kit.ts): presenters'
// links, their sign-in and their page.
import { noInput, route } from '@server/proof/catalogue-row.test-kit';
import type { CallContext, CatalogueRow } from '@server/proof/catalogue-row.test-kit';
import { newPoster, onFresh } from '@server/proof/record-kinds.test-kit';

/** A new poster of A (so the world's presenter keeps their link); `foreign`: B's unassigned poster. */
const issueLink = onFresh(newPoster, (id) => ({ params: { posterId: id } }));
/** The world's presenter of A signs in with their link (a fresh session each call). */
const signIn = (c: CallContext) => ({ payload: { token: c.world.A.presenter.token } });
const consent = () => ({ payload: { download_refused: false } });

export const presentersCatalogue: CatalogueRow[] = [
  route('POST', '/api/projects/:projectId/posters/:posterId/presenter-link', 'projectAdmin', issueLink),
  route('POST', '/api/projects/:projectId/presenter-links', 'projectAdmin', noInput),
  route('GET', '/api/projects/:projectId/presenter-links.csv', 'projectAdmin', noInput),
  route('POST', '/api/projects/:projectId/presenter/access', 'public', signIn),
  route('GET', '/api/projects/:projectId/presenter/poster', 'presenter', noInput),
  route('PUT', '/api/projects/:projectId/presenter/consent', 'presenter', consent),
];
