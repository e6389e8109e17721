// The project admin's phase control (docs/decisions/020-judging-day.md): the phase lives in the projects module;
// its steps are asked here because closing judging and publishing check the judging's progress and store the
// publishing scope (docs/decisions/064-guarded-steps-and-publishing-scope.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectRoute } from '@server/http/route-schemas';
import { errorBodySchema } from '@shared/errors';
import { phaseChangeInputSchema, phaseStateSchema } from '@shared/contracts/projects';
import { missingWorkSchema } from '@shared/contracts/reports';
import { getPhaseState } from '@server/modules/projects';
import { changePhaseGuarded, missingWork } from './release.service';

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
      summary:
        'Moves the project one phase on or back (back needs a reason); sets the closing time. Closing judging ' +
        'or publishing with evaluations missing needs `confirm` (409 CONFIRMATION_REQUIRED); publishing ' +
        'stores `publish_scope`; taking published results down needs the project name as `confirm`',
      body: phaseChangeInputSchema,
      response: { 200: phaseStateSchema, 409: errorBodySchema },
    }),
    async (request) => changePhaseGuarded(db, request.scope.projectId, request.scope.admin.id, request.body),
  );
  app.get(
    `${url}/missing`,
    projectRoute(tags, {
      summary:
        'What closing judging or publishing would leave out: evaluations left, posters evaluated by fewer ' +
        'judges than assigned, judges not finished; the text to type; the stored publishing scope',
      response: { 200: missingWorkSchema },
    }),
    async (request) => missingWork(db, request.scope.projectId),
  );
};
export default phaseRoutes;
