/** The live dashboard: the organiser's statistics move while a judge submits elsewhere; the audit log shows it. */
import { conference, evaluateAs, expect, test } from './fixtures';
import { judgePanel, samplePosters } from './plans';

const SLUG = 'live-dashboard';

test('the statistics update by themselves as a judge submits in another browser, and the audit log records it', async ({
  page,
  newContext,
  server,
}) => {
  const { pid, posters, criteria } = await conference(page, server, {
    name: '실시간 학회',
    slug: SLUG,
    posters: samplePosters('plastic', 'quantum'),
    criteria: [{ name: '독창성', max_score: 10 }],
    judges: judgePanel('live-judge', '실시간심사', [[0, 1], [0]]),
  });

  await page.goto(`/projects/${SLUG}/admin/statistics`);
  await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'live');
  await expect(page.getByTestId('stat-progress')).toHaveText('0%');
  const behind = page.getByTestId('judges-behind');
  await expect(behind).toContainText('실시간심사1');
  await expect(behind).toContainText('live-judge2@example.org');

  // A judge on a phone, in another browser context, submits an evaluation.
  const phone = await (await newContext()).newPage();
  await evaluateAs(phone, SLUG, 'live-judge1', pid, posters[1]!.id, {
    scores: [{ criterion_id: criteria[0]!.id, score: 8 }],
    comment: '명확한 발표',
  });

  // The organiser's page moves without a reload: 1 of 3 done, the poster covered, judge 1 no longer behind.
  await expect(page.getByTestId('stat-progress')).toHaveText('33%');
  await expect(
    page.getByTestId('poster-coverage').getByRole('row', { name: /양자점 태양전지/ }),
  ).toContainText('1/1');
  const band = page.getByTestId('totals-chart').getByRole('listitem').filter({ hasText: '8–9' });
  await expect(band.locator('.num')).toHaveText('1');
  await expect(behind).not.toContainText('실시간심사1');
  await expect(behind).toContainText('실시간심사2');

  // The audit log: who submitted what, filtered by judge.
  await page.goto(`/projects/${SLUG}/admin/audit`);
  await page.getByLabel('심사위원').selectOption({ label: '실시간심사1' });
  const log = page.getByTestId('audit-log');
  // The header, then: the submission, two assignments, the account created.
  await expect(log.getByRole('row')).toHaveCount(5);
  await expect(log.getByRole('row').nth(1)).toContainText('심사 제출');
  await expect(log.getByRole('row').nth(1)).toContainText('live-judge1');
  await expect(log.getByRole('row').nth(1)).toContainText('총점 8점');
  await expect(log).not.toContainText('Evaluation submitted');
  await expect(log.getByRole('row').nth(4)).toContainText('심사위원 추가');
});
