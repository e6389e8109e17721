/**
 * The judge in airplane mode: after one visit with signal, every assigned poster opens and can be scored without
 * a network; what was scored waits in the outbox and is stored once when the network returns. Then the walk:
 * "not scored yet", and the next poster offered after each submission.
 */
import {
  airplane,
  apiAs,
  conference,
  evaluateFromList,
  expect,
  posterImage,
  shot,
  stepPhase,
  test,
} from './fixtures';
import { png } from './media';

test('a judge scores in airplane mode; the evaluation waits, is sent when the signal returns, and is stored once', async ({
  page,
  signedInPhone,
  consoleWatch,
  server,
}) => {
  // One long journey on a shared machine: setup, two airplane spells, three submissions.
  test.setTimeout(180_000);
  const { pid, posters, criteria } = await conference(page, server, {
    name: '2026 춘계 학술대회',
    slug: 'airplane',
    posters: [
      {
        title: '그래핀 전극의 수명',
        author: '김하나',
        affiliation: '서울대학교',
        category: '소재',
        abstract: '그래핀 전극을 1000회 충방전하였다.',
        keywords: '그래핀',
      },
      {
        title: '해양 미세플라스틱 분포',
        author: '이둘',
        affiliation: '부경대학교',
        category: '환경',
        abstract: '남해안 30개 지점의 시료를 분석하였다.',
        keywords: '해양',
      },
      {
        title: '초전도 큐비트 결맞음',
        author: '박셋',
        affiliation: 'KAIST',
        category: '물리',
        abstract: '결맞음 시간을 두 배로 늘렸다.',
        keywords: '큐비트',
      },
    ],
    criteria: [
      { name: '독창성', max_score: 10 },
      { name: '완성도', max_score: 5 },
    ],
    judges: [{ username: 'walker', full_name: '한걸음', password: 'walker-pass-1', posters: [0, 1, 2] }],
  });
  const [p1, p2, p3] = posters;
  if (!p1 || !p2 || !p3) throw new Error('posters were not created');
  const withImage = await posterImage(page, pid, p2.id, png(160, 220, [4, 120, 87]));
  const imageSizes = withImage.images.flatMap((i) => [i.thumb_url, i.medium_url, i.screen_url]);

  // One visit with signal: log in, the list.
  const phone = await signedInPhone('airplane', 'judge', 'walker', 'walker-pass-1');
  const cards = phone.getByTestId('judge-poster-card');
  await expect(cards).toHaveCount(3);
  // The service worker took the page over and kept the judge's posters (the last one's view is in its cache).
  await expect
    .poll(() =>
      phone.evaluate(
        async (url) => Boolean(await caches.match(url)),
        `/api/projects/${pid}/judge/posters/${p3.id}`,
      ),
    )
    .toBe(true);
  await expect
    .poll(() => phone.evaluate(async () => (await caches.keys()).some((k) => k.startsWith('shell-'))))
    .toBe(true);
  // And the sizes of the poster image the pages show.
  await expect
    .poll(() =>
      phone.evaluate(
        async (urls) => (await Promise.all(urls.map((u) => caches.match(u)))).every(Boolean),
        imageSizes,
      ),
    )
    .toBe(true);

  // Airplane mode: the app still opens, from the home screen or a reload.
  await airplane(phone.context(), true);
  await phone.reload();
  await expect(cards).toHaveCount(3);
  await evaluateFromList(phone, '해양 미세플라스틱 분포', p2.id);
  await expect(phone.getByRole('heading', { name: '해양 미세플라스틱 분포' })).toBeVisible();
  await expect(phone.getByText('남해안 30개 지점의 시료를 분석하였다.')).toBeVisible();
  await expect(phone.getByText('오프라인 상태입니다.', { exact: false })).toBeVisible();
  await phone.getByRole('slider', { name: '독창성' }).fill('8');
  await phone.getByRole('slider', { name: '완성도' }).fill('4');
  await phone.getByLabel('종합 의견 *').fill('시료 수가 충분함');
  await phone.getByRole('button', { name: '심사 제출' }).click();
  await expect(phone.getByRole('status').filter({ hasText: '이 기기에 저장했습니다.' })).toBeVisible();
  await expect(phone.getByTestId('outbox-waiting')).toContainText('전송 대기 중 (1)');
  // The next poster in board order is offered: P-003, the one after this one that is not scored.
  await expect(phone.getByRole('link', { name: /다음 포스터: P-003/ })).toBeVisible();
  await shot(phone, 'judge-offline-queued-phone');

  // The outbox survives a reload, still without signal.
  await phone.goto('/projects/airplane/judge/posters');
  await expect(phone.getByTestId('outbox-waiting')).toContainText('전송 대기 중 (1)');
  await expect(cards.filter({ hasText: '해양 미세플라스틱 분포' })).toContainText('전송 대기');
  // Signal again: sent, marked done, stored once.
  await airplane(phone.context(), false);
  await expect(phone.getByTestId('outbox-sent')).toContainText('전송됨 (1)');
  await expect(phone.getByTestId('outbox-waiting')).toHaveCount(0);
  await expect(cards.filter({ hasText: '해양 미세플라스틱 분포' })).toContainText('심사 완료');
  await shot(phone, 'judge-offline-sent-phone');
  const assignments = await apiAs<{ poster_id: number; status: string }[]>(
    page,
    'GET',
    `/projects/${pid}/assignments`,
  );
  expect(assignments.filter((a) => a.status === 'completed').map((a) => a.poster_id)).toEqual([p2.id]);
  const results = await apiAs<{ poster_id: number; average_score: number; evaluation_count: number }[]>(
    page,
    'GET',
    `/projects/${pid}/results`,
  );
  expect(results.find((r) => r.poster_id === p2.id)).toMatchObject({
    average_score: 12,
    evaluation_count: 1,
  });
  expect(
    await phone.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('judgeDraft:'))),
  ).toEqual([]);

  // The walk: "not scored yet" hides the scored poster; after a submission the next one is offered.
  await phone.getByRole('button', { name: '아직 안 한 것' }).click();
  await expect(phone.getByRole('button', { name: '아직 안 한 것' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(2);
  await expect(phone.getByText('해양 미세플라스틱 분포')).toHaveCount(0);
  await phone.getByLabel('포스터 찾기').fill('P-003');
  await expect(cards).toHaveCount(1);
  await phone.getByLabel('포스터 찾기').fill('');
  await cards
    .first()
    .getByRole('link', { name: /심사하기/ })
    .click();
  await phone.waitForURL(`**/judge/evaluate/${p1.id}`);
  // The sticky total and submit bar leaves every criterion's name in view when the form sends the judge to it.
  await phone.getByRole('button', { name: '심사 제출' }).click();
  for (const c of criteria) {
    await phone.getByRole('slider', { name: c.name }).focus();
    const name = await phone.locator('.score-name', { hasText: c.name }).boundingBox();
    const barNow = await phone.locator('.judge-submit-bar').boundingBox();
    expect(name && barNow && name.y + name.height <= barNow.y).toBe(true);
  }
  await phone.getByRole('slider', { name: '독창성' }).fill('6');
  await phone.getByRole('slider', { name: '완성도' }).fill('3');
  await phone.getByLabel('종합 의견 *').fill('전극 수명 자료가 명확함');
  await phone.getByRole('button', { name: '심사 제출' }).click();
  await expect(phone.getByRole('status').filter({ hasText: '심사가 제출되었습니다.' })).toBeVisible();
  await phone.getByRole('link', { name: /다음 포스터: P-003/ }).click();
  await phone.waitForURL(`**/judge/evaluate/${p3.id}`);
  await phone.getByRole('slider', { name: '독창성' }).fill('9');
  await phone.getByRole('slider', { name: '완성도' }).fill('5');
  await phone.getByLabel('종합 의견 *').fill('결맞음 개선이 뚜렷함');
  await phone.getByRole('button', { name: '심사 제출' }).click();
  await expect(phone.getByText('배정된 포스터를 모두 심사했습니다.')).toBeVisible();
  await phone.getByRole('link', { name: '목록으로' }).last().click();
  await phone.waitForURL('**/judge/posters');
  await expect(phone.getByText('배정된 포스터를 모두 심사했습니다.')).toBeVisible();
  await expect(phone.getByTestId('progress-count')).toHaveText('3 / 3 완료');
  expect(await phone.evaluate(() => window.scrollY)).toBe(0);

  // A change made without signal that the server refuses when it finally arrives (judging closed meanwhile):
  // shown to the judge with the reason, not sent again, and taken out only when the judge has read it.
  await phone.getByRole('button', { name: '전체' }).click();
  await expect(cards).toHaveCount(3);
  await airplane(phone.context(), true);
  await cards
    .filter({ hasText: '그래핀 전극의 수명' })
    .getByRole('link', { name: /심사 수정/ })
    .click();
  await phone.waitForURL(`**/judge/evaluate/${p1.id}`);
  await phone.getByRole('slider', { name: '독창성' }).fill('2');
  await phone.getByRole('button', { name: '심사 제출' }).click();
  await expect(phone.getByTestId('outbox-waiting')).toContainText('전송 대기 중 (1)');
  await stepPhase(page, pid, 'closed');
  consoleWatch.expectFailedRequest(409, `/api/projects/${pid}/judge/posters/${p1.id}/evaluation`);
  await airplane(phone.context(), false);
  const refused = phone.getByTestId('outbox-refused');
  await expect(refused).toContainText('P-001');
  await expect(refused).toContainText('보내지 못했습니다');
  await expect(phone.getByTestId('outbox-waiting')).toHaveCount(0);
  await shot(phone, 'judge-offline-refused-phone');
  await refused.getByRole('button', { name: '확인' }).click();
  await expect(refused).toHaveCount(0);
  // The stored evaluation is the one sent with signal: 6 + 3.
  const after = await apiAs<{ poster_id: number; average_score: number; evaluation_count: number }[]>(
    page,
    'GET',
    `/projects/${pid}/results`,
  );
  expect(after.find((r) => r.poster_id === p1.id)).toMatchObject({ average_score: 9, evaluation_count: 1 });
});
