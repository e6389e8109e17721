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
    /** The poster's approved file, when consent lets it be downloaded (decision 055). */
    posterFile: (posterId: number) => `${project}/posters/${posterId}/file`,
    /** A poster read by its link without an account, when the project allows it (decision 055). */
    publicPoster: (posterId: number) => `${project}/public-posters/${posterId}`,
    /** A poster read as text: by a member of the project, a kiosk's screen, or by its link when the project allows it. */
    posterText: (posterId: number) => `${project}/posters/${posterId}/text`,
    kioskPosterText: (posterId: number) => `${project}/kiosk/posters/${posterId}/text`,
    publicPosterText: (posterId: number) => `${project}/public-posters/${posterId}/text`,
    myVotes: () => `${project}/peoples-choice/me`,
    publishedResults: () => `${project}/published-results`,
    /** The abstract book's state (a link to it once published), and its PDF. */
    abstractBook: () => `${project}/abstract-book`,
    abstractBookPdf: () => `${project}/abstract-book.pdf`,
    /** Favourites (my list): star or unstar one poster, read the list. */
    favorite: (posterId: number) => `${project}/posters/${posterId}/favorite`,
    favorites: () => `${project}/favorites`,
    /** Questions to a poster's presenter: read and ask. */
    questions: (posterId: number) => `${project}/posters/${posterId}/questions`,
  };
}
