// Statistics, the dashboard tiles, the ranked results with their settings and exports, and the people's choice.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendDownload } from '@server/http/file-names';
import {
  adminQuery,
  openProjectRoute,
  projectRoute,
  recordParams,
  signedInRoute,
  signedInErrors,
} from '@server/http/route-schemas';
import { errorBodySchema } from '@shared/errors';
import {
  projectStatisticsSchema,
  fairResultRowSchema,
  myVotesSchema,
  peoplesChoiceRowSchema,
  publishedResultRowSchema,
  resultEvaluationSchema,
  resultEvaluationsQueryFields,
  resultSettingsInputSchema,
  resultSettingsSchema,
  resultsQueryFields,
} from '@shared/contracts/reports';
import {
  exportResults,
  getResultSettings,
  projectResults,
  projectStatistics,
  publishedResults,
  resultEvaluations,
  updateResultSettings,
} from './reports.service';
import { castVote, myVotes, peoplesChoice, withdrawVote } from './peoples-choice.service';
import liveRoutes from './live.routes';
import phaseRoutes from './phase.routes';

const tags = ['reports'];
const resultsQuery = adminQuery.extend(resultsQueryFields);
const exportQuery = resultsQuery.extend({
  format: z.enum(['xlsx', 'csv'], { error: 'format must be xlsx or csv' }).default('xlsx'),
});

const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const statistics = projectRoute(tags, { response: { 200: projectStatisticsSchema } });
  for (const path of ['/projects/:projectId/statistics', '/projects/:projectId/dashboard'] as const) {
    app.get(path, statistics, async (request) => projectStatistics(db, request.scope.projectId));
  }
  app.get(
    '/projects/:projectId/results',
    projectRoute(tags, {
      summary:
        'The ranking under both methods, with spread, coverage, flags, per-criterion averages, comments',
      querystring: resultsQuery,
      response: { 200: z.array(fairResultRowSchema) },
    }),
    async (request) => projectResults(db, request.scope.projectId, request.query),
  );
  app.get(
    '/projects/:projectId/results/evaluations',
    projectRoute(tags, {
      summary: "Every judge's scores, total and comment (of one poster with poster_id), beside the results",
      querystring: adminQuery.extend(resultEvaluationsQueryFields),
      response: { 200: z.array(resultEvaluationSchema) },
    }),
    async (request) => resultEvaluations(db, request.scope.projectId, request.query.poster_id),
  );
  app.get(
    '/projects/:projectId/results/settings',
    projectRoute(tags, { response: { 200: resultSettingsSchema } }),
    async (request) => getResultSettings(db, request.scope.projectId),
  );
  app.put(
    '/projects/:projectId/results/settings',
    projectRoute(tags, {
      summary: "The ranking method, criterion weights, tie-break and the people's choice vote",
      body: resultSettingsInputSchema,
      response: { 200: resultSettingsSchema },
    }),
    async (request) => updateResultSettings(db, request.scope.projectId, request.body),
  );
  app.get(
    '/projects/:projectId/results/export',
    projectRoute(tags, {
      summary:
        "The results as .xlsx (ranking, per criterion, judge x poster, comments, people's choice) or .csv",
      querystring: exportQuery,
      produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
      response: { 200: z.any().describe('The file') },
    }),
    async (request, reply) => {
      const { format, ...query } = request.query;
      const file = await exportResults(db, request.scope.projectId, format, query);
      return sendDownload(reply, file);
    },
  );
  app.get(
    '/projects/:projectId/results/peoples-choice',
    projectRoute(tags, {
      summary: "The people's choice: every poster with its votes, ranked on its own",
      response: { 200: z.array(peoplesChoiceRowSchema) },
    }),
    async (request) => peoplesChoice(db, request.scope.projectId),
  );

  // Participants and the public project page: the ranking, once the organiser has published it.
  app.get(
    '/projects/:projectId/published-results',
    openProjectRoute(tags, {
      summary: "The ranked results by the organiser's method, only once published (403 before)",
      response: { 200: z.array(publishedResultRowSchema), 403: errorBodySchema, 404: errorBodySchema },
    }),
    async (request) => publishedResults(db, request.scope.projectId),
  );

  // The people's choice vote: a participant's own votes.
  const voteErrors = { ...signedInErrors, 409: errorBodySchema };
  const vote = (summary: string) =>
    signedInRoute(tags, 'participant', {
      summary,
      params: recordParams,
      response: { 200: myVotesSchema, ...voteErrors },
    });
  app.put(
    '/projects/:projectId/posters/:id/vote',
    vote('Vote for this poster (409 VOTE_LIMIT past the limit, 409 VOTING_CLOSED when the vote is not open)'),
    async (request) => castVote(db, request.scope.projectId, request.scope.participant.id, request.params.id),
  );
  app.delete(
    '/projects/:projectId/posters/:id/vote',
    vote('Withdraw the vote for this poster (409 VOTING_CLOSED when the vote is not open)'),
    async (request) =>
      withdrawVote(db, request.scope.projectId, request.scope.participant.id, request.params.id),
  );
  app.get(
    '/projects/:projectId/peoples-choice/me',
    signedInRoute(tags, 'participant', {
      summary:
        "Whether the people's choice vote is open, the limit, and the posters this participant voted for",
      response: { 200: myVotesSchema, ...voteErrors },
    }),
    async (request) => myVotes(db, request.scope.projectId, request.scope.participant.id),
  );

  await app.register(liveRoutes);
  await app.register(phaseRoutes);
};
export default reportsRoutes;
