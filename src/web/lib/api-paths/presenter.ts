/** A presenter's API addresses inside a project (see projects.ts for how the API's addresses are kept). */
import { projectsApi } from './projects';

export function presenterApi(projectId: number) {
  const presenter = `${projectsApi.one(projectId)}/presenter`;
  return {
    /** Signing in with the poster's personal link. */
    access: () => `${presenter}/access`,
    poster: () => `${presenter}/poster`,
    /** One request with the whole file (multipart `file`). */
    file: () => `${presenter}/poster/file`,
    /** The resumable uploads (tus). */
    uploads: () => `${presenter}/uploads`,
    /** The presenter's refusals for their poster (decision 055). */
    consent: () => `${presenter}/consent`,
    /** Their presence at the board (GET, PUT) and their session's window. */
    presence: () => `${presenter}/presence`,
    /** Their poster's questions, and answering one (decision 053). */
    questions: () => `${presenter}/questions`,
    answer: (posterId: number, questionId: number) =>
      `${projectsApi.one(projectId)}/posters/${posterId}/questions/${questionId}/answer`,
  };
}
