// The organiser's side of poster files: the board, reviews, approving many, and the submission settings. The
// upload routes register here too (their own files); presenters' routes are the presenters module's.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminQuery, projectRoute } from '@server/http/route-schemas';
import { idParam } from '@shared/schemas';
import {
  bulkApproveResultSchema,
  bulkApproveSchema,
  submissionBoardSchema,
  submissionListParamsSchema,
  submissionReviewQuerySchema,
  submissionReviewSchema,
  submissionReviewViewSchema,
  submissionSchema,
  submissionSettingsSchema,
  submissionSettingsUpdateSchema,
} from '@shared/contracts/submissions';
import { getSubmissionSettings, updateSubmissionSettings } from './submission-settings.service';
import {
  approveSubmissions,
  getSubmissionReview,
  listSubmissionBoard,
  reviewSubmission,
} from './submissions.service';
import submissionUploadRoutes from './submission-uploads.routes';

const tags = ['submissions'];
const posterParams = z.object({ projectId: idParam, posterId: idParam });

const submissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/projects/:projectId/submission-settings',
    projectRoute(tags, {
      summary: "The project's poster submission settings (the defaults until saved)",
      response: { 200: submissionSettingsSchema },
    }),
    async (request) => getSubmissionSettings(db, request.scope.projectId),
  );

  app.put(
    '/projects/:projectId/submission-settings',
    projectRoute(tags, {
      summary:
        'Changes the settings named: deadline (ISO time with offset, or null), auto_approve, poster_format, instructions',
      body: submissionSettingsUpdateSchema,
      response: { 200: submissionSettingsSchema },
    }),
    async (request) => updateSubmissionSettings(db, request.scope.projectId, request.body),
  );

  app.get(
    '/projects/:projectId/submissions',
    projectRoute(tags, {
      summary: "The board: every poster with its newest file's status, a page at a time, and the counts",
      description:
        'One row per poster (not_started when nothing was sent); status filters, q matches number (P-012 or 12), title, author and the presenter name and email; counts are over the whole project.',
      querystring: adminQuery.extend(submissionListParamsSchema.shape),
      response: { 200: submissionBoardSchema },
    }),
    async (request) => {
      const { admin_id: _admin, ...params } = request.query;
      return listSubmissionBoard(db, request.scope.projectId, params);
    },
  );

  app.get(
    '/projects/:projectId/posters/:posterId/submission',
    projectRoute(tags, {
      summary: 'The review page of a poster: its newest file with every page, and the next one waiting',
      description:
        'next_poster_id is the next poster whose newest file is submitted after this one in the board order (sort, dir and q as on the board), coming round to the start; null when no other waits.',
      params: posterParams,
      querystring: adminQuery.extend(submissionReviewQuerySchema.shape),
      response: { 200: submissionReviewViewSchema },
    }),
    async (request) => {
      const { admin_id: _admin, ...order } = request.query;
      return getSubmissionReview(db, request.scope.projectId, request.params.posterId, order);
    },
  );

  app.put(
    '/projects/:projectId/posters/:posterId/submission',
    projectRoute(tags, {
      summary: "Approves the poster's newest file, or sends it back with a note (needs_fix)",
      description:
        'Only a rendered file (submitted, needs_fix or approved) is reviewed; processing, failed or none: 409 SUBMISSION_NOT_REVIEWABLE.',
      params: posterParams,
      body: submissionReviewSchema,
      response: { 200: submissionSchema },
    }),
    async (request) =>
      app.jobs.wakeAfter(
        reviewSubmission(db, request.scope.projectId, request.params.posterId, request.body, app.reviewMail),
      ),
  );

  app.post(
    '/projects/:projectId/submissions/approve',
    projectRoute(tags, {
      summary:
        'Approves the newest file of each poster named whose newest is submitted; the others are skipped',
      body: bulkApproveSchema,
      response: { 200: bulkApproveResultSchema },
    }),
    async (request) =>
      app.jobs.wakeAfter(
        approveSubmissions(db, request.scope.projectId, request.body.poster_ids, app.reviewMail),
      ),
  );

  await app.register(submissionUploadRoutes);
};
export default submissionsRoutes;
