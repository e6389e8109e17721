/**
 * The API's addresses, without the `/api` prefix that lib/api.ts adds (docs/product.md#the-api). One file per
 * area, so a page's chunk carries only the addresses it calls: the judge's phone pages never download the
 * organiser's. Every request builds its address here; the words are the specified API's (`users` for
 * participants, `evaluation-criteria`).
 *
 * This file: the public project list, a project by its address's slug, and the base of a project's calls.
 */
export const projectsApi = {
  /** The public list (the trailing slash is the specified address). */
  list: () => '/projects/',
  bySlug: (slug: string) => `/projects/${encodeURIComponent(slug)}`,
  /** A project by id: the base of every call inside it. */
  one: (projectId: number) => `/projects/${projectId}`,
  /** Whether this server is ready, and what its machine lacks for poster files. */
  readiness: () => '/health/ready',
};
