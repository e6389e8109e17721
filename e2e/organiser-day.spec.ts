/**
 * The organiser's day as a path (decision 065): the dashboard of three conferences, one not set up, one on the
 * day, one after judging, read in Korean as an organiser reads it: the part that is open, the items' states and
 * the next step with its button; the day's page moves by itself as a judge submits.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { apiAs, conference, evaluateAs, expect, expectAccessible, logInAs, test } from './fixtures';
import { judgePanel, samplePosters } from './plans';

const ORGANISER = {
  username: 'day-organiser',
  password: 'organiser-pass-1',
  email: 'day-organiser@example.org',
  full_name: '박운영',
};
const SCREENSHOTS = 'docs/screenshots';
const wide = { width: 1440, height: 900 };

async function picture(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

/** Nothing wider than the screen. */
async function fits(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label} is wider than the screen`).toBeLessThanOrEqual(1);
}

test('the dashboard follows the day: before, on the day and after, with the next step', async ({
  page,
  newContext,
  server,
}) => {
  test.setTimeout(180_000);
  const before = await conference(page, server, { name: '준비 중인 학회', slug: 'day-before' });
  await apiAs(page, 'PUT', `/projects/${before.pid}/phase`, { phase: 'setup', reason: '준비 중' });
  const day = await conference(page, server, {
    name: '한국생화학회 추계학술대회',
    slug: 'day-on',
    posters: samplePosters('plastic', 'quantum'),
    criteria: [{ name: '독창성', max_score: 10 }],
    judges: judgePanel('day-judge', '심사위원', [[0, 1], [0]]),
  });
  for (const j of day.judges) await apiAs(page, 'POST', `/projects/${day.pid}/judges/${j.id}/access-link`);
  const after = await conference(page, server, {
    name: '마감된 학회',
    slug: 'day-after',
    posters: samplePosters('gut'),
    criteria: [{ name: '완성도', max_score: 10 }],
    judges: [{ username: 'after-judge', full_name: '윤심사', posters: [0] }],
  });
  const admin = await apiAs<{ id: number }>(page, 'POST', '/super-admin/admins', ORGANISER);
  for (const p of [before, day, after])
    await apiAs(page, 'POST', `/super-admin/projects/${p.pid}/admins`, { admin_id: admin.id });

  // The judge of the closed conference scored its poster before judging closed.
  const judgePhone = await (await newContext()).newPage();
  await evaluateAs(judgePhone, 'day-after', 'after-judge', after.pid, after.posters[0]!.id, {
    scores: [{ criterion_id: after.criteria[0]!.id, score: 9 }],
    comment: '훌륭합니다',
  });
  await apiAs(page, 'PUT', `/projects/${after.pid}/phase`, { phase: 'closed' });

  const organiser = await (await newContext({ viewport: wide })).newPage();
  await logInAs(organiser, 'day-before', 'admin', ORGANISER.username, ORGANISER.password);
  const next = organiser.getByTestId('next-step');

  // Before: nothing set up. The preparation is open, and the first thing to do is the criteria.
  await organiser.goto('/projects/day-before/admin/dashboard');
  await expect(organiser.getByTestId('part-before')).toHaveAttribute('data-current', 'true');
  await expect(organiser.getByTestId('part-before')).toHaveAttribute('open', '');
  await expect(organiser.getByTestId('part-day')).not.toHaveAttribute('open', '');
  await expect(next.getByRole('heading', { name: '평가 기준' })).toBeVisible();
  await expect(next.getByRole('link', { name: '평가 기준 열기' })).toHaveAttribute(
    'href',
    '/projects/day-before/admin/criteria',
  );
  await expect(organiser.getByTestId('check-criteria')).toHaveAttribute('data-state', 'todo');
  await expect(organiser.getByTestId('check-judges-state')).toHaveText('등록된 심사위원 0명');
  await expect(organiser.getByTestId('check-posters-state')).toHaveText('등록된 포스터 0편');
  await expect(organiser.getByTestId('part-before')).toContainText('0/10 완료');
  // The poster table is on the posters page now; the dashboard links there.
  await expect(organiser.locator('table')).toHaveCount(0);
  await expect(organiser.getByRole('link', { name: '포스터 관리' })).toHaveAttribute(
    'href',
    '/projects/day-before/admin/posters',
  );
  await expectAccessible(organiser, 'dashboard before');
  await picture(organiser, 'dashboard-before');
  await organiser.setViewportSize({ width: 390, height: 844 });
  await fits(organiser, 'dashboard before at 390 px');
  await picture(organiser, 'dashboard-phone');
  await organiser.setViewportSize(wide);

  // The button goes where the step is done.
  await next.getByRole('link', { name: '평가 기준 열기' }).click();
  await organiser.waitForURL('**/projects/day-before/admin/criteria');

  // On the day: set up and judging open. The day's part is open; judging is next; it moves as a judge submits.
  await organiser.goto('/projects/day-on/admin/dashboard');
  await expect(organiser.getByTestId('live-state')).toHaveAttribute('data-state', 'live');
  await expect(organiser.getByTestId('part-day')).toHaveAttribute('data-current', 'true');
  await expect(next.getByRole('heading', { name: '심사 진행' })).toBeVisible();
  await expect(next.getByRole('link', { name: '통계 열기' })).toBeVisible();
  await expect(organiser.getByTestId('check-criteria')).toHaveAttribute('data-state', 'done');
  await expect(organiser.getByTestId('check-invitations-state')).toHaveText(
    '로그인 링크 2/2명 · 초대 메일 0명',
  );
  await expect(organiser.getByTestId('check-assignments-state')).toHaveText(
    '심사위원이 배정된 포스터 2/2편 · 배정 3건',
  );
  await expect(organiser.getByTestId('check-judging-state')).toHaveText('완료된 심사 0/3건');
  await expect(organiser.getByTestId('check-presence-state')).toHaveText('자리에 있는 발표자 0/2명');
  await expect(organiser.getByTestId('check-questions')).toHaveAttribute('data-state', 'done');

  const dayJudge = await (await newContext()).newPage();
  await evaluateAs(dayJudge, 'day-on', 'day-judge1', day.pid, day.posters[1]!.id, {
    scores: [{ criterion_id: day.criteria[0]!.id, score: 7 }],
    comment: '명확한 발표',
  });
  await expect(organiser.getByTestId('check-judging-state')).toHaveText('완료된 심사 1/3건');
  await expectAccessible(organiser, 'dashboard on the day');
  await picture(organiser, 'dashboard-day');

  // After: judging closed. The last part is open; publishing the results is next, at the phase control.
  await organiser.goto('/projects/day-after/admin/dashboard');
  await expect(organiser.getByTestId('part-after')).toHaveAttribute('data-current', 'true');
  await expect(organiser.getByTestId('check-close_judging-state')).toHaveText('심사가 마감되었습니다');
  await expect(organiser.getByTestId('check-close_judging')).toHaveAttribute('data-state', 'done');
  await expect(organiser.getByTestId('check-results-state')).toHaveText('점수가 있는 포스터 1/1편');
  await expect(next.getByRole('heading', { name: '결과 공개' })).toBeVisible();
  await expect(next.getByRole('link', { name: '단계 관리 열기' })).toHaveAttribute('href', '#phase');
  await expectAccessible(organiser, 'dashboard after');
  await picture(organiser, 'dashboard-after');
  await organiser.setViewportSize({ width: 390, height: 844 });
  await fits(organiser, 'dashboard after at 390 px');
});
