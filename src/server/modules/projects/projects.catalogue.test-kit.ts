// The projects module's routes in the route catalogue (proof/route-catalogue.test-kit.ts): the public project
// list, the super admin's projects and their admins (the phase's routes are the reports module's).
import { MISSING, noInput, route, uniq } from '@server/proof/catalogue-row.test-kit';
import type { CallContext, CatalogueRow } from '@server/proof/catalogue-row.test-kit';
import * as fx from '@server/test/fixture-rows';

/** Project A, or a project that does not exist. */
const projectAOrMissing = {
  own: (c: CallContext) => ({ params: { id: c.world.A.project.id } }),
  foreign: () => ({ params: { id: MISSING } }),
};
const bySlug = {
  own: (c: CallContext) => ({ params: { slug: c.world.A.project.slug } }),
  foreign: () => ({ params: { slug: 'no-such-conference' } }),
};
const createProject = () => ({ payload: { name: 'New Conference', slug: uniq('new-conf-') } });
const renameProject = {
  own: async (c: CallContext) => ({
    params: { id: (await fx.makeProject(c.db)).id },
    payload: { name: 'Renamed Conference' },
  }),
  foreign: () => ({ params: { id: MISSING }, payload: { name: 'Renamed Conference' } }),
};
/** A new project, its name typed to confirm the delete. */
const deleteProject = {
  own: async (c: CallContext) => {
    const p = await fx.makeProject(c.db);
    return { params: { id: p.id }, query: { confirm: p.name } };
  },
  foreign: () => ({ params: { id: MISSING }, query: { confirm: 'x' } }),
};
const addAdmin = {
  own: async (c: CallContext) => ({
    params: { id: (await fx.makeProject(c.db)).id },
    payload: { admin_id: (await fx.makeAdmin(c.db)).id },
  }),
  foreign: async (c: CallContext) => ({
    params: { id: MISSING },
    payload: { admin_id: (await fx.makeAdmin(c.db)).id },
  }),
};
const removeAdmin = {
  own: async (c: CallContext) => {
    const p = await fx.makeProject(c.db);
    const a = await fx.makeAdmin(c.db, { projectIds: [p.id] });
    return { params: { id: p.id, adminId: a.id } };
  },
  foreign: async (c: CallContext) => ({ params: { id: MISSING, adminId: (await fx.makeAdmin(c.db)).id } }),
};

export const projectsCatalogue: CatalogueRow[] = [
  route('GET', '/api/projects', 'public', noInput),
  route('GET', '/api/projects/:slug', 'public', bySlug),
  route('GET', '/api/projects/id/:id', 'public', projectAOrMissing),

  route('GET', '/api/super-admin/projects', 'superAdmin', noInput),
  route('POST', '/api/super-admin/projects', 'superAdmin', createProject),
  route('GET', '/api/super-admin/projects/:id', 'superAdmin', projectAOrMissing),
  route('PUT', '/api/super-admin/projects/:id', 'superAdmin', renameProject),
  route('DELETE', '/api/super-admin/projects/:id', 'superAdmin', deleteProject),
  route('GET', '/api/super-admin/projects/:id/delete-preview', 'superAdmin', projectAOrMissing),
  route('GET', '/api/super-admin/projects/:id/admins', 'superAdmin', projectAOrMissing),
  route('POST', '/api/super-admin/projects/:id/admins', 'superAdmin', addAdmin),
  route('DELETE', '/api/super-admin/projects/:id/admins/:adminId', 'superAdmin', removeAdmin),
];
