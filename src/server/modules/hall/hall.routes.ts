// The hall's floor map (the plan, the boards on it) and certificates of presentation
// (docs/decisions/059-hall-map-and-certificates.md).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { receiveFiles } from '@server/http/multipart-files';
import { projectRoute, signedInRoute, signedInErrors } from '@server/http/route-schemas';
import { errorBodySchema } from '@shared/errors';
import {
  boardPositionsInputSchema,
  certificateSealSchema,
  hallMapSchema,
  hallSettingsInputSchema,
  presenceCertificateSchema,
  presenterCertificateSchema,
} from '@shared/contracts/hall';
import { deleteCertificateSeal, getCertificateSeal, setCertificateSeal } from './certificate-seal';
import { getPresenterCertificate, listPresenceCertificates } from './certificates.service';
import * as service from './hall.service';

const tags = ['hall map'];
const url = '/projects/:projectId/hall-map';

const hallRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, readDb } = app.database;
  const { uploadsDir } = app.config;

  app.get(
    url,
    projectRoute(
      tags,
      {
        summary:
          "The hall plan, every board's place on it (shares 0..1 of its width and height) and the settings",
        response: { 200: hallMapSchema },
      },
      'member',
    ),
    async (request) => service.getHallMap(readDb, request.scope.projectId),
  );

  app.put(
    `${url}/plan`,
    projectRoute(tags, {
      summary:
        'Uploads or replaces the hall plan (one PNG, JPEG, WebP or PDF: its first page; the boards keep their places)',
      description:
        'multipart/form-data with one file, checked by content; stored as a WebP of at most 2400 px. An image is made into the plan at once (200); a file over 100 million pixels or that cannot be decoded in time is refused. A PDF is answered 202 with `plan_rendering`: a job renders its first page, and GET /hall-map shows the new plan when it is done, or `plan_error` (PDF_ENCRYPTED, PDF_UNREADABLE, PAGE_TOO_LARGE, TOO_MANY_PAGES, RENDER_FAILED); the plan before stays until then.',
      consumes: ['multipart/form-data'],
      response: { 200: hallMapSchema, 202: hallMapSchema, 413: errorBodySchema },
    }),
    async (request, reply) => {
      const [file] = await receiveFiles(request, 1);
      const { map, rendering } = await service.setHallPlan(db, uploadsDir, request.scope.projectId, file!);
      if (rendering) {
        app.jobs.wake();
        void reply.code(202);
      }
      return map;
    },
  );

  app.delete(
    `${url}/plan`,
    projectRoute(tags, {
      summary:
        "Removes the hall plan and the boards' places on it, and a PDF plan still rendering or refused",
      response: { 200: hallMapSchema },
    }),
    async (request) => service.deleteHallPlan(db, uploadsDir, request.scope.projectId),
  );

  app.put(
    `${url}/positions`,
    projectRoute(tags, {
      summary: "Replaces every board's place on the plan (boards posters hang on, each once)",
      body: boardPositionsInputSchema,
      response: { 200: hallMapSchema },
    }),
    async (request) => service.setBoardPositions(db, request.scope.projectId, request.body.positions),
  );

  app.put(
    `${url}/settings`,
    projectRoute(tags, {
      summary: 'Turns certificates of presentation on or off',
      body: hallSettingsInputSchema,
      response: { 200: hallMapSchema },
    }),
    async (request) => service.setHallSettings(db, request.scope.projectId, request.body),
  );

  const seal = '/projects/:projectId/certificates/seal';
  app.get(
    seal,
    projectRoute(tags, {
      summary: 'The seal or signature printed on every certificate (award and presentation), or null',
      response: { 200: certificateSealSchema },
    }),
    async (request) => getCertificateSeal(readDb, request.scope.projectId),
  );

  app.put(
    seal,
    projectRoute(tags, {
      summary: 'Uploads or replaces the seal or signature printed on every certificate (one PNG or JPEG)',
      description:
        'multipart/form-data with one file of at most 2 MB, checked by content (FILE_TYPE for anything but PNG or JPEG), 100 to 4000 px on its long side (SEAL_PIXELS); stored as a WebP of at most 800 px, its transparency kept.',
      consumes: ['multipart/form-data'],
      response: { 200: certificateSealSchema, 413: errorBodySchema },
    }),
    async (request) => {
      const [file] = await receiveFiles(request, 1);
      return setCertificateSeal(db, uploadsDir, request.scope.projectId, file!);
    },
  );

  app.delete(
    seal,
    projectRoute(tags, {
      summary: 'Removes the seal: certificates print without one',
      response: { 200: certificateSealSchema },
    }),
    async (request) => deleteCertificateSeal(db, uploadsDir, request.scope.projectId),
  );

  app.get(
    '/projects/:projectId/presence-certificates',
    projectRoute(tags, {
      summary:
        "Who gets a certificate of presentation: posters whose presenter checked in (present) within their session's time",
      description: '409 CERTIFICATES_OFF while the project does not issue them.',
      response: { 200: z.array(presenceCertificateSchema) },
    }),
    async (request) => listPresenceCertificates(readDb, request.scope.projectId),
  );

  app.get(
    '/projects/:projectId/presenter/certificate',
    signedInRoute(tags, 'presenter', {
      summary: "The signed-in presenter's certificate of presentation, or the code of why there is none",
      response: { 200: presenterCertificateSchema, ...signedInErrors },
    }),
    async (request) =>
      getPresenterCertificate(readDb, request.scope.projectId, request.scope.presenter.posterId),
  );
};
export default hallRoutes;
