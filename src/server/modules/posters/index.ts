// The posters module's face: what the rest of the server uses of it (docs/decisions/078-module-faces.md).
export { default as postersRoutes } from './posters.routes';
export { imageSizesJobDeclaration } from './posters.jobs';
export { MAX_IMAGES } from './poster-media.service';
export { listPosters } from './posters.service';
export { ImageWork } from './image-work';
export { showValue } from './media-paths';
export { forMembers, memberPictures, readConsent } from './poster-consent';
export { posterUrl } from './poster-qr';
// Of its repository: what other modules call directly, within their own work (a transaction, a count).
export {
  type ImageRecord,
  insertPosterImage,
  type PlacedImage,
  replacePosterImages,
  selectImagesOf,
  selectImagesOfPoster,
  selectProjectImages,
  toImageRecord,
} from './poster-images.repository';
export { insertPosters, type NewPoster } from './poster-inserts.repository';
export {
  findPoster,
  lockPosterPresenter,
  lockPosterRefusals,
  type PosterFields,
  selectMaxPosterNumber,
  selectPosterExists,
  selectPosterHeadings,
  selectPosters,
  selectPostersAmong,
  selectPostersInBoardOrder,
  updatePosterRefusals,
  updatePosterRow,
} from './posters.repository';
