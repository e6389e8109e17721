import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginSuperAdmin, test } from './fixtures';
import { startServer } from './server';

/** SHOTS_DIR=/tmp/shots-x writes screenshots of the key pages at desktop and phone width. */
const shotsDir = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${shotsDir}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shotsDir}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Axe in Korean, then in English through the language switch, then back to Korean. */
async function accessibleInBothLanguages(page: Page, label: string): Promise<void> {
  await expectAccessible(page, `${label} (ko)`);
  await page
    .getByRole('button', { name: /English/ })
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectAccessible(page, `${label} (en)`);
  await page
    .getByRole('button', { name: /한국어/ })
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
}

test('first visit: an empty public list, then the super admin login', async ({
  newContext,
  consoleWatch,
}) => {
  const fresh = await startServer();
  try {
    const page = await (await newContext({ baseURL: fresh.baseURL })).newPage();
    await page.goto('/');
    await expect(page.getByText('진행 중인 학술대회가 없습니다')).toBeVisible();
    await expect(page.getByText('관리자에게 문의하세요.')).toBeVisible();
    await accessibleInBothLanguages(page, 'empty public list');
    await page
      .getByRole('button', { name: /English/ })
      .first()
      .click();
    await expect(page.getByText('No conferences in progress')).toBeVisible();
    await page
      .getByRole('button', { name: /한국어/ })
      .first()
      .click();
    await shoot(page, 'public-empty');

    await page.getByRole('link', { name: '관리자 로그인' }).click();
    await expect(page).toHaveURL(/\/super-admin\/login$/);
    await expect(page.getByRole('heading', { name: '슈퍼 관리자 로그인' })).toBeVisible();
    await accessibleInBothLanguages(page, 'super admin login');
    await shoot(page, 'super-admin-login');

    await page.getByLabel('아이디').fill('admin');
    await page.getByLabel('비밀번호').fill('wrong-password');
    consoleWatch.expectFailedRequest(401, '/api/super-admin/login');
    await page.getByRole('button', { name: '로그인' }).click();
    await expect(page.getByRole('alert')).toContainText('슈퍼 관리자 계정을 확인하세요');

    await loginSuperAdmin(page, fresh);
    await expect(page.getByRole('heading', { name: '대시보드' })).toBeVisible();
    await expect(page.getByText('아직 프로젝트가 없습니다')).toBeVisible();
    await page.context().close();
  } finally {
    await fresh.stop();
  }
});

test('super admin journey: project, public list, status, admin assignment, entering the project', async ({
  page,
  server,
}) => {
  const tag = Date.now().toString(36);
  const name = `한국학술대회 ${tag}`;
  const slug = `conf-${tag}`;
  const adminName = `pa-${tag}`;

  await loginSuperAdmin(page, server);
  await expect(page.getByRole('heading', { name: '대시보드' })).toBeVisible();
  await expect(page.getByText('전체 프로젝트')).toBeVisible();
  await accessibleInBothLanguages(page, 'dashboard');

  // Create a project with dates.
  await page
    .getByRole('navigation', { name: '슈퍼 관리자 메뉴' })
    .getByRole('link', { name: '프로젝트 관리' })
    .click();
  await expect(page).toHaveURL(/\/super-admin\/projects$/);
  await page.getByRole('button', { name: '새 프로젝트' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('프로젝트 이름').fill(name);
  await dialog.getByLabel('슬러그').fill('Bad Slug');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(
    dialog.getByText('슬러그에는 영문 소문자, 숫자, 하이픈(-)만 사용할 수 있습니다.'),
  ).toBeVisible();
  await dialog.getByLabel('슬러그').fill(slug);
  await dialog.getByLabel('설명').fill('포스터 발표와 심사를 위한 학술대회');
  await dialog.getByLabel('시작일').fill('2026-05-01');
  await dialog.getByLabel('종료일').fill('2026-05-03');
  // The conference's clock: Seoul's unless chosen; a zone that is none is refused at its field.
  const zone = dialog.getByLabel('시간대');
  await expect(zone).toHaveValue('Asia/Seoul');
  await zone.fill('Mars/Olympus');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog.getByText('알 수 없는 시간대입니다. 목록에 있는 시간대를 고르세요.')).toBeVisible();
  await zone.fill('Asia/Seoul');
  await expectAccessible(page, 'project form');
  await shoot(page, 'super-admin-project-form');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: slug });
  await expect(row).toContainText('2026년 5월 1일 ~ 2026년 5월 3일');
  await expect(row.getByRole('link', { name: /관리자 로그인 \(새 탭\)/ })).toHaveAttribute(
    'href',
    `/projects/${slug}/admin/login`,
  );
  await accessibleInBothLanguages(page, 'projects');
  await shoot(page, 'super-admin-projects');

  // It is on the public list, its dates in Korean.
  await page.goto('/');
  const card = page.getByRole('link').filter({ hasText: name });
  await expect(card).toContainText('2026년 5월 1일 ~ 2026년 5월 3일');
  await shoot(page, 'public-list');

  // Toggled inactive, it leaves the public list.
  await page.goto('/super-admin/projects');
  await row.getByRole('button', { name: /눌러서 비활성화/ }).click();
  await expect(row.getByRole('button', { name: /눌러서 활성화/ })).toBeVisible();
  await page.getByRole('button', { name: '비활성만' }).click();
  await expect(page.getByRole('row').filter({ hasText: slug })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '진행 중인 학술대회' })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);

  // A project admin, assigned to the project.
  await page.goto('/super-admin/admins');
  await expect(page.getByRole('row').filter({ hasText: '@admin' })).toContainText('(나)');
  await expect(
    page.getByRole('row').filter({ hasText: '@admin' }).getByRole('button', { name: '삭제' }),
  ).toHaveCount(0);
  await page.getByRole('button', { name: '새 관리자' }).click();
  await dialog.getByLabel('아이디').fill(adminName);
  await dialog.getByLabel('이메일').fill(`${adminName}@example.org`);
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog.getByText('새 관리자는 비밀번호가 필요합니다.')).toBeVisible();
  await dialog.getByLabel('비밀번호').fill('secret-123');
  await dialog.getByLabel('이름 (선택)').fill('김관리');
  // The new admin's conference is chosen in the same dialog.
  await expect(dialog.getByRole('group', { name: '담당 학회' })).toBeVisible();
  await dialog.getByRole('checkbox', { name: new RegExp(name) }).check();
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog).toBeHidden();
  const adminRow = page.getByRole('row').filter({ hasText: `@${adminName}` });
  await expect(adminRow).toContainText('프로젝트 관리자');
  await expect(adminRow.getByRole('link', { name })).toBeVisible();
  await adminRow.getByRole('button', { name: /배정 관리/ }).click();
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'assignment modal');
  await dialog.getByRole('button', { name: `${name}에서 해제` }).click();
  await expect(dialog.getByRole('button', { name: `${name}에 배정` })).toBeVisible();
  await dialog.getByRole('button', { name: `${name}에 배정` }).click();
  await expect(dialog.getByRole('button', { name: `${name}에서 해제` })).toBeVisible();
  await dialog.getByRole('button', { name: '닫기' }).last().click();
  await expect(adminRow.getByRole('link', { name })).toBeVisible();
  await accessibleInBothLanguages(page, 'admins');
  await shoot(page, 'super-admin-admins');

  // The project detail lists the admin; the project is activated again and entered as super admin.
  await adminRow.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const adminsTable = page.getByRole('table');
  await expect(adminsTable.getByRole('row').filter({ hasText: adminName })).toContainText('프로젝트 관리자');
  await expect(page.getByRole('button', { name: '관리자로 입장' })).toBeDisabled();
  await page.getByRole('button', { name: /눌러서 활성화/ }).click();
  await expect(page.getByRole('button', { name: '관리자로 입장' })).toBeEnabled();
  await expect(
    page.getByRole('definition').filter({ hasText: /^한국 표준시 \(Asia\/Seoul\)$/ }),
  ).toBeVisible();
  await accessibleInBothLanguages(page, 'project detail');
  await shoot(page, 'super-admin-project-detail');
  const detailUrl = page.url();

  await page.getByRole('button', { name: '관리자로 입장' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${slug}/admin/dashboard$`));
  await expect(page.getByText('슈퍼 관리자 모드')).toBeVisible();
  await page.getByRole('button', { name: '슈퍼 관리자로 돌아가기' }).click();
  await expect(page).toHaveURL(detailUrl);
  await page
    .getByRole('navigation', { name: '슈퍼 관리자 메뉴' })
    .getByRole('link', { name: '대시보드' })
    .click();
  await expect(page).toHaveURL(/\/super-admin\/dashboard$/);
  await expect(page.getByRole('row').filter({ hasText: slug })).toContainText('활성');
  await shoot(page, 'super-admin-dashboard');

  // Logout goes to the super admin login, and the area is closed again.
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/super-admin\/login$/);
  await page.goto('/super-admin/dashboard');
  await expect(page).toHaveURL(/\/super-admin\/login$/);
});
