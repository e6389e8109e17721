// The sessions module's face: what the rest of the server uses of it (docs/decisions/078-module-faces.md).
export { default as sessionsRoutes } from './sessions.routes';
export { listBoards, listSessions } from './sessions.service';
// Of its repository: what other modules call directly, within their own work (a transaction, a count).
export {
  findSession,
  lockSessionNames,
  presenceOf,
  selectBoardRows,
  selectPresentTimes,
  selectSessionsByIds,
} from './sessions.repository';
