// The attendees module's face: what the rest of the server uses of it (docs/decisions/078-module-faces.md).
export { default as attendeesRoutes } from './attendees.routes';
// Of its repository: what other modules call directly, within their own work (a transaction, a count).
export { selectFavoriteCounts } from './favorites.repository';
export { selectQuestionCounts, selectQuestionTotals } from './questions.repository';
