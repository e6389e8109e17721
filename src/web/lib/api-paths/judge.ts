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
    /** Declaring a conflict of interest with an assigned poster, or abstaining from it. */
    conflict: (posterId: number) => `${judge}/posters/${posterId}/conflict`,
    abstain: (posterId: number) => `${judge}/posters/${posterId}/abstain`,
    progress: () => `${judge}/progress`,
    /** Server-sent events: a presenter's presence changed. */
    events: () => `${judge}/events`,
  };
}
