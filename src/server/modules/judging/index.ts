// The judging module's face: what the rest of the server uses of it (docs/decisions/078-module-faces.md).
export { default as judgingRoutes } from './judging.routes';
export { accessUrl, replaceAccessLinkIn } from './access-link.service';
// Of its repository: what other modules call directly, within their own work (a transaction, a count).
export { selectAccessLinkCounts } from './access-link.repository';
export { deleteEvaluationRow, findStoredEvaluation } from './judging.repository';
