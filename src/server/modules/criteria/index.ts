// The criteria module's face: what the rest of the server uses of it (docs/decisions/078-module-faces.md).
export { default as criteriaRoutes } from './criteria.routes';
export { listCriteria } from './criteria.service';
// Of its repository: what other modules call directly, within their own work (a transaction, a count).
export { insertCopiedCriteria } from './criteria.repository';
