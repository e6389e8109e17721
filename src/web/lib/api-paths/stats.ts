/** Poster statistics' API addresses inside a project (see projects.ts for how the API's addresses are kept). */
import { projectsApi } from './projects';

export function statsApi(projectId: number) {
  const project = projectsApi.one(projectId);
  return {
    /** An open of the poster, recorded by the pages that show one (decision 056). */
    views: (posterId: number) => `${project}/posters/${posterId}/views`,
    /** One poster's statistics (the organiser's). */
    poster: (posterId: number) => `${project}/posters/${posterId}/stats`,
    /** The signed-in presenter's poster's statistics. */
    presenter: () => `${project}/presenter/stats`,
    /** Every poster's totals and the project's views by day (the organiser's). */
    posters: () => `${project}/stats/posters`,
  };
}
