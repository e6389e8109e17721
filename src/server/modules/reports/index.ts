// The reports module's face: what the rest of the server uses of it (docs/decisions/078-module-faces.md).
export { default as reportsRoutes } from './reports.routes';
export { projectStatistics } from './reports.service';
export { csvDownload, neutralise } from './results-export';
// Of its repository: what other modules call directly, within their own work (a transaction, a count).
export { selectPosterCounts } from './progress.repository';
