// The participants module's face: what the rest of the server uses of it (docs/decisions/078-module-faces.md).
export { default as participantsRoutes } from './participants.routes';
export { passwordResetJobDeclaration } from './participants.jobs';
// Of its repository: what other modules call directly, within their own work (a transaction, a count).
export {
  insertParticipants,
  selectParticipantAccounts,
  selectParticipantExists,
  updateParticipantRow,
} from './participants.repository';
