// The only place where files become pictures (docs/decisions/073-media.md): what a file is, the renderer (poppler,
// LibreOffice), the size ladder and tiles (sharp), the bounds, the one error type, the one zip reader, and the
// storage the files are kept in. Modules import from here, never from the files beside it.
export {
  detectAudio,
  detectImage,
  detectPosterFile,
  hasPdfHeader,
  type FileKind,
} from '@server/media/detect';
export { isFileRefusal, isPictureRefusal, MediaRefused, type MediaRefusalCode } from '@server/media/errors';
export {
  booksKey,
  bookKey,
  derivedUrl,
  IMMUTABLE_UPLOAD,
  imagesFolder,
  originalsDir,
  originalsKey,
  projectKeys,
} from '@server/media/layout';
export {
  DEFAULT_RENDER_LIMITS,
  MAX_INPUT_PIXELS,
  PLAN_RENDER_LIMITS,
  SPREADSHEET_ZIP_LIMITS,
  type ZipLimits,
} from '@server/media/limits';
export { LocalStorage, STAGING, TEMPORARY_COPY } from '@server/media/local-storage';
export { mediaStorage, openStorage, storageKind } from '@server/media/open-storage';
export { parseStorageUrl, type S3Settings } from '@server/media/s3-client';
export { S3Storage, type OpenedObject } from '@server/media/s3-storage';
export { deriveSizes, inspectImage, storeOriginal, svgToPng, type ImageFacts } from '@server/media/pictures';
export { planPicture, planPictureFromPdf, type PlanPicture } from '@server/media/plan-picture';
export { renderPosterFile, SLIDE_KINDS } from '@server/media/render';
export type {
  RenderedPage,
  RenderLimits,
  RenderOptions,
  RenderResult,
  SubmissionFileKind,
} from '@server/media/render-types';
export { CONVERTED_PDF, IMAGE_SIZES, PAGE_SIZES, pageBaseName, PLAN_SIZE } from '@server/media/sizes';
export { removeLeftoverConversions, slidesIsolated, slidesSupported } from '@server/media/slides';
export type { LocalFile, LocalFolder, MediaStorage, StoredFile } from '@server/media/storage';
export { isStorageKey } from '@server/media/storage';
export { openZip, type OpenZip, type ZipEntry } from '@server/media/zip';
export { checkMediaTools, mediaTools, missingToolsLine } from '@server/media/tools';
