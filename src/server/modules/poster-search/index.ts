// The poster-search module's face: what the rest of the server uses of it (docs/decisions/078-module-faces.md).
// It has no routes: the posters list searches through it (docs/decisions/091-ranked-poster-search.md).
export {
  askedWords,
  fillPosterSearch,
  posterSearch,
  refreshPosterSearch,
  selectSearchTexts,
  withSearchPlan,
  type SearchTexts,
} from './poster-search.repository';
export { searchHit } from './search-snippet';
