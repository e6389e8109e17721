import fs from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { ADMIN_USERNAME, startServer, type RunningServer } from './server';

/**
 * `server`: one real server with a fresh database per test file worker. Tests that need an empty database
 * (first visit) call startServer() themselves.
 */
export const test = base.extend<{ baseURL: string }, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ server }, use) => use(server.baseURL),
});

export { expect };

/** Fails on serious or critical axe violations, listing them. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${label}: ${v.id} (${v.impact}) ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
  ).toEqual([]);
}

/** Logs in as the built-in super admin through the real login page. */
export async function loginSuperAdmin(page: Page, server: RunningServer): Promise<void> {
  await page.goto('/super-admin/login');
  await page.getByLabel(/아이디|Username/).fill(ADMIN_USERNAME);
  await page.getByLabel(/비밀번호|Password/).fill(server.adminPassword);
  await page.getByRole('button', { name: /로그인|Log in/ }).click();
  await page.waitForURL('**/super-admin/dashboard');
}

/** Calls the API as the browser page (its cookie, its origin). */
export async function apiAs<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const res = await page.request.fetch(`/api${path}`, {
    method,
    headers: {
      origin: new URL(page.url()).origin,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { data: JSON.stringify(body) }),
  });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Uploads one file as the browser page (its cookie, its origin) and returns the JSON answer. */
export async function upload<T>(
  page: Page,
  path: string,
  field: string,
  name: string,
  mimeType: string,
  buffer: Buffer,
): Promise<T> {
  const res = await page.request.fetch(`/api${path}`, {
    method: 'POST',
    headers: { origin: new URL(page.url()).origin },
    multipart: { [field]: { name, mimeType, buffer } },
  });
  if (!res.ok()) throw new Error(`POST ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots-h6';

/** A full-page screenshot into SHOTS_DIR, to look at. */
export async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true });
}
