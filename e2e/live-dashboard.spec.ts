/** The live dashboard: the organiser's statistics move while a judge submits elsewhere; the audit log shows it. */
import type { Criterion } from '../src/shared/contracts/judging';
import type { JudgeRow } from '../src/shared/contracts/people';
import { apiAs, conferenceWithPosters, expect, test } from './fixtures';

const SLUG = 'live-dashboard';

test('the statistics update by themselves as a judge submits in another browser, and the audit log records it', async ({
  page,
  newContext,
  server,
}) => {
  const { project, posters } = await conferenceWithPosters(
    page,
    server,
    { name: '실시간 학회', slug: SLUG },
    [
      'title,author,affiliation,category,abstract,keywords',
      '"해양 미세플라스틱 분포","김바다","부산대학교","환경","",""',
      '"양자점 태양전지","이빛","KAIST","물리","",""',
    ],
  );
  const pid = project.id;
  const criterion = await apiAs<Criterion>(page, 'POST', `/projects/${pid}/evaluation-criteria`, {
    name: '독창성',
    max_score: 10,
  });
  const judges: JudgeRow[] = [];
  for (const i of [1, 2])
    judges.push(
      await apiAs<JudgeRow>(page, 'POST', `/projects/${pid}/judges`, {
        username: `live-judge${i}`,
        password: 'judge-pass-1',
        full_name: `실시간심사${i}`,
        email: `live-judge${i}@example.org`,
      }),
    );
  for (const p of posters)
    await apiAs(page, 'POST', `/projects/${pid}/assignments`, { judge_id: judges[0]!.id, poster_id: p.id });
  await apiAs(page, 'POST', `/projects/${pid}/assignments`, {
    judge_id: judges[1]!.id,
    poster_id: posters[0]!.id,
  });

  await page.goto(`/projects/${SLUG}/admin/statistics`);
  await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'live');
  await expect(page.getByTestId('stat-progress')).toHaveText('0%');
  const behind = page.getByTestId('judges-behind');
  await expect(behind).toContainText('실시간심사1');
  await expect(behind).toContainText('live-judge2@example.org');

  // A judge on a phone, in another browser context, submits an evaluation.
  const phone = await (await newContext()).newPage();
  await phone.goto(`/projects/${SLUG}/judge/login`);
  await phone.getByLabel('아이디').fill('live-judge1');
  await phone.getByLabel('비밀번호').fill('judge-pass-1');
  await phone.getByRole('button', { name: '로그인' }).click();
  await phone.waitForURL('**/judge/posters');
  await apiAs(phone, 'PUT', `/projects/${pid}/judge/posters/${posters[1]!.id}/evaluation`, {
    scores: [{ criterion_id: criterion.id, score: 8 }],
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
  await expect(log.getByRole('row').nth(1)).toContainText('Evaluation submitted: total 8');
  await expect(log.getByRole('row').nth(4)).toContainText('심사위원 추가');
});
