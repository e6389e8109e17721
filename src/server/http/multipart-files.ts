// The files of a multipart upload, read into memory within the configured limits.
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../errors';

export type ReceivedFile = { field: string; name: string; data: Buffer };

/** 413 FILE_TOO_LARGE, with the limit in MB (one decimal) as its param: every upload refuses this way. */
export function fileTooLarge(maxBytes: number): AppError {
  const mb = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
  return new AppError('FILE_TOO_LARGE', `The file is too large: the limit is ${mb} MB`, {
    field: 'file',
    params: { limit: mb },
  });
}

/**
 * Reads the files of a multipart request into memory. Each file is capped at config.maxUploadBytes by the
 * multipart plugin while it streams (a larger one is a 413 before anything is parsed); fields are ignored.
 */
const tooManyFiles = (max: number) =>
  new AppError('TOO_MANY_FILES', `Send at most ${max} file${max === 1 ? '' : 's'} at once`, {
    params: { max },
  });

export async function receiveFiles(request: FastifyRequest, max: number): Promise<ReceivedFile[]> {
  if (!request.isMultipart())
    throw new AppError('FILE_MISSING', 'Send the file as multipart/form-data in the form field "file"');
  const files: ReceivedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      if (files.length >= max) throw tooManyFiles(max);
      files.push({ field: part.fieldname, name: part.filename ?? '', data });
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const e = err as { statusCode?: number; code?: string };
    if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(request.server.config.maxUploadBytes);
    if (e.code === 'FST_FILES_LIMIT' || e.code === 'FST_PARTS_LIMIT' || e.code === 'FST_FIELDS_LIMIT') {
      throw tooManyFiles(max);
    }
    throw badRequest(
      'The upload could not be read: send the file as multipart/form-data in the form field "file"',
    );
  }
  if (files.length === 0) throw new AppError('FILE_MISSING', 'Choose a file to upload (form field "file")');
  return files;
}
