/** The session's API addresses (see projects.ts for how the API's addresses are kept). */
export const authApi = {
  /** Who is logged in; a 401 means nobody. */
  me: () => '/auth/me',
  logout: () => '/auth/logout',
  /** Sign-in through the institution: whether it is on, its start at a project's door, its end. */
  oidc: () => '/auth/oidc',
  oidcStart: (projectId: number) => `/projects/${projectId}/oidc/start`,
  oidcLogin: () => '/auth/oidc/login',
};
