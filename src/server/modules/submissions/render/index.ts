// The rendering library for poster files (no database): what a file is, and its pages, text and preflight.
export { detectPosterFile } from '@server/modules/submissions/render/detect';
export { DEFAULT_RENDER_LIMITS } from '@server/modules/submissions/render/limits';
export { renderPosterFile, SLIDE_KINDS } from '@server/modules/submissions/render/render';
export {
  removeLeftoverConversions,
  slidesIsolated,
  slidesSupported,
} from '@server/modules/submissions/render/slides';
export {
  FileRefused,
  type RenderedPage,
  type RenderLimits,
  type RenderOptions,
  type RenderResult,
  type SubmissionFileKind,
} from '@server/modules/submissions/render/render-types';
