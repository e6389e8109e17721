// Spreadsheet uploads of posters, judges and participants, and their templates (SPEC.md section 7).
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { receiveFiles } from '../../http/multipart-files';
import { adminQuery, errorResponses, projectParams, uploadErrorResponses } from '../../http/route-schemas';
import { bulkUploadResponseSchema, posterUploadResponseSchema } from '../../../shared/contracts/posters';
import { MAX_IMAGES } from '../posters/posters.service';
import type { CheckedRows, RowTask } from './import-rows';
import { importPeople } from './people-import.service';
import { importPosters } from './poster-import.service';
import { inspectSpreadsheet } from './spreadsheet-guard';
import { readAndCheckRows } from './spreadsheet-reader';
import { TEMPLATE_FILES, templateWorkbook, type TemplateKind } from './templates';

const config = { access: 'projectAdmin' } as const;
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const uploadHelp =
  'multipart/form-data with the spreadsheet in the field "file" (.xlsx, .xls or .csv). The first sheet is read; ' +
  'its header row names the columns (case and surrounding spaces ignored). Bad rows are reported as "row N: reason" ' +
  'and skipped; good rows are stored together in one transaction.';

/**
 * Receives the one uploaded file, refuses what is not a sane spreadsheet, and parses it and checks its rows off
 * the main thread.
 */
async function receiveRows<T extends RowTask>(
  request: FastifyRequest,
  task: T,
): Promise<Extract<CheckedRows, { kind: T['kind'] }>> {
  const [file] = await receiveFiles(request, 1);
  const format = inspectSpreadsheet(file!.name, file!.data);
  const checked = await readAndCheckRows(format, file!.data, task);
  return checked as Extract<CheckedRows, { kind: T['kind'] }>;
}

const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const uploadsDir = app.config.uploadsDir;

  for (const kind of ['posters', 'judges', 'users'] as const satisfies readonly TemplateKind[]) {
    app.get(
      `/projects/:projectId/${kind}/download-template`,
      {
        config,
        schema: {
          tags: ['imports'],
          description: `The ${TEMPLATE_FILES[kind]} upload template: a header row and one example row.`,
          produces: [XLSX_MIME],
          params: projectParams,
          querystring: adminQuery,
          response: { 200: z.any().describe('The .xlsx file'), ...errorResponses },
        },
      },
      async (request, reply) => {
        return reply
          .header('Content-Type', XLSX_MIME)
          .header('Content-Disposition', `attachment; filename="${TEMPLATE_FILES[kind]}"`)
          .header('Cache-Control', 'no-store')
          .send(templateWorkbook(kind));
      },
    );
  }

  app.post(
    '/projects/:projectId/posters/upload-excel',
    {
      config,
      schema: {
        tags: ['imports'],
        description: `${uploadHelp} Columns: title, author (required); affiliation, category, abstract, keywords, audio_file, order_number, image_urls (separated by semicolons; http(s) URLs or paths inside the uploads folder).`,
        consumes: ['multipart/form-data'],
        params: projectParams,
        querystring: adminQuery,
        response: { 200: posterUploadResponseSchema, ...uploadErrorResponses },
      },
    },
    async (request) => {
      const checked = await receiveRows(request, {
        kind: 'posters',
        projectId: request.scope.projectId,
        uploadsDir,
        maxImages: MAX_IMAGES,
      });
      return importPosters(db, request.scope.projectId, checked);
    },
  );

  for (const kind of ['judges', 'users'] as const) {
    const columns =
      kind === 'judges'
        ? 'username, password, full_name, email (required); affiliation, specialty'
        : 'username, password, email (required); full_name';
    app.post(
      `/projects/:projectId/${kind}/upload-excel`,
      {
        config,
        schema: {
          tags: ['imports'],
          description: `${uploadHelp} Columns: ${columns}. A username already in the project or repeated in the file is a row error.`,
          consumes: ['multipart/form-data'],
          params: projectParams,
          querystring: adminQuery,
          response: { 200: bulkUploadResponseSchema, ...uploadErrorResponses },
        },
      },
      async (request) => {
        const checked = await receiveRows(request, { kind });
        return importPeople(db, request.scope.projectId, checked);
      },
    );
  }
};
export default importsRoutes;
