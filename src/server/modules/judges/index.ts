// The judges module's face: what the rest of the server uses of it (docs/decisions/078-module-faces.md).
export { default as judgesRoutes } from './judges.routes';
export { listJudges } from './judges.service';
// Of its repository: what other modules call directly, within their own work (a transaction, a count).
export {
  findJudge,
  findJudgeForLogin,
  insertCopiedJudges,
  insertJudges,
  selectJudgeAccounts,
  selectJudgeExists,
  selectJudgesByEmail,
  updateJudgeRow,
} from './judges.repository';
