// Spreadsheet uploads of posters, judges and participants, and their templates (docs/product.md#the-api).
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { receiveFiles } from '@server/http/multipart-files';
import imageFetchesRoutes from './image-fetches.routes';
import { storageKind } from '@server/media';
import { importMediaOf } from './import-images';
import { adminQuery, projectRoute } from '@server/http/route-schemas';
import { sendDownload } from '@server/http/file-names';
import { errorBodySchema } from '@shared/errors';
import { bulkUploadResponseSchema, posterUploadResponseSchema } from '@shared/contracts/imports';
import { MAX_IMAGES } from '@server/modules/posters';
import type { CheckedRows, RowTask } from './import-rows';
import { importPeople } from './people-import.service';
import { importPosters } from './poster-import.service';
import { inspectSpreadsheet } from './spreadsheet-guard';
import { readAndCheckRows } from './spreadsheet-reader';
import { TEMPLATE_FILES, templateWorkbook, type TemplateKind } from './templates';

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
  const format = await inspectSpreadsheet(file!.name, file!.data);
  const checked = await readAndCheckRows(format, file!.data, task);
  return checked as Extract<CheckedRows, { kind: T['kind'] }>;
}

const tags = ['imports'];
/** Each import's path segment: participants are `users` in the API's paths (docs/product.md#the-api). */
const pathOf = { posters: 'posters', judges: 'judges', participants: 'users' } as const satisfies Record<
  TemplateKind,
  string
>;
const dryRunQuery = adminQuery.extend({
  dry_run: z
    .enum(['true', 'false', '1', '0'], { error: 'dry_run must be true or false' })
    .optional()
    .describe('true: answer what the import would do (counts, row errors) and write nothing'),
});
const upload = (description: string, response: z.ZodType) =>
  projectRoute(tags, {
    description: `${uploadHelp} ${description} Rows are matched to what the project has: matched rows that differ are updated, the rest added, so the same file imported twice changes nothing.`,
    consumes: ['multipart/form-data'],
    querystring: dryRunQuery,
    response: { 200: response, 413: errorBodySchema },
  });
const isDryRun = (q: { dry_run?: string | undefined }) => q.dry_run === 'true' || q.dry_run === '1';

const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const uploadsDir = app.config.uploadsDir;
  const media = {
    ...importMediaOf(app.config),
    images: app.images,
    firstRetryMs: app.config.imageFetchRetryMs,
    wakeJobs: () => app.jobs.wake(),
  };

  for (const kind of ['posters', 'judges', 'participants'] as const satisfies readonly TemplateKind[]) {
    const template = projectRoute(tags, {
      description: `The ${TEMPLATE_FILES[kind]} upload template: a header row and one example row.`,
      produces: [XLSX_MIME],
      response: { 200: z.any().describe('The .xlsx file') },
    });
    app.get(`/projects/:projectId/${pathOf[kind]}/download-template`, template, async (_request, reply) =>
      sendDownload(reply, {
        contentType: XLSX_MIME,
        disposition: `attachment; filename="${TEMPLATE_FILES[kind]}"`,
        body: templateWorkbook(kind),
      }),
    );
  }

  const posterColumns =
    'Columns: title, author (required); number, board, session (the name of a poster session of the project; a name none has skips the row, SESSION_UNKNOWN), affiliation, category, abstract, keywords, audio_file, order_number, image_urls (separated by semicolons; http(s) URLs, which the server fetches, or paths inside the uploads folder; a URL that cannot be fetched is kept on its poster, not shown, and tried again in the background (GET image-fetches), with a row warning). Rows match posters by number, else board, else title and first author.';
  app.post(
    '/projects/:projectId/posters/upload-excel',
    upload(posterColumns, posterUploadResponseSchema),
    async (request) => {
      const projectId = request.scope.projectId;
      const files = storageKind(uploadsDir);
      const task = { kind: 'posters', projectId, uploadsDir, files, maxImages: MAX_IMAGES } as const;
      const rows = await receiveRows(request, task);
      return importPosters(db, media, projectId, rows, isDryRun(request.query));
    },
  );

  for (const kind of ['judges', 'participants'] as const) {
    const columns =
      kind === 'judges'
        ? 'username, password, full_name, email (required); affiliation, specialty'
        : 'username, password, email (required); full_name';
    const match =
      kind === 'judges'
        ? 'Rows match judges by username, else email'
        : 'Rows match participants by email, else username';
    const help = `Columns: ${columns}. ${match}; an existing account keeps its password. Two rows for one account is a row error.`;
    app.post(
      `/projects/:projectId/${pathOf[kind]}/upload-excel`,
      upload(help, bulkUploadResponseSchema),
      async (request) =>
        importPeople(
          db,
          request.scope.projectId,
          await receiveRows(request, { kind }),
          isDryRun(request.query),
        ),
    );
  }

  await app.register(imageFetchesRoutes);
};
export default importsRoutes;
