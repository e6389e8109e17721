// What attendees keep and ask: a participant's favourites ("my list"); questions to presenters in
// questions.routes.ts (docs/decisions/053-favourites-and-questions.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRoute, signedInErrors } from '@server/http/route-schemas';
import { favoritesSchema } from '@shared/contracts/attendees';
import { posterParams } from './attendees.schemas';
import { listFavorites, starPoster, unstarPoster } from './favorites.service';
import questionsRoutes from './questions.routes';

const tags = ['attendees'];

const attendeesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const star = (summary: string) =>
    signedInRoute(tags, 'participant', {
      summary,
      params: posterParams,
      response: { 200: favoritesSchema, ...signedInErrors },
    });

  app.put(
    '/projects/:projectId/posters/:posterId/favorite',
    star('Stars this poster for the participant (starring it again changes nothing); answers their list'),
    async (request) =>
      starPoster(db, request.scope.projectId, request.scope.participant.id, request.params.posterId),
  );
  app.delete(
    '/projects/:projectId/posters/:posterId/favorite',
    star('Unstars this poster (unstarring it again changes nothing); answers their list'),
    async (request) =>
      unstarPoster(db, request.scope.projectId, request.scope.participant.id, request.params.posterId),
  );
  app.get(
    '/projects/:projectId/favorites',
    signedInRoute(tags, 'participant', {
      summary: "The participant's starred posters (my list), in the order they were starred",
      response: { 200: favoritesSchema, ...signedInErrors },
    }),
    async (request) => listFavorites(db, request.scope.projectId, request.scope.participant.id),
  );

  await app.register(questionsRoutes);
};
export default attendeesRoutes;
