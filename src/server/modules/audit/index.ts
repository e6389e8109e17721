// The audit module's face: what the rest of the server uses of it (docs/decisions/078-module-faces.md).
export { default as auditRoutes } from './audit.routes';
export {
  type Change,
  deleteNamedRecord,
  namedRecordChange,
  type NamedRecord,
  recordAdminChange,
  recordChange,
} from './audit.service';
