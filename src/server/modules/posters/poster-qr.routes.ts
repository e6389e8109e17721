// The organiser's poster QR codes, for labels (docs/decisions/020-judging-day.md).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectRoute, recordParams } from '@server/http/route-schemas';
import { posterQr } from './poster-qr';
import { requestOrigin } from '@server/http/request-origin';

const kinds = { svg: 'image/svg+xml', png: 'image/png' } as const;

const posterQrRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  for (const [type, mime] of Object.entries(kinds) as ['svg' | 'png', string][]) {
    app.get(
      `/projects/:projectId/posters/:id/qr.${type}`,
      projectRoute(['posters'], {
        summary: `The poster's QR code (${type.toUpperCase()}): the absolute URL of its page /projects/{slug}/p/{id}`,
        params: recordParams,
        produces: [mime],
        response: { 200: z.any().describe(`The ${type.toUpperCase()} image`) },
      }),
      async (request, reply) => {
        const image = await posterQr(
          db,
          request.scope.projectId,
          request.params.id,
          requestOrigin(request),
          type,
        );
        return reply.header('Content-Type', mime).header('Cache-Control', 'private, max-age=300').send(image);
      },
    );
  }
};
export default posterQrRoutes;
