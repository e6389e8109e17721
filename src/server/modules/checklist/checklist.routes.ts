// The organiser's checklist: what is set up, what is missing and the next step, by the day's three parts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectRoute } from '@server/http/route-schemas';
import { checklistSchema } from '@shared/contracts/checklist';
import { getChecklist } from './checklist.service';

const tags = ['checklist'];

const checklistRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/projects/:projectId/checklist',
    projectRoute(tags, {
      summary:
        "The organiser's day: each item before, on and after the day with its counts, the part the project is " +
        'in and the next step',
      response: { 200: checklistSchema },
    }),
    async (request) => getChecklist(db, request.scope.projectId),
  );
};
export default checklistRoutes;
