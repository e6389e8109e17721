// The submissions module's routes in the route catalogue (proof/route-catalogue.test-kit.ts): the board,
// reviews, approving many, and the submission settings.
import { noInput, route } from '@server/proof/catalogue-row.test-kit';
import type { CallContext, CatalogueRow } from '@server/proof/catalogue-row.test-kit';
import { newPoster, onFresh } from '@server/proof/record-kinds.test-kit';
import * as fx from '@server/test/fixture-rows';

/** A new poster of A whose newest file is submitted (each call its own, so every principal meets the same). */
const submittedPoster = {
  fresh: async (c: CallContext) => {
    const poster = await fx.makePoster(c.db, c.world.A.project.id);
    await fx.makeSubmission(c.db, c.world.A.project.id, poster.id, { status: 'submitted' });
    return poster;
  },
  ofB: newPoster.ofB,
};
const review = onFresh(submittedPoster, (id) => ({
  params: { posterId: id },
  payload: { status: 'needs_fix', note: 'The title is cut off at the top' },
}));
const approveMany = async (c: CallContext) => ({
  payload: { poster_ids: [(await submittedPoster.fresh(c)).id] },
});

export const submissionsCatalogue: CatalogueRow[] = [
  route('GET', '/api/projects/:projectId/submission-settings', 'projectAdmin', noInput),
  route('PUT', '/api/projects/:projectId/submission-settings', 'projectAdmin', () => ({
    payload: { instructions: 'Send a PDF of your A0 poster.' },
  })),
  route('GET', '/api/projects/:projectId/submissions', 'projectAdmin', noInput),
  route(
    'GET',
    '/api/projects/:projectId/posters/:posterId/submission',
    'projectAdmin',
    onFresh(submittedPoster, (id) => ({ params: { posterId: id } })),
  ),
  route('PUT', '/api/projects/:projectId/posters/:posterId/submission', 'projectAdmin', review),
  route('POST', '/api/projects/:projectId/submissions/approve', 'projectAdmin', approveMany),
];
