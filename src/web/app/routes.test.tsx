// @vitest-environment jsdom
import type { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider, type Location } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { common } from '../i18n/common';
import { ApiError } from '../lib/api';
import { keys, write } from '../lib/storage';
import { AppProviders } from './app';
import { createQueryClient } from '../lib/query-client';
import { createRoutes } from './router';
import { RouteErrorElement } from './route-error';

/**
 * The route table (app/router.tsx) on a memory router, with the app's providers. No server answers here: every
 * API call fails as a network failure, so the session stays unknown (treated as logged out) and a project cannot
 * be loaded.
 */
let location: Location;

function renderApp(path: string) {
  const client: QueryClient = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(createRoutes(client), { initialEntries: [path] });
  location = router.state.location;
  router.subscribe((state) => {
    location = state.location;
  });
  return render(
    <AppProviders queryClient={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

beforeAll(async () => {
  // The pages these tests reach, loaded once up front so their lazy routes resolve without a transform pause.
  await import('../features/super-admin/routes/login');
  await import('../features/projects/routes/project-list');
  await import('../features/ui-showcase/routes/showcase');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the route table', () => {
  it('shows the error screen with 404 for an address it does not know', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      '페이지를 찾을 수 없습니다',
    );
    expect(screen.getByText(common.ko.routeError.notFound)).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('link', { name: common.ko.home }).getAttribute('href')).toBe('/');
  });

  it('opens the components page at /ui to anyone, and asks search engines not to index it', async () => {
    renderApp('/ui');
    expect(await screen.findByRole('heading', { level: 1, name: '화면 구성 요소' })).toBeTruthy();
    expect(location.pathname).toBe('/ui');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('sends a visitor who is not logged in to the lazy super admin login, remembering the address', async () => {
    renderApp('/super-admin/admins');
    expect(await screen.findByRole('heading', { name: '슈퍼 관리자 로그인' })).toBeTruthy();
    expect(location.pathname).toBe('/super-admin/login');
    expect(location.state).toEqual({ from: '/super-admin/admins' });
  });

  it('does not ask the server about a session the browser does not remember', async () => {
    const fetches = vi.spyOn(globalThis, 'fetch');
    renderApp('/super-admin/dashboard');
    expect(await screen.findByRole('heading', { name: '슈퍼 관리자 로그인' })).toBeTruthy();
    expect(fetches.mock.calls.map(([url]) => String(url))).not.toContain('/api/auth/me');
  });

  it('checks a remembered session with GET /api/auth/me on a page that needs it, once', async () => {
    write(keys.user, { id: 1, username: 'root', email: null, full_name: null, is_super_admin: true });
    write(keys.userRole, 'super_admin');
    const fetches = vi.spyOn(globalThis, 'fetch');
    renderApp('/super-admin/projects');
    await waitFor(() => expect(location.pathname).toBe('/super-admin/projects'));
    await waitFor(() =>
      expect(fetches.mock.calls.filter(([url]) => String(url) === '/api/auth/me')).toHaveLength(1),
    );
  });

  it('sends a super admin from /super-admin to the dashboard', async () => {
    write(keys.user, { id: 1, username: 'root', email: null, full_name: null, is_super_admin: true });
    write(keys.userRole, 'super_admin');
    renderApp('/super-admin');
    await waitFor(() => expect(location.pathname).toBe('/super-admin/dashboard'));
  });

  it('sends a project page whose project cannot be loaded home, with a notice', async () => {
    renderApp('/projects/nowhere/judge/posters');
    await waitFor(() => expect(location.pathname).toBe('/'));
    expect(await screen.findByText(common.ko.errors.projectNotFound)).toBeTruthy();
  });
});

describe('the error element of the routes', () => {
  function Broken({ error }: { error: unknown }): never {
    throw error;
  }
  function renderBroken(error: unknown) {
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <Link to="/">home link</Link>
              <Outlet />
            </>
          ),
          children: [
            {
              errorElement: <RouteErrorElement />,
              children: [
                { path: '/', element: <p>home page</p> },
                { path: '/broken', element: <Broken error={error} /> },
              ],
            },
          ],
        },
      ],
      { initialEntries: ['/broken'] },
    );
    return render(<RouterProvider router={router} />);
  }

  it('shows what a page threw, has React report it, and clears on the next address', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('boom in render');
    renderBroken(error);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('문제가 발생했습니다');
    expect(screen.getByText('boom in render')).toBeTruthy();
    expect(reported.mock.calls.some((args) => args.includes(error))).toBe(true);

    await act(async () => screen.getByRole('link', { name: 'home link' }).click());
    expect(screen.getByText('home page')).toBeTruthy();
    expect(screen.queryByText('문제가 발생했습니다')).toBeNull();
  });

  it('shows the status of an API error with its message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderBroken(new ApiError(503, 'UNAVAILABLE', 'Service unavailable'));
    expect(screen.getByText('503 Service unavailable')).toBeTruthy();
  });
});
