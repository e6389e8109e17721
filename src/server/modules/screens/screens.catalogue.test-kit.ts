// The screens module's routes in the route catalogue (proof/route-catalogue.test-kit.ts): the organiser's
// screens, a kiosk's pairing and its roster.
import * as fx from '@server/test/fixture-rows';
import { inEachProject, noInput, route } from '@server/proof/catalogue-row.test-kit';
import type { CallContext, CatalogueRow } from '@server/proof/catalogue-row.test-kit';
import { idInPath, onFresh, recordKind } from '@server/proof/record-kinds.test-kit';
import { makeScreen } from './screen.test-kit';

/** Screens: a new one of A (the world's screen keeps its kiosk paired), or B's screen. */
const newScreen = recordKind(makeScreen, (b) => b.screen);
const screenBody = { name: 'Hall B screen', roster: { categories: ['Biology'] }, idle_seconds: 30 };
/** The world's kiosk of A pairs again with its link (a fresh session each call). */
const pair = (c: CallContext) => ({ payload: { token: c.world.A.screen.token } });
/** A poster of A with an approved file (on the world screen's roster, which is every approved poster). */
async function approvedPoster(c: CallContext) {
  const poster = await fx.makePoster(c.db, c.world.A.project.id);
  await fx.makeSubmission(c.db, c.world.A.project.id, poster.id, { status: 'approved' });
  return { params: { posterId: poster.id } };
}

export const screensCatalogue: CatalogueRow[] = [
  route('GET', '/api/projects/:projectId/screens', 'projectAdmin', noInput),
  route('POST', '/api/projects/:projectId/screens', 'projectAdmin', () => ({ payload: screenBody })),
  route(
    'GET',
    '/api/projects/:projectId/screens/:id',
    'projectAdmin',
    inEachProject((p) => ({ params: { id: p.screen.id } })),
  ),
  route(
    'PUT',
    '/api/projects/:projectId/screens/:id',
    'projectAdmin',
    onFresh(newScreen, (id) => ({ params: { id }, payload: screenBody })),
  ),
  route('POST', '/api/projects/:projectId/screens/:id/revoke', 'projectAdmin', idInPath(newScreen)),
  route('DELETE', '/api/projects/:projectId/screens/:id', 'projectAdmin', idInPath(newScreen)),
  route('POST', '/api/projects/:projectId/kiosk/access', 'public', pair),
  route('GET', '/api/projects/:projectId/kiosk/posters', 'kiosk', () => ({ query: { q: 'poster' } })),
  route('GET', '/api/projects/:projectId/kiosk/posters/:posterId', 'kiosk', {
    own: approvedPoster,
    foreign: (c) => ({ params: { posterId: c.world.B.unassignedPoster.id } }),
  }),
  route('POST', '/api/projects/:projectId/kiosk/heartbeat', 'kiosk', noInput),
  route('GET', '/api/projects/:projectId/kiosk/events', 'kiosk', () => ({ stream: true as const })),
];
