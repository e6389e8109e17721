/**
 * The authorization matrix: every API route (SPEC.md section 7 and PRODUCT.md section 4) and who may use it.
 * One row per route; the matrix test calls every row as every principal and compares the status class.
 *
 * Access classes:
 * - public:  anyone, with or without a session (logins, sign-up, the public project list, health)
 * - session: any logged-in principal
 * - super:   super admins only
 * - admin:   an admin of the project in the path (assigned project admin, or a super admin)
 * - member:  any member of the project: its admins, its judges, its participants (reading posters)
 * - judge:   a judge of the project in the path
 * - participant: a participant of the project in the path (the people's choice vote)
 *
 * Paths use `:name` parameters as Fastify does; matching against the registered routes ignores the names.
 */
export type Access = 'public' | 'session' | 'super' | 'admin' | 'member' | 'judge' | 'participant';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type RouteRow = { method: Method; path: string; access: Access };

export const principals = ['anonymous', 'userA', 'judgeA', 'judgeB', 'adminA', 'adminB', 'super'] as const;
export type PrincipalName = (typeof principals)[number];

const r = (method: Method, path: string, access: Access): RouteRow => ({ method, path, access });

export const routeTable: RouteRow[] = [
  // Health and session
  r('GET', '/api/health', 'public'),
  r('GET', '/api/auth/me', 'session'),
  r('POST', '/api/auth/logout', 'public'),

  // Public project selection (SPEC.md section 7 "Public")
  r('GET', '/api/projects', 'public'),
  r('GET', '/api/projects/:slug', 'public'),
  r('GET', '/api/projects/id/:id', 'public'),

  // Super admin
  r('POST', '/api/super-admin/login', 'public'),
  r('GET', '/api/super-admin/dashboard', 'super'),
  r('GET', '/api/super-admin/projects', 'super'),
  r('POST', '/api/super-admin/projects', 'super'),
  r('GET', '/api/super-admin/projects/:id', 'super'),
  r('PUT', '/api/super-admin/projects/:id', 'super'),
  r('DELETE', '/api/super-admin/projects/:id', 'super'),
  r('GET', '/api/super-admin/projects/:id/delete-preview', 'super'),
  r('GET', '/api/super-admin/projects/:id/admins', 'super'),
  r('POST', '/api/super-admin/projects/:id/admins', 'super'),
  r('DELETE', '/api/super-admin/projects/:id/admins/:adminId', 'super'),
  r('GET', '/api/super-admin/admins', 'super'),
  r('POST', '/api/super-admin/admins', 'super'),
  r('PUT', '/api/super-admin/admins/:id', 'super'),
  r('DELETE', '/api/super-admin/admins/:id', 'super'),

  // Project admin
  r('POST', '/api/projects/:projectId/login', 'public'),
  r('GET', '/api/projects/:projectId/dashboard', 'admin'),
  r('GET', '/api/projects/:projectId/statistics', 'admin'),
  r('GET', '/api/projects/:projectId/results', 'admin'),
  r('GET', '/api/projects/:projectId/results/evaluations', 'admin'),
  r('GET', '/api/projects/:projectId/results/settings', 'admin'),
  r('PUT', '/api/projects/:projectId/results/settings', 'admin'),
  r('GET', '/api/projects/:projectId/results/export', 'admin'),
  r('GET', '/api/projects/:projectId/results/peoples-choice', 'admin'),

  r('GET', '/api/projects/:projectId/posters', 'member'),
  r('GET', '/api/projects/:projectId/posters/:id', 'member'),
  r('PUT', '/api/projects/:projectId/posters/:id', 'admin'),
  r('DELETE', '/api/projects/:projectId/posters/:id', 'admin'),
  r('GET', '/api/projects/:projectId/posters/:id/delete-preview', 'admin'),
  r('POST', '/api/projects/:projectId/posters/bulk-delete-preview', 'admin'),
  r('POST', '/api/projects/:projectId/posters/bulk-delete', 'admin'),
  r('POST', '/api/projects/:projectId/posters/upload-excel', 'admin'),
  r('GET', '/api/projects/:projectId/posters/download-template', 'admin'),
  r('POST', '/api/projects/:projectId/posters/:id/images', 'admin'),
  r('DELETE', '/api/projects/:projectId/posters/:id/images', 'admin'),
  r('POST', '/api/projects/:projectId/posters/:id/audio', 'admin'),

  r('GET', '/api/projects/:projectId/judges', 'admin'),
  r('POST', '/api/projects/:projectId/judges', 'admin'),
  r('PUT', '/api/projects/:projectId/judges/:id', 'admin'),
  r('DELETE', '/api/projects/:projectId/judges/:id', 'admin'),
  r('GET', '/api/projects/:projectId/judges/:id/delete-preview', 'admin'),
  r('POST', '/api/projects/:projectId/judges/bulk-delete-preview', 'admin'),
  r('POST', '/api/projects/:projectId/judges/bulk-delete', 'admin'),
  r('GET', '/api/projects/:projectId/judges/download-template', 'admin'),
  r('POST', '/api/projects/:projectId/judges/upload-excel', 'admin'),

  r('GET', '/api/projects/:projectId/users', 'admin'),
  r('POST', '/api/projects/:projectId/users', 'admin'),
  r('DELETE', '/api/projects/:projectId/users/:id', 'admin'),
  r('POST', '/api/projects/:projectId/users/bulk-delete', 'admin'),
  r('GET', '/api/projects/:projectId/users/download-template', 'admin'),
  r('POST', '/api/projects/:projectId/users/upload-excel', 'admin'),

  r('GET', '/api/projects/:projectId/evaluation-criteria', 'admin'),
  r('POST', '/api/projects/:projectId/evaluation-criteria', 'admin'),
  r('PUT', '/api/projects/:projectId/evaluation-criteria/:id', 'admin'),
  r('DELETE', '/api/projects/:projectId/evaluation-criteria/:id', 'admin'),

  r('GET', '/api/projects/:projectId/assignments', 'admin'),
  r('POST', '/api/projects/:projectId/assignments', 'admin'),
  r('DELETE', '/api/projects/:projectId/assignments/:id', 'admin'),
  r('POST', '/api/projects/:projectId/assignments/plan', 'admin'),
  r('POST', '/api/projects/:projectId/assignments/bulk', 'admin'),
  r('DELETE', '/api/projects/:projectId/assignments', 'admin'),
  r('GET', '/api/projects/:projectId/conflicts', 'admin'),
  r('POST', '/api/projects/:projectId/conflicts', 'admin'),
  r('DELETE', '/api/projects/:projectId/conflicts/:id', 'admin'),
  r('GET', '/api/projects/:projectId/phase', 'admin'),
  r('PUT', '/api/projects/:projectId/phase', 'admin'),
  r('GET', '/api/projects/:projectId/published-results', 'public'),
  r('GET', '/api/projects/:projectId/posters/:id/qr.svg', 'admin'),
  r('GET', '/api/projects/:projectId/posters/:id/qr.png', 'admin'),
  r('POST', '/api/projects/:projectId/judges/:id/access-link', 'admin'),
  r('POST', '/api/projects/:projectId/judge/access', 'public'),
  // Issue 15: the live dashboard and the audit log
  r('GET', '/api/projects/:projectId/events', 'admin'),
  r('GET', '/api/projects/:projectId/progress', 'admin'),
  r('GET', '/api/projects/:projectId/audit', 'admin'),

  // Judges (PRODUCT.md section 4)
  r('POST', '/api/projects/:projectId/judge/login', 'public'),
  r('GET', '/api/projects/:projectId/judge/posters', 'judge'),
  r('GET', '/api/projects/:projectId/judge/progress', 'judge'),
  r('GET', '/api/projects/:projectId/judge/posters/:posterId', 'judge'),
  r('PUT', '/api/projects/:projectId/judge/posters/:posterId/evaluation', 'judge'),

  // Participants (PRODUCT.md section 4)
  r('PUT', '/api/projects/:projectId/posters/:id/vote', 'participant'),
  r('DELETE', '/api/projects/:projectId/posters/:id/vote', 'participant'),
  r('GET', '/api/projects/:projectId/peoples-choice/me', 'participant'),
  r('POST', '/api/projects/:projectId/users/register', 'public'),
  r('POST', '/api/projects/:projectId/users/login', 'public'),
];

/** Who gets a 2xx for each access class (as project A's principals calling project A). */
export const allowed: Record<Access, readonly PrincipalName[]> = {
  public: principals,
  session: ['userA', 'judgeA', 'judgeB', 'adminA', 'adminB', 'super'],
  super: ['super'],
  admin: ['adminA', 'super'],
  member: ['userA', 'judgeA', 'adminA', 'super'],
  judge: ['judgeA'],
  participant: ['userA'],
};

/** The status class the matrix expects: 2xx for allowed, 401 for anonymous, 403 for anyone else. */
export function expectedStatus(row: RouteRow, who: PrincipalName): '2xx' | 401 | 403 {
  if (allowed[row.access].includes(who)) return '2xx';
  return who === 'anonymous' ? 401 : 403;
}

/** `GET /api/a/:x/b` and `GET /api/a/{y}/b` name the same route. */
export const routeKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path
    .replace(/:[A-Za-z_]+/g, '{}')
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/\/$/, '')}`;
