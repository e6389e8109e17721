// The one way media refuses a file: MediaRefused with a code (what the file is, never a passing failure).
import { fileRefusalCodes, type FileRefusalCode } from '@shared/contracts/submissions';

/**
 * Why media refuses a file. A poster file's codes are the submissions contract's (stored as a submission's or a
 * hall plan's error_code); a picture that is not one, or has too many pixels, has the two codes the upload
 * endpoints answer; a zip that is damaged, crafted or too large has its own (its callers say it in their words).
 */
export type MediaRefusalCode =
  | FileRefusalCode
  | 'NOT_AN_IMAGE'
  | 'IMAGE_TOO_MANY_PIXELS'
  | 'ZIP_DAMAGED'
  | 'ZIP_SPLIT'
  | 'ZIP_METHOD'
  | 'ZIP_TOO_MANY_ENTRIES'
  | 'ZIP_TOO_LARGE'
  | 'ZIP_RATIO';

export type MediaRefusalParams = Record<string, string | number>;

/**
 * A file refused for what it is: a job fails at once with its code, an upload answers it as a 4xx. Anything else
 * thrown by media (a plain Error: a full disk, a program not installed) is a passing failure, worth another try.
 * For NOT_AN_IMAGE and IMAGE_TOO_MANY_PIXELS the message is words that follow "is" ("not an image", "too large
 * (...)"), so a caller can name the file before them.
 */
export class MediaRefused<C extends MediaRefusalCode = MediaRefusalCode> extends Error {
  constructor(
    readonly code: C,
    detail: string,
    readonly params: MediaRefusalParams = {},
  ) {
    super(detail);
    this.name = 'MediaRefused';
  }
}

const FILE_REFUSALS: ReadonlySet<string> = new Set(fileRefusalCodes);

/** Whether `err` refuses a poster file (or a hall plan's PDF) with one of the codes a rendering records. */
export const isFileRefusal = (err: unknown): err is MediaRefused<FileRefusalCode> =>
  err instanceof MediaRefused && FILE_REFUSALS.has(err.code);

/** Whether `err` says the bytes are no picture media takes (not one, or too many pixels). */
export const isPictureRefusal = (
  err: unknown,
): err is MediaRefused<'NOT_AN_IMAGE' | 'IMAGE_TOO_MANY_PIXELS'> =>
  err instanceof MediaRefused && (err.code === 'NOT_AN_IMAGE' || err.code === 'IMAGE_TOO_MANY_PIXELS');
