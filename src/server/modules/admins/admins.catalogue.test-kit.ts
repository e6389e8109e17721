// The admins module's routes in the route catalogue (proof/route-catalogue.test-kit.ts): both admin logins,
// the admin accounts and the super admin's dashboard.
import { logInAs, MISSING, newAccount, noInput, route } from '@server/proof/catalogue-row.test-kit';
import type { CallContext, CatalogueRow } from '@server/proof/catalogue-row.test-kit';
import * as fx from '@server/test/fixture-rows';

/** A new admin account (the call changes or removes it); `foreign`, one that does not exist. */
const newAdminOrMissing = (payload?: object) => ({
  own: async (c: CallContext) => ({ params: { id: (await fx.makeAdmin(c.db)).id }, payload }),
  foreign: () => ({ params: { id: MISSING }, payload }),
});
const createAdmin = () => ({
  payload: { ...newAccount('newadmin'), full_name: 'New Admin', is_super_admin: false },
});
const renameAdmin = newAdminOrMissing({ full_name: 'Renamed Admin' });
const deleteAdmin = newAdminOrMissing();
const superAdminLogin = logInAs((world) => world.superAdmin);
const projectAdminLogin = logInAs((world) => world.A.projectAdmin);

export const adminsCatalogue: CatalogueRow[] = [
  route('POST', '/api/super-admin/login', 'public', superAdminLogin),
  route('GET', '/api/super-admin/dashboard', 'superAdmin', noInput),
  route('GET', '/api/super-admin/admins', 'superAdmin', noInput),
  route('POST', '/api/super-admin/admins', 'superAdmin', createAdmin),
  route('PUT', '/api/super-admin/admins/:id', 'superAdmin', renameAdmin),
  route('DELETE', '/api/super-admin/admins/:id', 'superAdmin', deleteAdmin),
  route('POST', '/api/projects/:projectId/login', 'public', projectAdminLogin),
];
