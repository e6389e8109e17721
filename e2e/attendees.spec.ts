/**
 * A participant on a phone: stars three posters and reads my list, then in airplane mode reloads it and still reads
 * the three; asks a presenter a question, the presenter (by the poster's personal link) answers, the participant
 * reads the answer (decision 053); the presenter sees the open, the star and the question in their numbers (056);
 * the organiser hides the question and neither the participant nor the presenter sees it any more.
 */
import { airplane, apiAs, conference, expect, expectAccessible, logInAs, shot, test } from './fixtures';

const PHONE = { width: 390, height: 844 };
const SLUG = 'attendees';
const TITLES = ['그래핀 전극의 수명', '해양 미세플라스틱 분포', '초전도 큐비트 결맞음', '효소 안정성'];

test('a participant stars three posters, reads my list offline, asks a question and reads the answer', async ({
  page,
  newContext,
  server,
}) => {
  test.setTimeout(180_000);
  const { pid, posters } = await conference(page, server, {
    name: '2026 춘계 학술대회',
    slug: SLUG,
    posters: TITLES.map((title, i) => ({
      title,
      author: `저자${i}`,
      affiliation: '서울대학교',
      category: '소재',
    })),
    participants: [{ username: 'visitor1', password: 'visitor-pass', full_name: '방문객' }],
  });
  const context = await newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await logInAs(phone, SLUG, 'user', 'visitor1', 'visitor-pass');
  await phone.goto(`/projects/${SLUG}/user/posters`);
  for (const title of [TITLES[2]!, TITLES[0]!, TITLES[3]!]) {
    const star = phone.getByRole('button', { name: `내 목록에 추가: ${title}` });
    await star.click();
    await expect(phone.getByRole('button', { name: `내 목록에서 빼기: ${title}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  await phone.getByRole('link', { name: '내 목록' }).click();
  await phone.waitForURL(`**/projects/${SLUG}/user/my-list`);
  const list = phone.getByTestId('my-list').getByRole('listitem');
  await expect(list).toHaveCount(3);
  await expect(list.nth(0)).toContainText(TITLES[0]!);
  await expect(list.nth(2)).toContainText(TITLES[3]!);
  await expectAccessible(phone, 'my list');

  // The worker takes the page over, then a reload with signal leaves it the list's answer.
  await phone.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 60_000 });
  await phone.reload();
  await expect(list).toHaveCount(3);
  await phone.waitForFunction(async () => {
    const names = await caches.keys();
    for (const name of names) {
      const cache = await caches.open(name);
      const keys = (await cache.keys()).map((r) => new URL(r.url).pathname);
      if (keys.some((k) => k.endsWith('/favorites')) && keys.includes('/api/auth/me')) return true;
    }
    return false;
  });
  await airplane(context, true);
  await phone.reload();
  await expect(phone.getByRole('heading', { name: '내 목록' })).toBeVisible();
  await expect(list).toHaveCount(3);
  await expect(list.nth(1)).toContainText(TITLES[2]!);
  await airplane(context, false);

  // A private question to the presenter of the first poster.
  const poster = posters[0]!;
  await phone.goto(`/projects/${SLUG}/user/posters/${poster.id}`);
  await phone.getByLabel('질문', { exact: true }).fill('전극은 몇 번까지 충방전했나요?');
  await phone.getByLabel('모든 참가자에게 공개').uncheck();
  await phone.getByRole('button', { name: '질문 보내기' }).click();
  const mine = phone.getByTestId('questions');
  await expect(mine.getByText('전극은 몇 번까지 충방전했나요?')).toBeVisible();
  await expect(mine.getByText('답변을 기다리는 중')).toBeVisible();

  // The presenter, on their own phone, by the poster's personal link.
  const link = await apiAs<{ url: string }>(
    page,
    'POST',
    `/projects/${pid}/posters/${poster.id}/presenter-link`,
  );
  const presenter = await (await newContext({ viewport: PHONE, isMobile: true, hasTouch: true })).newPage();
  await presenter.goto(new URL(link.url).pathname);
  await presenter.waitForURL(`**/projects/${SLUG}/presenter`);
  const box = presenter.getByTestId('presenter-questions');
  await expect(box.getByText('답변을 기다리는 질문 1개')).toBeVisible();
  await expect(box.getByText('전극은 몇 번까지 충방전했나요?')).toBeVisible();
  await box.getByLabel('답변', { exact: true }).fill('1000회까지 했습니다.');
  await box.getByRole('button', { name: '답변 보내기' }).click();
  await expect(box.getByText('답변을 기다리는 질문 0개')).toBeVisible();
  await expectAccessible(presenter, 'presenter page with questions');

  await phone.reload();
  await expect(mine.getByText('1000회까지 했습니다.')).toBeVisible();
  await expectAccessible(phone, 'poster page with an answer');

  // The presenter's numbers (decision 056): the participant's open on a phone (the reload within the hour counts
  // nothing more), their star and their question.
  await presenter.reload();
  const stats = presenter.getByTestId('presenter-stats');
  await expect(stats.getByTestId('views-total')).toHaveText('1');
  await expect(stats.getByTestId('views-phone')).toHaveText('1');
  await expect(stats.getByTestId('views-favorites')).toHaveText('1');
  await expect(stats.getByTestId('views-questions')).toHaveText('1');
  await expect(stats.getByRole('img', { name: /날짜별 열람/ })).toBeVisible();
  await expectAccessible(presenter, 'presenter page with statistics');
  await shot(presenter, 'presenter-stats-390');

  // The organiser's table, most viewed first: that poster leads with its one view, star and question.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`/projects/${SLUG}/admin/poster-stats?sort=total_views&dir=desc`);
  const lead = page.getByTestId('poster-stats').getByRole('row').nth(1);
  await expect(lead).toContainText(TITLES[0]!);
  await expect(lead.getByRole('cell')).toHaveText([
    'P-001',
    `${TITLES[0]!} · 저자0`,
    '1',
    '0',
    '1',
    '0',
    '0',
    '0',
    '1',
    '1',
  ]);
  await expectAccessible(page, 'poster statistics');
  await shot(page, 'poster-stats-1920');

  // The organiser reads every question with its answer, and hides this one.
  await page.goto(`/projects/${SLUG}/admin/questions`);
  const all = page.getByTestId('questions');
  await expect(all.getByRole('row')).toHaveCount(2);
  await expect(all).toContainText('전극은 몇 번까지 충방전했나요?');
  await expect(all).toContainText('1000회까지 했습니다.');
  await expect(all).toContainText('방문객');
  await expect(page.getByText('질문 1개 · 답변 대기 0개 · 숨김 0개')).toBeVisible();
  await all.getByRole('button', { name: '숨기기: 전극은 몇 번까지 충방전했나요?' }).click();
  await expect(page.getByText('질문을 숨겼습니다.')).toBeVisible();
  await expect(page.getByText('질문 1개 · 답변 대기 0개 · 숨김 1개')).toBeVisible();
  await expect(
    all.getByRole('button', { name: '다시 보이기: 전극은 몇 번까지 충방전했나요?' }),
  ).toBeVisible();
  // The list is searched on the server: a word no question has, then one of this question's.
  const search = page.getByRole('searchbox', { name: /질문 검색/ });
  await search.fill('화산');
  await expect(page.getByText('찾는 질문이 없습니다.')).toBeVisible();
  await search.fill('충방전');
  await expect(all.getByRole('row')).toHaveCount(2);
  await expect(page).toHaveURL(/q=%EC%B6%A9%EB%B0%A9%EC%A0%84|q=충방전/);
  await expectAccessible(page, 'organiser questions');

  await phone.reload();
  await expect(phone.getByLabel('질문', { exact: true })).toBeVisible();
  await expect(phone.getByText('전극은 몇 번까지 충방전했나요?')).toHaveCount(0);
  await presenter.reload();
  await expect(box.getByText('답변을 기다리는 질문 0개')).toBeVisible();
  await expect(presenter.getByText('전극은 몇 번까지 충방전했나요?')).toHaveCount(0);
});
