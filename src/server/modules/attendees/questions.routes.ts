// Questions to presenters: participants ask and read on a poster's page, the presenter reads and answers on
// their page, the organiser lists and hides (docs/decisions/053-favourites-and-questions.md).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectRoute, signedInRoute, signedInErrors, pagedListSchema } from '@server/http/route-schemas';
import { asksForPage, listParamsSchema } from '@shared/paging';
import {
  adminQuestionPageSchema,
  adminQuestionSchema,
  adminQuestionSorts,
  answerSchema,
  presenterQuestionsSchema,
  questionCreateSchema,
  questionHideSchema,
  questionSchema,
} from '@shared/contracts/attendees';
import { errorBodySchema } from '@shared/errors';
import { linkSecret } from '@server/modules/presenters';
import { posterParams, questionParams } from './attendees.schemas';
import * as service from './questions.service';

const tags = ['attendees'];

const questionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const mail = { settings: app.config, secret: () => linkSecret(app.config) };

  app.get(
    '/projects/:projectId/posters/:posterId/questions',
    signedInRoute(tags, 'participant', {
      summary: "The poster's questions a participant reads: the public ones and their own, hidden ones never",
      params: posterParams,
      response: { 200: z.array(questionSchema), ...signedInErrors },
    }),
    async (request) =>
      service.listPosterQuestions(
        db,
        request.scope.projectId,
        request.scope.participant.id,
        request.params.posterId,
      ),
  );
  app.post(
    '/projects/:projectId/posters/:posterId/questions',
    signedInRoute(tags, 'participant', {
      summary: "Asks the poster's presenter a question (mailed to them); 429 TOO_MANY past 5 a minute",
      params: posterParams,
      body: questionCreateSchema,
      response: { 201: questionSchema, 429: errorBodySchema, ...signedInErrors },
    }),
    async (request, reply) => {
      const { projectId } = request.scope;
      const q = await service.askQuestion(
        db,
        mail,
        projectId,
        request.scope.participant.id,
        request.params.posterId,
        request.body,
      );
      app.jobs.wake();
      return reply.code(201).send(q);
    },
  );
  app.post(
    '/projects/:projectId/posters/:posterId/questions/:questionId/answer',
    signedInRoute(tags, 'presenter', {
      summary: "The presenter answers a question of their poster (403 for another poster's)",
      params: questionParams,
      body: answerSchema,
      response: { 200: questionSchema, ...signedInErrors },
    }),
    async (request) =>
      service.answerQuestion(
        db,
        request.scope.projectId,
        request.scope.presenter.posterId,
        request.params.posterId,
        request.params.questionId,
        request.body.answer,
      ),
  );
  app.get(
    '/projects/:projectId/presenter/questions',
    signedInRoute(tags, 'presenter', {
      summary: "The signed-in presenter's questions (hidden ones left out) and how many wait for an answer",
      response: { 200: presenterQuestionsSchema, ...signedInErrors },
    }),
    async (request) =>
      service.presenterQuestions(db, request.scope.projectId, request.scope.presenter.posterId),
  );
  app.get(
    '/projects/:projectId/questions',
    projectRoute(tags, {
      summary: 'Every question of the project, hidden ones included, newest first',
      ...pagedListSchema(
        'Without list parameters: every question. With any of page, page_size, q, sort, dir: one page {items, total, page, page_size, counts}; q matches the question, its answer, the poster (P-number, title) and the asker; counts are of the whole project (all, waiting for an answer, hidden).',
        listParamsSchema(adminQuestionSorts),
        adminQuestionPageSchema,
        adminQuestionSchema,
      ),
    }),
    async (request) =>
      asksForPage(request.query)
        ? service.listProjectQuestionPage(db, request.scope.projectId, request.query)
        : service.listProjectQuestions(db, request.scope.projectId),
  );
  app.put(
    '/projects/:projectId/posters/:posterId/questions/:questionId',
    projectRoute(tags, {
      summary: 'Hides a question from participants and the presenter (hidden: false shows it again)',
      params: questionParams,
      body: questionHideSchema,
      response: { 200: questionSchema },
    }),
    async (request) =>
      service.hideQuestion(
        db,
        request.scope.projectId,
        request.params.posterId,
        request.params.questionId,
        request.body.hidden,
      ),
  );
};
export default questionsRoutes;
