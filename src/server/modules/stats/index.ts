// The stats module's face: what the rest of the server uses of it (docs/decisions/078-module-faces.md).
export { default as statsRoutes } from './stats.routes';
export { viewMarksSweep } from './stats.jobs';
