/** The admin journeys' setup: an organiser's conference and account, screenshots, logging in. */
import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { apiAs, expect, loginSuperAdmin } from './fixtures';
import { png } from './media';
import type { RunningServer } from './server';

export const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-h5';
export const SLUG = 'ksmb-2025';
export const ADMIN = {
  username: 'organiser',
  password: 'organiser-pass-1',
  email: 'organiser@example.org',
  full_name: 'Lee Organiser',
};

// A 1x1 PNG: enough for the server's content check, and the browser shows it 1 pixel wide.
export const PNG = png(1, 1);

export async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  // Nothing may push the page wider than the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} is wider than a phone`).toBeLessThanOrEqual(1);
  await page.setViewportSize({ width: 1280, height: 800 });
}

export type Account = { username: string; password: string; email: string; full_name: string };

/** The super admin creates the conference and its organiser through the API. */
export async function setUpConference(page: Page, server: RunningServer, slug: string, account: Account) {
  await loginSuperAdmin(page, server);
  const me = await apiAs<{ id: number }>(page, 'GET', '/auth/me');
  const project = await apiAs<{ id: number }>(page, 'POST', `/super-admin/projects?admin_id=${me.id}`, {
    name: '한국분자생물학회 2025',
    slug,
    start_date: '2099-05-01',
    end_date: '2099-05-03',
  });
  const admin = await apiAs<{ id: number }>(
    page,
    'POST',
    `/super-admin/admins?super_admin_id=${me.id}`,
    account,
  );
  await apiAs(page, 'POST', `/super-admin/projects/${project.id}/admins?super_admin_id=${me.id}`, {
    admin_id: admin.id,
  });
  // A new project starts in setup; judging opens as the organiser opens it (docs/decisions/020-judging-day.md).
  await apiAs(page, 'PUT', `/projects/${project.id}/phase`, { phase: 'open' });
  return { project, admin };
}

/** The organiser's own login page; a protected page first sends them there. */
export async function logIn(p: Page, slug: string, account: Account): Promise<void> {
  const base = `/projects/${slug}/admin`;
  await p.goto(`${base}/dashboard`);
  await p.waitForURL(`**${base}/login`);
  await p.getByLabel('아이디').fill(account.username);
  await p.getByLabel('비밀번호').fill(account.password);
  await p.getByRole('button', { name: '로그인' }).click();
  await p.waitForURL(`**${base}/dashboard`);
}

export const desktop = { viewport: { width: 1280, height: 800 }, acceptDownloads: true };

/** The full text of the option whose label contains the given part (labels carry counts). */
export async function optionLabel(page: Page, selectId: string, part: string): Promise<string> {
  const texts = await page.locator(`#${selectId} option`).allTextContents();
  const found = texts.find((t) => t.includes(part));
  if (!found) throw new Error(`no option with "${part}" in #${selectId}: ${texts.join(' | ')}`);
  return found;
}

/** Chooses an item of a table row's actions menu ("{name} 작업"). */
export async function rowAction(page: Page, name: string | RegExp, item: string): Promise<void> {
  const label = typeof name === 'string' ? `${name} 작업` : new RegExp(`${name.source} 작업$`);
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/**
 * Imports a spreadsheet on an admin page (a list, or the dashboard) as an organiser does: chooses the file, uploads it for the preview
 * (which must say `preview`), applies it (the result must say `applied`); answers the box that shows both.
 */
export async function importSheet(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  preview: string,
  applied: string,
  timeout?: number,
): Promise<Locator> {
  await page.getByLabel(/엑셀 파일 선택/).setInputFiles(file);
  await page.getByRole('button', { name: '업로드', exact: true }).click();
  const result = page.locator('.upload-result');
  await expect(result).toContainText(preview, { timeout });
  await page.getByRole('button', { name: '적용' }).click();
  await expect(result).toContainText(applied, { timeout });
  return result;
}
