// The hall module's face: what the rest of the server uses of it (docs/decisions/078-module-faces.md).
export { default as hallRoutes } from './hall.routes';
export { hallPlanJobDeclaration } from './hall.jobs';
export { getHallMap } from './hall.service';
