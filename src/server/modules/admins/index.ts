// The admins module's face: what the rest of the server uses of it (docs/decisions/078-module-faces.md).
export { default as adminsRoutes } from './admins.routes';
// Of its repository: what other modules call directly, within their own work.
export { selectProjectLoginAdminsByEmail } from './admins.repository';
