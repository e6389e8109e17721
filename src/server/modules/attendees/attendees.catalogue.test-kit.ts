// The attendees module's routes in the route catalogue (proof/route-catalogue.test-kit.ts): favourites and
// questions to presenters.
import { inEachProject, noInput, route } from '@server/proof/catalogue-row.test-kit';
import type { CallContext, CatalogueRow } from '@server/proof/catalogue-row.test-kit';
import type { ProjectWorld } from '@server/proof/two-project-world.test-kit';
import { makeQuestion } from './attendees.test-kit';

const onPoster = inEachProject((p) => ({ params: { posterId: p.pendingPoster.id } }));

/** A question asked in project `p` on its judged poster (the one presenterA presents in A). */
const questionIn = (c: CallContext, p: ProjectWorld) =>
  makeQuestion(c.db, p.project.id, p.judgedPoster.id, p.participant.id);

/**
 * Asking is limited a minute per participant: each call clears the counter first, so the matrix's calls as
 * participantA (and any proof that repeats them) each meet an unspent limit.
 */
const ask = inEachProject(async (p, c) => {
  await c.db.deleteFrom('login_attempts').where('key', 'like', 'q|%').execute();
  return { params: { posterId: p.judgedPoster.id }, payload: { text: '질문 있습니다', public: true } };
});

/** A's judged poster in the path; the question is a new one of A, or B's (not found in A). */
const onQuestion = (payload: object) => ({
  own: async (c: CallContext) => ({
    params: { posterId: c.world.A.judgedPoster.id, questionId: (await questionIn(c, c.world.A)).id },
    payload,
  }),
  foreign: async (c: CallContext) => ({
    params: { posterId: c.world.A.judgedPoster.id, questionId: (await questionIn(c, c.world.B)).id },
    payload,
  }),
});
const answer = onQuestion({ answer: '네, 세 번 재현했습니다.' });
const hide = onQuestion({ hidden: true });

export const attendeesCatalogue: CatalogueRow[] = [
  route('PUT', '/api/projects/:projectId/posters/:posterId/favorite', 'participant', onPoster),
  route('DELETE', '/api/projects/:projectId/posters/:posterId/favorite', 'participant', onPoster),
  route('GET', '/api/projects/:projectId/favorites', 'participant', noInput),
  route('GET', '/api/projects/:projectId/posters/:posterId/questions', 'participant', onPoster),
  route('POST', '/api/projects/:projectId/posters/:posterId/questions', 'participant', ask),
  route(
    'POST',
    '/api/projects/:projectId/posters/:posterId/questions/:questionId/answer',
    'presenter',
    answer,
  ),
  route('GET', '/api/projects/:projectId/presenter/questions', 'presenter', noInput),
  route('GET', '/api/projects/:projectId/questions', 'projectAdmin', noInput),
  route('PUT', '/api/projects/:projectId/posters/:posterId/questions/:questionId', 'projectAdmin', hide),
];
