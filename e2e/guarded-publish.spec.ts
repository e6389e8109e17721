/**
 * Guarded steps and the publishing scope (docs/decisions/064-guarded-steps-and-publishing-scope.md): closing
 * judging and publishing with an evaluation missing say what is missing and need its count typed; "winners only"
 * shows participants each category's winners without scores, and the public results call says the same.
 */
import path from 'node:path';
import { conference, evaluateAs, expect, expectAccessible, PHONE, test } from './fixtures';
import { judgePanel, samplePosters } from './plans';

const SLUG = 'guarded-publish';
const screenshots = path.join(import.meta.dirname, '..', 'docs', 'screenshots');

test('closing and publishing with an evaluation missing; winners only for participants', async ({
  page,
  newContext,
  signedInPhone,
  server,
}) => {
  // 심사위원1 scores all three posters; 심사위원2 is assigned two and scores one: one evaluation is missing.
  const { pid, posters, criteria } = await conference(page, server, {
    name: '수상작 공개 학회',
    slug: SLUG,
    posters: samplePosters('protein', 'signal', 'film'),
    criteria: [{ name: '완성도', max_score: 10 }],
    judges: judgePanel('guard-judge', '심사위원', [
      [0, 1, 2],
      [0, 1],
    ]),
    participants: [{ username: 'guard-guest', password: 'guest-pass-1', full_name: '관람객' }],
  });
  const scores: Array<[judge: number, poster: number, score: number]> = [
    [0, 0, 9],
    [0, 1, 6],
    [0, 2, 7],
    [1, 0, 8],
  ];
  for (const [j, poster, score] of scores) {
    const judge = await (await newContext()).newPage();
    await evaluateAs(judge, SLUG, `guard-judge${j + 1}`, pid, posters[poster]!.id, {
      scores: [{ criterion_id: criteria[0]!.id, score }],
      comment: '좋습니다.',
    });
  }
  const cell = posters.find((p) => p.title === '세포 신호 전달')!;

  // Closing judging: the dialog names what is missing and the button waits for the count.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/projects/${SLUG}/admin/dashboard`);
  const control = page.getByTestId('phase-control');
  await control.getByRole('button', { name: '심사 마감 단계로 진행' }).click();
  const dialog = page.getByRole('dialog', { name: '심사 마감' });
  const missing = dialog.getByTestId('guard-missing');
  await expect(missing).toContainText('남은 평가 1건 (전체 5건 중 4건 완료)');
  await expect(missing).toContainText('평가를 마치지 않은 심사위원 1명');
  await expect(dialog.getByTestId('guard-judges')).toHaveText('심사위원2 (1/2)');
  await expect(missing).toContainText('배정된 심사위원보다 평가가 적은 포스터 1편');
  await expect(dialog.getByTestId('guard-posters')).toContainText('세포 신호 전달 (1/2)');
  const closeButton = dialog.getByRole('button', { name: '심사 마감' });
  await expect(closeButton).toBeDisabled();
  await dialog.getByLabel('확인하려면 "1"을(를) 입력하세요').fill('2');
  await expect(closeButton).toBeDisabled();
  await dialog.getByLabel('확인하려면 "1"을(를) 입력하세요').fill('1');
  await expectAccessible(page, 'guarded close');
  await page.screenshot({ path: path.join(screenshots, 'guarded-close.png') });
  await closeButton.click();
  await expect(page.getByText('단계가 변경되었습니다.')).toBeVisible();
  await expect(control.getByTestId('phase-current')).toHaveText('심사 마감');

  // Publishing: the same count, and the scope (winners only, one per category).
  await control.getByRole('button', { name: '결과 공개 단계로 진행' }).click();
  const publish = page.getByRole('dialog', { name: '결과 공개' });
  await expect(publish.getByTestId('guard-missing')).toContainText('남은 평가 1건');
  await expect(publish.getByRole('radio', { name: /^수상작만/ })).toBeChecked();
  await publish.getByLabel('분야별 수상작 수').fill('1');
  const publishButton = publish.getByRole('button', { name: '결과 공개' });
  await expect(publishButton).toBeDisabled();
  await publish.getByLabel('확인하려면 "1"을(를) 입력하세요').fill('1');
  await publishButton.click();
  await expect(control.getByTestId('phase-current')).toHaveText('결과 공개');
  await expect(control.getByTestId('published-scope')).toContainText('수상작만');
  await expect(control.getByRole('button', { name: '결과 공개 철회' })).toBeVisible();

  // A participant on a phone sees the winners of each category, without scores.
  const phone = await signedInPhone(SLUG, 'user', 'guard-guest', 'guest-pass-1');
  await phone.goto(`/projects/${SLUG}/user/results`);
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('수상작');
  const winners = phone.getByTestId('published-winners');
  await expect(winners.getByRole('heading', { level: 2 })).toHaveText(['물리', '생명']);
  await expect(winners.locator('li')).toHaveCount(2);
  await expect(winners.locator('li').first()).toContainText('초전도 박막');
  await expect(winners.locator('li').first()).toContainText('윤철 · KAIST');
  await expect(winners.locator('li').nth(1)).toContainText('1위');
  await expect(winners.locator('li').nth(1)).toContainText('단백질 접힘 예측');
  await expect(winners).not.toContainText(cell.title);
  await expect(winners).not.toContainText('8.5');
  await expect(phone.getByText('평균 점수')).toHaveCount(0);
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(phone, 'winners only');
  await phone.screenshot({ path: path.join(screenshots, 'winners-only-390.png') });

  // The public results call, anonymous, agrees: the same two winners, no scores.
  const visitor = await (await newContext()).newPage();
  await visitor.goto(`/projects/${SLUG}`);
  const res = await visitor.request.get(`/api/projects/${pid}/published-results`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as Array<Record<string, unknown>>;
  expect(body.map((r) => [r.category, r.rank, r.title, r.affiliation])).toEqual([
    ['물리', 1, '초전도 박막', 'KAIST'],
    ['생명', 1, '단백질 접힘 예측', '서울대학교'],
  ]);
  for (const row of body) {
    expect(row.scope).toBe('winners');
    expect(row).not.toHaveProperty('average_score');
    expect(row).not.toHaveProperty('normalized_score');
  }
});
