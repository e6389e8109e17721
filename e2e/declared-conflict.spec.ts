/** A judge steps away from a poster on a phone; the organiser sees the declared conflict and its replacement. */
import {
  conference,
  evaluateFromList,
  expect,
  expectAccessible,
  JUDGE_PASSWORD,
  shot,
  test,
} from './fixtures';

test('a judge declares a conflict on a phone; the poster leaves the list and the organiser sees it', async ({
  page,
  signedInPhone,
  server,
}) => {
  const { posters, judges } = await conference(page, server, {
    name: '2026 추계 학술대회',
    slug: 'declared-conflict',
    posters: [
      {
        title: '딥러닝 기반 단백질 구조 예측',
        author: '김하늘',
        affiliation: '서울대학교',
        category: '생명',
      },
      { title: '해양 미세플라스틱 분포', author: '김바다', affiliation: '부산대학교', category: '환경' },
    ],
    criteria: [{ name: '독창성', max_score: 10 }],
    // Two judges a poster: 최심사 on both, 정심사 on the first, 한심사 on the second.
    judges: [
      { username: 'judge1', full_name: '최심사', posters: [0, 1] },
      { username: 'judge2', full_name: '정심사', posters: [0] },
      { username: 'judge3', full_name: '한심사', posters: [1] },
    ],
  });
  const [p1] = posters;
  if (!p1 || judges.length !== 3) throw new Error('the conference was not set up');

  const phone = await signedInPhone('declared-conflict', 'judge', 'judge1', JUDGE_PASSWORD);
  await phone.waitForURL('**/judge/posters');
  const cards = phone.getByTestId('judge-poster-card');
  await expect(cards).toHaveCount(2);
  await evaluateFromList(phone, '딥러닝 기반 단백질 구조 예측', p1.id);

  await phone.getByText('이 포스터를 심사할 수 없나요?').click();
  await phone.getByLabel('내가 지도하는 학생').check();
  await phone.getByLabel('메모 (선택)').fill('석사 지도 학생입니다');
  await expectAccessible(phone, 'judge declares a conflict');
  await shot(phone, 'judge-conflict-form-phone');
  await phone.getByRole('button', { name: '이 포스터에서 빠지기' }).click();
  // The guard says what will happen, and asks once more.
  const dialog = phone.getByRole('alertdialog', { name: '이해충돌 신고' });
  await expect(dialog).toContainText('이 포스터가 내 목록에서 빠지고 배정이 취소됩니다.');
  await expect(dialog).toContainText('내가 지도하는 학생');
  await shot(phone, 'judge-conflict-confirm-phone');
  await dialog.getByRole('button', { name: '빠지기' }).click();
  await phone.waitForURL('**/judge/posters');
  await expect(phone.getByText(/에서 빠졌습니다\. 운영자에게 알렸습니다\./)).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(cards.nth(0)).toContainText('해양 미세플라스틱 분포');
  await expect(phone.getByText('딥러닝 기반 단백질 구조 예측')).toHaveCount(0);
  await shot(phone, 'judge-conflict-list-phone');

  // The organiser: the declared conflict, its reason, and the plan's replacement (the judge not on the poster).
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/projects/declared-conflict/admin/assignments');
  const panel = page.getByTestId('conflicts');
  const row = panel.locator('li').filter({ hasText: '최심사' });
  await expect(row).toContainText('심사위원 신고');
  await expect(row).toContainText('딥러닝 기반 단백질 구조 예측');
  await expect(row).toContainText('지도 학생 — 석사 지도 학생입니다');
  await expect(row.getByRole('button', { name: '대체 배정: 한심사' })).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await shot(page, 'organiser-conflicts-1440');
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(row).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(page, 'organiser-conflicts-360');

  await row.getByRole('button', { name: '대체 배정: 한심사' }).click();
  await expect(
    page.getByText('딥러닝 기반 단백질 구조 예측에 한심사 심사위원을 배정했습니다.'),
  ).toBeVisible();
  await expect(row.getByRole('button', { name: /대체 배정/ })).toHaveCount(0);
  await expect(page.getByTestId('assignment-total')).toHaveText('전체 배정 4건');
});
