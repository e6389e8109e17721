// The projects module's face: what the rest of the server uses of it (docs/decisions/078-module-faces.md).
export { default as projectsRoutes } from './projects.routes';
export { changePhase, getPhaseState, type PhaseStepGuard } from './phase.service';
export { assignNewAdmin } from './project-admins.service';
export {
  getProjectById,
  getProjectState,
  isAdminAssigned,
  requireActiveProject,
  requireJudgingOpen,
} from './projects.service';
// Of its repository: what other modules call directly, within their own work (a transaction, a count).
export { selectProjectCounts, selectProjects } from './projects.repository';
