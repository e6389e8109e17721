/** The super admin's API addresses (see projects.ts for how the API's addresses are kept). */
const superAdmin = '/super-admin';
const projects = `${superAdmin}/projects`;
const admins = `${superAdmin}/admins`;

export const superAdminApi = {
  login: () => `${superAdmin}/login`,
  dashboard: () => `${superAdmin}/dashboard`,
  projects: {
    list: () => projects,
    one: (projectId: number) => `${projects}/${projectId}`,
    deletePreview: (projectId: number) => `${projects}/${projectId}/delete-preview`,
    admins: (projectId: number) => `${projects}/${projectId}/admins`,
    admin: (projectId: number, adminId: number) => `${projects}/${projectId}/admins/${adminId}`,
  },
  admins: { list: () => admins, one: (adminId: number) => `${admins}/${adminId}` },
};
