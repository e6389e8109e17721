/** A judge's API addresses inside a project (see projects.ts for how the API's addresses are kept). */
import { projectsApi } from './projects';

export function judgeApi(projectId: number) {
  const judge = `${projectsApi.one(projectId)}/judge`;
  return {
    login: () => `${judge}/login`,
    /** Signing in with a single-use link. */
    access: () => `${judge}/access`,
    /** With `q`: only the posters that match it, inside their approved file too. */
    posters: (q?: string) => (q ? `${judge}/posters?q=${encodeURIComponent(q)}` : `${judge}/posters`),
    poster: (posterId: number) => `${judge}/posters/${posterId}`,
    evaluation: (posterId: number) => `${judge}/posters/${posterId}/evaluation`,
    progress: () => `${judge}/progress`,
    /** Server-sent events: a presenter's presence changed. */
    events: () => `${judge}/events`,
  };
}
