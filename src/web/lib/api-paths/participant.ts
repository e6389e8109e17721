/** A participant's API addresses inside a project (see projects.ts for how the API's addresses are kept). */
import { projectsApi } from './projects';

export function participantApi(projectId: number) {
  const project = projectsApi.one(projectId);
  return {
    login: () => `${project}/users/login`,
    register: () => `${project}/users/register`,
    passwordReset: () => `${project}/users/password-reset`,
    passwordResetConfirm: () => `${project}/users/password-reset/confirm`,
    /** The gallery's pages. */
    posters: () => `${project}/posters`,
    poster: (posterId: number) => `${project}/posters/${posterId}`,
    vote: (posterId: number) => `${project}/posters/${posterId}/vote`,
    myVotes: () => `${project}/peoples-choice/me`,
    publishedResults: () => `${project}/published-results`,
    /** Favourites (my list): star or unstar one poster, read the list. */
    favorite: (posterId: number) => `${project}/posters/${posterId}/favorite`,
    favorites: () => `${project}/favorites`,
    /** Questions to a poster's presenter: read and ask; the organiser's list and hiding. */
    questions: (posterId: number) => `${project}/posters/${posterId}/questions`,
    question: (posterId: number, questionId: number) =>
      `${project}/posters/${posterId}/questions/${questionId}`,
    allQuestions: () => `${project}/questions`,
  };
}
