/** The judge's day on a phone, as one journey. */
import type { AssignmentRow } from '../src/shared/contracts/assignments';
import type { ResultRow } from '../src/shared/contracts/reports';
import {
  apiAs,
  conference,
  docShot,
  expect,
  expectAccessible,
  JUDGE_PASSWORD,
  PHONE,
  posterImage,
  shot,
  test,
} from './fixtures';
import { png } from './media';

/** The judge's day on a phone: log in, score two posters with the sliders, survive a reload and a dropped network. */

const P2_TITLE =
  '도시 열섬 현상의 위성 관측: Protein language models and satellite thermography at city scale';

test('a judge scores two assigned posters on a phone; the organiser sees the ranking', async ({
  page,
  newPhone,
  consoleWatch,
  server,
}) => {
  // The organiser prepares the day through the API as the super admin.
  const { pid, posters, criteria } = await conference(page, server, {
    name: '2025 추계 학술대회',
    slug: 'judge-day',
    posters: [
      {
        title: '딥러닝 기반 단백질 구조 예측',
        author: '김하늘',
        affiliation: '서울대학교',
        category: '생명정보',
        abstract: '단백질 구조를 예측하는 새로운 모델을 제안한다.',
        keywords: '단백질; 딥러닝',
      },
      {
        // Long, with English words: the next-poster button must wrap it on a phone.
        title: P2_TITLE,
        author: '이바다',
        affiliation: '부산대학교',
        category: '환경',
        abstract: '위성 자료로 열섬을 관측하였다.',
        keywords: '위성, 열섬',
      },
      { title: '배정되지 않은 포스터', author: '박산', affiliation: 'KAIST', category: '기타' },
    ],
    criteria: [
      { name: '독창성', max_score: 10, description: '연구 주제와 방법의 새로움' },
      { name: '발표 완성도', max_score: 5 },
    ],
    judges: [{ username: 'judge1', full_name: '최심사', posters: [0, 1] }],
  });
  const [p1, p2, p3] = posters;
  const [c1, c2] = criteria;
  if (!p1 || !p2 || !p3 || !c1 || !c2) throw new Error('the conference was not set up');
  await posterImage(page, pid, p1.id, png(120, 90, [29, 78, 216]));

  // The judge, on a phone.
  const phone = await newPhone();
  await phone.goto('/projects/judge-day/judge/login');
  await expect(phone.getByRole('heading', { name: '심사위원 로그인' })).toBeVisible();
  await expect(phone.getByText('2025 추계 학술대회 포스터 심사')).toBeVisible();
  await expect(phone.getByRole('link', { name: '참가자 로그인으로' })).toBeVisible();
  await expect(phone.getByRole('link', { name: '프로젝트 선택으로' })).toBeVisible();
  await expectAccessible(phone, 'judge login');
  await phone.getByLabel('아이디').fill('judge1');
  await phone.getByLabel('비밀번호').fill('wrong-password');
  consoleWatch.expectFailedRequest(401, `/api/projects/${pid}/judge/login`);
  await phone.getByRole('button', { name: '로그인' }).click();
  await expect(phone.getByRole('alert')).toHaveText('로그인에 실패했습니다. 심사위원 계정을 확인하세요.');
  await shot(phone, 'judge-login-failed-phone');
  await phone.getByLabel('비밀번호').fill(JUDGE_PASSWORD);
  await phone.getByRole('button', { name: '로그인' }).click();
  await phone.waitForURL('**/judge/posters');

  await expect(phone.getByText('최심사 심사위원님, 환영합니다.')).toBeVisible();
  const cards = phone.getByTestId('judge-poster-card');
  const openCard = (n: number, link: RegExp) => cards.nth(n).getByRole('link', { name: link }).click();
  await expect(cards).toHaveCount(2);
  // The poster's number in its project (not its database id).
  await expect(cards.nth(0)).toContainText('P-001');
  await expect(cards.nth(0)).toContainText('딥러닝 기반 단백질 구조 예측');
  await expect(cards.nth(0)).toContainText('심사 대기');
  // The poster's picture, small on its card (decision 071): lazy, its size set, loaded; none for one without.
  const picture = cards.nth(0).getByRole('img', { name: '딥러닝 기반 단백질 구조 예측 포스터 그림' });
  await expect(picture).toHaveAttribute('loading', 'lazy');
  await expect(picture).toHaveAttribute('width', '120');
  await expect(picture).toHaveAttribute('height', '90');
  await expect.poll(() => picture.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(120);
  await expect(cards.nth(1).getByTestId('poster-side-thumb')).toHaveCount(0);
  await expect(phone.getByText('배정되지 않은 포스터')).toHaveCount(0);
  await expect(phone.getByTestId('progress-percent')).toHaveText('0%');
  await expect(phone.getByTestId('progress-count')).toHaveText('0 / 2 완료');
  await expectAccessible(phone, 'judge posters');
  await shot(phone, 'judge-posters-start-phone');

  // Poster 1: keyboard on one slider, fill on the other; a half-filled draft survives a reload.
  await openCard(0, /심사하기/);
  await phone.waitForURL(`**/judge/evaluate/${p1.id}`);
  await expect(phone.getByRole('heading', { name: '딥러닝 기반 단백질 구조 예측' })).toBeVisible();
  await expect(phone.getByText('서울대학교')).toBeVisible();
  await expect(phone.getByText('단백질 구조를 예측하는 새로운 모델을 제안한다.')).toBeVisible();
  const originality = phone.getByRole('slider', { name: '독창성' });
  const delivery = phone.getByRole('slider', { name: '발표 완성도' });
  await expect(originality).toHaveAttribute('max', '10');
  await expect(phone.getByText('연구 주제와 방법의 새로움')).toBeVisible();
  await expectAccessible(phone, 'judge evaluate (empty)');
  await shot(phone, 'judge-evaluate-empty-phone');

  await phone.getByRole('button', { name: '심사 제출' }).click();
  await expect(
    phone.getByRole('alert').filter({ hasText: '모든 평가 항목의 점수를 입력하세요.' }),
  ).toBeVisible();
  await expect(originality).toBeFocused();
  await expectAccessible(phone, 'judge evaluate (validation)');

  await originality.focus();
  for (let i = 0; i < 7; i++) await phone.keyboard.press('ArrowRight');
  await expect(originality).toHaveValue('7');
  await expect(originality).toHaveAttribute('aria-valuetext', '7 / 10점');
  await phone.getByLabel('종합 의견 *').fill('참신한 접근');
  await phone.reload();
  await expect(phone.getByText('보내지 않은 작성 내용을 이 기기에서 복원했습니다.')).toBeVisible();
  await expect(phone.getByRole('slider', { name: '독창성' })).toHaveValue('7');
  await expect(phone.getByLabel('종합 의견 *')).toHaveValue('참신한 접근');
  await expect(phone.getByRole('slider', { name: '발표 완성도' })).toHaveAttribute(
    'aria-valuetext',
    '미입력',
  );

  await phone.getByRole('button', { name: '심사 제출' }).click();
  await expect(
    phone.getByRole('alert').filter({ hasText: '모든 평가 항목의 점수를 입력하세요.' }),
  ).toBeVisible();
  await expect(phone.getByRole('slider', { name: '발표 완성도' })).toBeFocused();
  await delivery.fill('4');
  await expect(delivery).toHaveAttribute('aria-valuetext', '4 / 5점');
  await expect(phone.locator('.judge-total')).toContainText('11');
  await shot(phone, 'judge-evaluate-filled-phone');
  await phone.setViewportSize({ width: 1280, height: 800 });
  await shot(phone, 'judge-evaluate-filled-desktop');
  await phone.setViewportSize(PHONE);
  await phone.getByRole('button', { name: '심사 제출' }).click();
  await expect(phone.getByRole('status').filter({ hasText: '심사가 제출되었습니다.' })).toBeVisible();
  // The next unscored poster is offered, and the list.
  const next = phone.getByRole('link', { name: `다음 포스터: P-002 ${P2_TITLE}` });
  await expect(next).toBeVisible();
  // The button wraps the title: the page is no wider than the phone and the button is whole on the screen.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  const box = (await next.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(await next.locator('.poster-number').evaluate((e) => e.getClientRects().length)).toBe(1);
  await docShot(phone, 'judge-after-submit-390');
  await phone.getByRole('link', { name: '목록으로' }).last().click();
  await phone.waitForURL('**/judge/posters');
  await expect(phone.getByTestId('progress-percent')).toHaveText('50%');
  await expect(phone.getByTestId('progress-count')).toHaveText('1 / 2 완료');
  await expect(cards.nth(0)).toContainText('심사 완료');
  await expect(cards.nth(0).getByRole('link', { name: /심사 수정/ })).toBeVisible();

  // Poster 2: the − / + buttons; the network drops at the moment of sending; nothing is lost.
  await openCard(1, /심사하기/);
  await phone.waitForURL(`**/judge/evaluate/${p2.id}`);
  await expect(phone.getByRole('heading', { name: P2_TITLE })).toBeVisible();
  const plus1 = phone.getByRole('button', { name: '독창성 1점 올리기' });
  for (let i = 0; i < 3; i++) await plus1.click();
  await expect(phone.getByRole('slider', { name: '독창성' })).toHaveValue('3');
  const plus2 = phone.getByRole('button', { name: '발표 완성도 1점 올리기' });
  for (let i = 0; i < 6; i++) if (await plus2.isEnabled()) await plus2.click();
  await expect(phone.getByRole('slider', { name: '발표 완성도' })).toHaveValue('5');
  await expect(plus2).toBeDisabled();
  await phone.getByRole('button', { name: '발표 완성도 1점 내리기' }).click();
  await expect(phone.getByRole('slider', { name: '발표 완성도' })).toHaveValue('4');
  await phone.getByRole('button', { name: '심사 제출' }).click();
  await expect(phone.getByRole('alert').filter({ hasText: '종합 의견을 입력하세요.' })).toBeVisible();
  await expect(phone.getByLabel('종합 의견 *')).toBeFocused();
  await phone.getByLabel('종합 의견 *').fill('관측 자료가 충실함');

  await phone.context().setOffline(true);
  await expect(phone.getByText('오프라인 상태입니다.', { exact: false })).toBeVisible();
  await phone.getByRole('button', { name: '심사 제출' }).click();
  // Without signal the evaluation waits in the outbox on the phone, and goes by itself when the signal returns.
  await expect(phone.getByTestId('outbox-waiting')).toContainText('전송 대기 중 (1)');
  await shot(phone, 'judge-evaluate-offline-phone');
  await phone.context().setOffline(false);
  await expect(phone.getByTestId('outbox-sent')).toContainText('전송됨 (1)');
  await expect(phone.getByText('배정된 포스터를 모두 심사했습니다.')).toBeVisible();
  await phone.getByRole('link', { name: '목록으로' }).last().click();
  await phone.waitForURL('**/judge/posters');
  await expect(phone.getByTestId('progress-percent')).toHaveText('100%');
  await expect(phone.getByTestId('progress-count')).toHaveText('2 / 2 완료');
  await expect(cards.filter({ hasText: '심사 완료' })).toHaveCount(2);
  await expectAccessible(phone, 'judge posters (done)');
  await shot(phone, 'judge-posters-done-phone');

  // Editing shows the stored evaluation; no draft is left behind.
  await openCard(1, /심사 수정/);
  await expect(phone.getByText('이미 심사한 포스터입니다.', { exact: false })).toBeVisible();
  await expect(phone.getByRole('slider', { name: '발표 완성도' })).toHaveValue('4');
  await expect(phone.getByLabel('종합 의견 *')).toHaveValue('관측 자료가 충실함');
  expect(
    await phone.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('judgeDraft:'))),
  ).toEqual([]);

  // A poster that is not this judge's: a red message and a way back.
  consoleWatch.expectFailedRequest(403, `/api/projects/${pid}/judge/posters/${p3.id}`);
  consoleWatch.expectFailedRequest(404, `/api/projects/${pid}/judge/posters/99999`);
  await phone.goto(`/projects/judge-day/judge/evaluate/${p3.id}`);
  await expect(
    phone.getByRole('alert').filter({ hasText: '나에게 배정되지 않은 포스터입니다.' }),
  ).toBeVisible();
  await phone.goto('/projects/judge-day/judge/evaluate/99999');
  await expect(phone.getByRole('alert').filter({ hasText: '포스터를 찾을 수 없습니다.' })).toBeVisible();
  await expectAccessible(phone, 'judge evaluate (not found)');
  await shot(phone, 'judge-evaluate-notfound-phone');
  await phone.getByRole('link', { name: '목록으로' }).last().click();
  await phone.waitForURL('**/judge/posters');

  // English works too.
  await phone.getByRole('button', { name: /English/ }).click();
  await expect(phone.getByText('Welcome, 최심사')).toBeVisible();
  await expect(phone.getByTestId('progress-count')).toHaveText('2 / 2 done');
  await expectAccessible(phone, 'judge posters (en)');
  await phone.getByRole('button', { name: /한국어/ }).click();

  await phone.getByRole('button', { name: '로그아웃' }).click();
  await phone.waitForURL('**/judge/login');
  await phone.context().close();

  // The organiser: both assignments completed, and the ranking from the stored scores.
  const assignments = await apiAs<AssignmentRow[]>(page, 'GET', `/projects/${pid}/assignments`);
  expect(assignments.map((a) => [a.poster_id, a.status]).sort()).toEqual(
    [
      [p1.id, 'completed'],
      [p2.id, 'completed'],
    ].sort(),
  );
  const results = await apiAs<ResultRow[]>(page, 'GET', `/projects/${pid}/results`);
  const ranked = results
    .filter((r) => r.evaluation_count > 0)
    .map((r) => [r.rank, r.poster_id, r.average_score, r.evaluation_count]);
  expect(ranked).toEqual([
    [1, p1.id, 11, 1],
    [2, p2.id, 7, 1],
  ]);
  expect(c1.id).not.toBe(c2.id);
});
