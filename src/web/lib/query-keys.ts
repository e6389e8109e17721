/** Every query key in one place, so invalidation after a change reaches every list that shows the data. */
export const queryKeys = {
  me: ['me'] as const,
  /** Whether the site signs in through an institution (GET /auth/oidc). */
  oidc: ['auth', 'oidc'] as const,
  /** What the server's machine has for poster files (GET /health/ready's tools). */
  mediaTools: ['health', 'tools'] as const,
  /** Prefix of the public list and the project pages' project (by slug). */
  publicAll: ['projects'] as const,
  publicProjects: (isActive: boolean | null) => ['projects', 'public', isActive] as const,
  projectBySlug: (slug: string) => ['projects', 'slug', slug] as const,
  superAdmin: {
    all: ['super-admin'] as const,
    dashboard: ['super-admin', 'dashboard'] as const,
    projects: (isActive: boolean | null) => ['super-admin', 'projects', isActive] as const,
    project: (id: number) => ['super-admin', 'project', id] as const,
    projectAdmins: (id: number) => ['super-admin', 'project', id, 'admins'] as const,
    admins: ['super-admin', 'admins'] as const,
  },
  /** Prefix of every project's data: what one person loaded inside projects. */
  projectsData: ['project'] as const,
  project: (projectId: number) => ['project', projectId] as const,
  posters: (projectId: number) => ['project', projectId, 'posters'] as const,
  poster: (projectId: number, id: number) => ['project', projectId, 'posters', id] as const,
  /** One page of a server-paged list (decision 026), under its list's key so a change refreshes it. */
  posterPage: (projectId: number, params: object) =>
    ['project', projectId, 'posters', 'page', params] as const,
  /** The participant gallery's pages (useInfiniteQuery). */
  gallery: (projectId: number, params: object) =>
    ['project', projectId, 'posters', 'gallery', params] as const,
  /** Images not fetched yet (under the posters: an import or an edit changes both), all or one poster's. */
  imageFetches: (projectId: number, posterId?: number) =>
    ['project', projectId, 'posters', 'image-fetches', posterId ?? 'all'] as const,
  judges: (projectId: number) => ['project', projectId, 'judges'] as const,
  judgePage: (projectId: number, params: object) => ['project', projectId, 'judges', 'page', params] as const,
  participantPage: (projectId: number, params: object) =>
    ['project', projectId, 'participants', 'page', params] as const,
  criteria: (projectId: number) => ['project', projectId, 'criteria'] as const,
  screens: (projectId: number) => ['project', projectId, 'screens'] as const,
  assignments: (projectId: number) => ['project', projectId, 'assignments'] as const,
  conflicts: (projectId: number) => ['project', projectId, 'conflicts'] as const,
  assignmentPage: (projectId: number, params: object) =>
    ['project', projectId, 'assignments', 'page', params] as const,
  statistics: (projectId: number) => ['project', projectId, 'statistics'] as const,
  results: (projectId: number) => ['project', projectId, 'results'] as const,
  resultsBy: (projectId: number, method: string | null, category: string | null) =>
    ['project', projectId, 'results', method, category] as const,
  resultEvaluations: (projectId: number, posterId: number) =>
    ['project', projectId, 'results-evaluations', posterId] as const,
  resultSettings: (projectId: number) => ['project', projectId, 'results-settings'] as const,
  peoplesChoice: (projectId: number) => ['project', projectId, 'peoples-choice'] as const,
  myVotes: (projectId: number) => ['project', projectId, 'my-votes'] as const,
  favorites: (projectId: number) => ['project', projectId, 'favorites'] as const,
  posterQuestions: (projectId: number, posterId: number) =>
    ['project', projectId, 'questions', 'poster', posterId] as const,
  presenterQuestions: (projectId: number) => ['project', projectId, 'questions', 'presenter'] as const,
  questionPage: (projectId: number, params: object) =>
    ['project', projectId, 'questions', 'all', params] as const,
  /** Poster statistics (decision 056): the presenter's poster's and the organiser's list. */
  presenterStats: (projectId: number) => ['project', projectId, 'poster-stats', 'presenter'] as const,
  posterStats: (projectId: number, params: object) =>
    ['project', projectId, 'poster-stats', 'all', params] as const,
  dashboard: (projectId: number) => ['project', projectId, 'dashboard'] as const,
  /** The organiser's day: every item's counts and the next step (decision 065). */
  checklist: (projectId: number) => ['project', projectId, 'checklist'] as const,
  phase: (projectId: number) => ['project', projectId, 'phase'] as const,
  phaseMissing: (projectId: number) => ['project', projectId, 'phase', 'missing'] as const,
  progress: (projectId: number) => ['project', projectId, 'progress'] as const,
  audit: (projectId: number, filter: Record<string, number | string | undefined>) =>
    ['project', projectId, 'audit', filter] as const,
  /** Sessions and boards live under the posters: a poster's edit changes both. */
  posterSessions: (projectId: number) => ['project', projectId, 'posters', 'sessions'] as const,
  boards: (projectId: number) => ['project', projectId, 'posters', 'boards'] as const,
  /** The hall plan with the boards' places (decision 059); who gets a certificate of presentation. */
  hallMap: (projectId: number) => ['project', projectId, 'hall-map'] as const,
  presenceCertificates: (projectId: number) => ['project', projectId, 'presence-certificates'] as const,
  /** The seal printed on every certificate (decision 071). */
  certificateSeal: (projectId: number) => ['project', projectId, 'certificate-seal'] as const,
  abstractBook: (projectId: number) => ['project', projectId, 'abstract-book'] as const,
  mailLog: (projectId: number, filter: Record<string, number | string | undefined>) =>
    ['project', projectId, 'mail', filter] as const,
  /** The board's pages (under the posters: a review or an upload changes both). */
  submissionPage: (projectId: number, params: object) =>
    ['project', projectId, 'posters', 'submissions', params] as const,
  submissionReview: (projectId: number, posterId: number, params: object) =>
    ['project', projectId, 'posters', 'submissions', 'review', posterId, params] as const,
  submissionSettings: (projectId: number) => ['project', projectId, 'submission-settings'] as const,
  presenterPoster: (projectId: number) => ['project', projectId, 'presenter', 'poster'] as const,
  presenterPresence: (projectId: number) => ['project', projectId, 'presenter', 'presence'] as const,
  presenterCertificate: (projectId: number) => ['project', projectId, 'presenter', 'certificate'] as const,
  kioskPosters: (projectId: number, q: string) => ['project', projectId, 'kiosk', 'posters', q] as const,
  publishedResults: (projectId: number) => ['project', projectId, 'published-results'] as const,
  judgePosters: (projectId: number) => ['project', projectId, 'judge', 'posters'] as const,
  judgePosterSearch: (projectId: number, q: string) =>
    ['project', projectId, 'judge', 'posters', 'search', q] as const,
  judgeProgress: (projectId: number) => ['project', projectId, 'judge', 'progress'] as const,
  judgePoster: (projectId: number, posterId: number) =>
    ['project', projectId, 'judge', 'posters', posterId] as const,
};

/** Whether a key lies under a prefix (a record's own queries under the lists that hold it). */
export function startsWith(key: readonly unknown[], prefix: readonly unknown[]): boolean {
  return prefix.every((part, i) => key[i] === part);
}
