import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ProjectGuard, RequireRole } from './project-guard';
import { RouteErrorScreen } from './route-error';
import { PublicLayout, SuperAdminGuard } from './layouts';

/** A route module's default export becomes the page; each page is its own chunk. */
type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** SPEC.md section 2's route table: the only routing of the app. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorScreen />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: '/', ...page(() => import('../features/projects/routes/project-list')) },
          { path: '/super-admin/login', ...page(() => import('../features/super-admin/routes/login')) },
          {
            element: <SuperAdminGuard />,
            children: [
              { path: '/super-admin', element: <Navigate to="/super-admin/dashboard" replace /> },
              {
                path: '/super-admin/dashboard',
                ...page(() => import('../features/super-admin/routes/dashboard')),
              },
              {
                path: '/super-admin/projects',
                ...page(() => import('../features/super-admin/routes/projects')),
              },
              {
                path: '/super-admin/projects/:projectId',
                ...page(() => import('../features/super-admin/routes/project-detail')),
              },
              { path: '/super-admin/admins', ...page(() => import('../features/super-admin/routes/admins')) },
            ],
          },
        ],
      },
      {
        path: '/projects/:projectSlug',
        element: <ProjectGuard />,
        children: [
          { index: true, element: <Navigate to="user/login" replace /> },
          { path: 'user/login', ...page(() => import('../features/participant/routes/login')) },
          { path: 'user/register', ...page(() => import('../features/participant/routes/register')) },
          {
            element: <RequireRole role="user" loginPath="user/login" />,
            children: [
              { path: 'user/posters', ...page(() => import('../features/participant/routes/posters')) },
              {
                path: 'user/posters/:id',
                ...page(() => import('../features/participant/routes/poster-detail')),
              },
            ],
          },
          { path: 'admin/login', ...page(() => import('../features/admin/routes/login')) },
          {
            element: <RequireRole role="project_admin" loginPath="admin/login" />,
            children: [
              { path: 'admin', element: <Navigate to="dashboard" replace /> },
              { path: 'admin/dashboard', ...page(() => import('../features/admin/routes/dashboard')) },
              { path: 'admin/posters/:id', ...page(() => import('../features/admin/routes/poster-edit')) },
              { path: 'admin/judges', ...page(() => import('../features/admin/routes/judges')) },
              { path: 'admin/assignments', ...page(() => import('../features/admin/routes/assignments')) },
              { path: 'admin/statistics', ...page(() => import('../features/admin/routes/statistics')) },
              { path: 'admin/results', ...page(() => import('../features/admin/routes/results')) },
              { path: 'admin/criteria', ...page(() => import('../features/admin/routes/criteria')) },
              { path: 'admin/users', ...page(() => import('../features/admin/routes/users')) },
            ],
          },
          { path: 'judge/login', ...page(() => import('../features/judge/routes/login')) },
          {
            element: <RequireRole role="judge" loginPath="judge/login" />,
            children: [
              { path: 'judge', element: <Navigate to="posters" replace /> },
              { path: 'judge/posters', ...page(() => import('../features/judge/routes/posters')) },
              { path: 'judge/evaluate/:id', ...page(() => import('../features/judge/routes/evaluate')) },
            ],
          },
        ],
      },
      { path: '*', element: <RouteErrorScreen notFound /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
