/**
 * Every address of the web app's own pages, built in one place: links, navigations, redirects and the route table
 * (app/router.tsx, which calls these builders with `:name` parameters) all use them. The words are the
 * specified route table's (docs/product.md#screens): a participant's pages are under `user/`, the organiser's
 * under `admin/`, the participant list is `admin/users`.
 */
import { OIDC_CALLBACK_PATH } from '@shared/contracts/values';

/** A record's id in an address, or a route parameter (`:id`) when the router asks for the pattern. */
type Id = number | string;

const project = (slug: string) => `/projects/${slug}`;
const participant = (slug: string) => `${project(slug)}/user`;
const projectAdmin = (slug: string) => `${project(slug)}/admin`;
const judge = (slug: string) => `${project(slug)}/judge`;
const presenter = (slug: string) => `${project(slug)}/presenter`;
const kiosk = (slug: string) => `${project(slug)}/kiosk`;
const superAdmin = '/super-admin';

/** `?category=...` of the results' printouts, when a category is chosen. */
const categoryQuery = (category?: string) => (category ? `?category=${encodeURIComponent(category)}` : '');

export const paths = {
  home: () => '/',
  /** Where the institution's provider sends the browser back to after a sign-in there. */
  oidcAnswer: () => OIDC_CALLBACK_PATH,
  /** Every component of the interface in each of its states, with sample words and no data (decision 075). */
  ui: () => '/ui',
  /** A project's own address: it opens the participant login. */
  project,
  /** A poster's QR code: its judge goes to the evaluation, anyone else to the poster. */
  posterLink: (slug: string, posterId: Id) => `${project(slug)}/p/${posterId}`,
  /** A poster read as text: its file's words in reading order, for a screen reader or anyone who wants them. */
  posterText: (slug: string, posterId: Id) => `${project(slug)}/p/${posterId}/text`,
  participant: {
    login: (slug: string) => `${participant(slug)}/login`,
    register: (slug: string) => `${participant(slug)}/register`,
    /** Asking for a password reset link by mail, and the link's own page (its token in the address). */
    forgotPassword: (slug: string) => `${participant(slug)}/password-reset`,
    resetPassword: (slug: string, token: string) => `${participant(slug)}/password-reset/${token}`,
    posters: (slug: string) => `${participant(slug)}/posters`,
    poster: (slug: string, posterId: Id) => `${participant(slug)}/posters/${posterId}`,
    results: (slug: string) => `${participant(slug)}/results`,
    /** The participant's starred posters, kept offline on the phone. */
    myList: (slug: string) => `${participant(slug)}/my-list`,
  },
  judge: {
    /** Every judge page is under it (a login returns only to these). */
    area: (slug: string) => `${judge(slug)}/`,
    root: judge,
    login: (slug: string) => `${judge(slug)}/login`,
    /** A single-use sign-in link. */
    link: (slug: string, token: string) => `${judge(slug)}/link/${token}`,
    posters: (slug: string) => `${judge(slug)}/posters`,
    evaluate: (slug: string, posterId: Id) => `${judge(slug)}/evaluate/${posterId}`,
  },
  kiosk: {
    /** A paired screen's home: the search and its roster (docs/decisions/052-screens-and-the-kiosk.md). */
    home: kiosk,
    /** A screen's pairing link: pairs the computer it is opened on, then the home. */
    pair: (slug: string, token: string) => `${kiosk(slug)}/pair/${token}`,
    poster: (slug: string, posterId: Id) => `${kiosk(slug)}/posters/${posterId}`,
    /** A poster read as text on the screen, in the kiosk's frame (its idle clock brings it home). */
    posterText: (slug: string, posterId: Id) => `${kiosk(slug)}/posters/${posterId}/text`,
  },
  presenter: {
    /** The presenter's page: their poster's file, its status and the upload. */
    page: presenter,
    /** The poster's personal link: signs the presenter in, then the page. */
    link: (slug: string, token: string) => `${presenter(slug)}/link/${token}`,
    /** Their certificate of presentation, to print (decision 059). */
    certificate: (slug: string) => `${presenter(slug)}/certificate`,
  },
  projectAdmin: {
    /** Every organiser page is under it (a login returns only to these). */
    area: (slug: string) => `${projectAdmin(slug)}/`,
    root: projectAdmin,
    login: (slug: string) => `${projectAdmin(slug)}/login`,
    dashboard: (slug: string) => `${projectAdmin(slug)}/dashboard`,
    /** The posters: the spreadsheet upload and the paged table with edits and deletes. */
    posters: (slug: string) => `${projectAdmin(slug)}/posters`,
    poster: (slug: string, posterId: Id) => `${projectAdmin(slug)}/posters/${posterId}`,
    /** Images a sheet named by URL that are not fetched yet, with their retries. */
    imageFetches: (slug: string) => `${projectAdmin(slug)}/image-fetches`,
    questions: (slug: string) => `${projectAdmin(slug)}/questions`,
    judges: (slug: string) => `${projectAdmin(slug)}/judges`,
    participants: (slug: string) => `${projectAdmin(slug)}/users`,
    criteria: (slug: string) => `${projectAdmin(slug)}/criteria`,
    screens: (slug: string) => `${projectAdmin(slug)}/screens`,
    assignments: (slug: string) => `${projectAdmin(slug)}/assignments`,
    statistics: (slug: string) => `${projectAdmin(slug)}/statistics`,
    /** Poster statistics: views by channel, hand-offs, favourites, questions (decision 056). */
    posterStats: (slug: string) => `${projectAdmin(slug)}/poster-stats`,
    results: (slug: string) => `${projectAdmin(slug)}/results`,
    audit: (slug: string) => `${projectAdmin(slug)}/audit`,
    mail: (slug: string) => `${projectAdmin(slug)}/mail`,
    /** The abstract book (초록집): built, downloaded and published. */
    abstractBook: (slug: string) => `${projectAdmin(slug)}/abstract-book`,
    /** The poster hall: poster sessions, board numbering and the boards with presenters' presence. */
    boards: (slug: string) => `${projectAdmin(slug)}/boards`,
    /** The hall's plan with the boards dragged onto it, and the certificates of presentation (decision 059). */
    hallMap: (slug: string) => `${projectAdmin(slug)}/hall-map`,
    /** The board of the presenters' files. */
    submissions: (slug: string) => `${projectAdmin(slug)}/submissions`,
    /** One poster's newest file at full size, to approve or send back, then the next waiting (decision 066). */
    submissionReview: (slug: string, posterId: Id) => `${projectAdmin(slug)}/submissions/${posterId}/review`,
    printLabels: (slug: string) => `${projectAdmin(slug)}/print/labels`,
    printJudgeCards: (slug: string) => `${projectAdmin(slug)}/print/judge-cards`,
    printResults: (slug: string, category?: string) =>
      `${projectAdmin(slug)}/print/results${categoryQuery(category)}`,
    printCertificates: (slug: string, category?: string) =>
      `${projectAdmin(slug)}/print/certificates${categoryQuery(category)}`,
    printPresenceCertificates: (slug: string) => `${projectAdmin(slug)}/print/presence-certificates`,
  },
  superAdmin: {
    /** Every super admin page is under it. */
    area: () => `${superAdmin}/`,
    root: () => superAdmin,
    login: () => `${superAdmin}/login`,
    dashboard: () => `${superAdmin}/dashboard`,
    projects: () => `${superAdmin}/projects`,
    project: (projectId: Id) => `${superAdmin}/projects/${projectId}`,
    admins: () => `${superAdmin}/admins`,
  },
};
