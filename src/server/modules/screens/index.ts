// The screens module's face: what the rest of the server uses of it (docs/decisions/078-module-faces.md).
export { default as screensRoutes } from './screens.routes';
export { isOnline } from './screen-presence';
// Of its repository: what other modules call directly, within their own work (a transaction, a count).
export { selectPairedScreenIds, selectScreenRows } from './screens.repository';
