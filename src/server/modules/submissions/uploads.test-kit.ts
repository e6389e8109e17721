// What the upload tests share: a signed-in presenter (of a new poster), multipart poster uploads, a submission
// as stored.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { multipart } from '@server/proof/upload-files.test-kit';
import { SESSION_COOKIE } from '@server/http/session-cookie';
import { startSession } from '@server/modules/auth/session.service';
import { makePoster } from '@server/test/fixture-rows';
import { clientFrom, type Client } from '@server/test/test-app';

/**
 * A presenter signed in to the poster (a session row as the personal link's sign-in makes it; TEMPORARY until
 * the presenters helper's link sign-in lands, then its own helper).
 */
export async function presenterClient(
  app: FastifyInstance,
  posterId: number,
  projectId: number,
): Promise<Client> {
  const session = await startSession(
    app.database.db,
    { kind: 'presenter', id: posterId, projectId },
    app.config.sessionTtlMs,
  );
  return clientFrom(app, {
    headers: { 'set-cookie': `${SESSION_COOKIE}=${session.token}; Path=/` },
  } as never);
}

/** A new poster of the project, and its presenter signed in. */
export async function presenterOfNewPoster(app: FastifyInstance, projectId: number) {
  const poster = await makePoster(app.database.db, projectId);
  return { poster, client: await presenterClient(app, poster.id, projectId) };
}

/** A multipart upload of these bytes (or of the file at this path) as the form field `file`. */
export function posterUpload(content: Buffer | string, filename: string, contentType = 'application/pdf') {
  const bytes = typeof content === 'string' ? fs.readFileSync(content) : content;
  return multipart({ filename, content: bytes, contentType });
}

/** A submission row and its pages, as stored. */
export async function storedSubmission(db: Kysely<DB>, id: number) {
  const row = await db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const pages = await db
    .selectFrom('submission_pages')
    .selectAll()
    .where('submission_id', '=', id)
    .orderBy('number')
    .execute();
  return { ...row, pages };
}

/** The render job of a submission, as stored. */
export function renderJobOf(db: Kysely<DB>, submissionId: number) {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('key', '=', `poster-render:${submissionId}`)
    .executeTakeFirstOrThrow();
}

/**
 * A PDF of one blank page `widthPt` x `heightPt` points, written by hand (valid cross-reference table), e.g. a
 * page 5 m wide: a hostile file the renderer must refuse without rendering it.
 */
export function handPdf(widthPt: number, heightPt: number): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${widthPt} ${heightPt}] /Resources << >> >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The project's submission settings: its deadline and auto-approve. */
export function setSubmissionSettings(
  db: Kysely<DB>,
  projectId: number,
  deadline: string | null,
  auto: 0 | 1,
) {
  return db
    .insertInto('submission_settings')
    .values({
      project_id: projectId,
      deadline,
      auto_approve: auto,
      poster_format: 'a0-portrait',
      updated_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('project_id').doUpdateSet({ deadline, auto_approve: auto }))
    .execute();
}

/** What the answer to a presenter's PDF upload says of it: taken, waiting for its rendering. */
export const processingPdf = (fileName: string, fileSize: number) => ({
  status: 'processing',
  file_name: fileName,
  file_kind: 'pdf',
  file_size: fileSize,
  uploaded_by: 'presenter',
});
