// The mail module's face: what the rest of the server uses of it (docs/decisions/078-module-faces.md).
export { default as mailRoutes } from './mail.routes';
export { mailJobDeclaration } from './mail.jobs';
export {
  assertMailOn,
  listMail,
  mailIsOn,
  type MailSettings,
  type Outgoing,
  queueMail,
} from './mail.service';
export { type MailTransport, smtpTransport } from './mail-send';
export * as mailTemplates from './mail-templates';
// Of its repository: what other modules call directly, within their own work (a transaction, a count).
export { selectPeopleMailed } from './mail.repository';
