/** The session's API addresses (see projects.ts for how the API's addresses are kept). */
export const authApi = {
  /** Who is logged in; a 401 means nobody. */
  me: () => '/auth/me',
  logout: () => '/auth/logout',
};
