// The admins module's face: what the rest of the server uses of it (docs/decisions/078-module-faces.md).
export { default as adminsRoutes } from './admins.routes';
