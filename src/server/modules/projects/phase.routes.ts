// The project admin's phase control (docs/decisions/020-judging-day.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectRoute } from '@server/http/route-schemas';
import { errorBodySchema } from '@shared/errors';
import { phaseChangeInputSchema, phaseStateSchema } from '@shared/contracts/projects';
import { changePhase, getPhaseState } from './phase.service';

const tags = ['phases'];

const phaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const url = '/projects/:projectId/phase';
  app.get(url, projectRoute(tags, { response: { 200: phaseStateSchema } }), async (request) =>
    getPhaseState(db, request.scope.projectId),
  );
  app.put(
    url,
    projectRoute(tags, {
      summary: 'Moves the project one phase on or back (back needs a reason); sets the closing time',
      body: phaseChangeInputSchema,
      response: { 200: phaseStateSchema, 409: errorBodySchema },
    }),
    async (request) => changePhase(db, request.scope.projectId, request.scope.admin.id, request.body),
  );
};
export default phaseRoutes;
