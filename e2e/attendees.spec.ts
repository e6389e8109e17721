/**
 * A participant on a phone: stars three posters (the star clear of each card's text) and reads my list in the
 * hall's order, each with its session, time and board (decision 067), takes one out, then in airplane mode reloads
 * it and still reads the two (taking one out offline says it needs signal and keeps it); asks a presenter a question, the presenter (by the poster's personal link) answers, the participant
 * reads the answer (decision 053); the presenter sees the open, the star and the question in their numbers (056);
 * the organiser hides the question and neither the participant nor the presenter sees it any more.
 */
import type { Locator } from '@playwright/test';
import {
  airplane,
  apiAs,
  conference,
  docShot,
  expect,
  expectAccessible,
  FULL_HD,
  PHONE,
  posterImage,
  shot,
  test,
} from './fixtures';
import { png } from './media';
import { DEFAULT_TIME_ZONE, dayIn, formatDay } from '../src/shared/time';

const SLUG = 'attendees';
/** The sessions' day: tomorrow on the conference's clock, and as the pages write it. */
const DAY = dayIn(Date.now() + 24 * 3600_000, DEFAULT_TIME_ZONE);
const DAY_TEXT = formatDay(DAY, 'ko');
const TITLES = ['그래핀 전극의 수명', '해양 미세플라스틱 분포', '초전도 큐비트 결맞음', '효소 안정성'];

/** Whether two boxes on the screen share any pixel. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error('not on the screen');
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

test('a participant stars three posters, reads my list offline, asks a question and reads the answer', async ({
  page,
  signedInPhone,
  presenterPhone,
  consoleWatch,
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
  // Two sessions: P-001 is shown in the afternoon, P-003 and P-004 in the morning (P-004 on the first board).
  const morning = await apiAs<{ id: number }>(page, 'POST', `/projects/${pid}/sessions`, {
    name: '오전 세션',
    date: DAY,
    starts_at: '10:00',
    ends_at: '12:00',
    area: '1층 로비',
  });
  const afternoon = await apiAs<{ id: number }>(page, 'POST', `/projects/${pid}/sessions`, {
    name: '오후 세션',
    date: DAY,
    starts_at: '14:00',
    ends_at: '16:00',
  });
  for (const [i, session, board] of [
    [0, afternoon.id, 'B-01'],
    [2, morning.id, 'A-02'],
    [3, morning.id, 'A-01'],
  ] as const)
    await apiAs(page, 'PUT', `/projects/${pid}/posters/${posters[i]!.id}`, { session_id: session, board });
  // P-004 has a picture: my list shows it small (decision 071), online and offline.
  await posterImage(page, pid, posters[3]!.id, png(90, 120, [180, 40, 40]));
  const loaded = (img: Locator) => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth);

  const phone = await signedInPhone(SLUG, 'user', 'visitor1', 'visitor-pass');
  await phone.goto(`/projects/${SLUG}/user/posters`);
  // On every card the star keeps clear of the number and the title.
  const cards = phone.locator('.poster-card-item');
  await expect(cards).toHaveCount(TITLES.length);
  for (const card of await cards.all()) {
    const star = card.locator('.star-button');
    expect(await overlap(star, card.locator('.poster-card-title'))).toBe(false);
    expect(await overlap(star, card.locator('.poster-id'))).toBe(false);
  }
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  for (const title of [TITLES[2]!, TITLES[0]!, TITLES[3]!]) {
    const star = phone.getByRole('button', { name: `내 목록에 추가: ${title}` });
    await star.click();
    await expect(phone.getByRole('button', { name: `내 목록에서 빼기: ${title}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  await docShot(phone, 'gallery-390');
  await phone.getByRole('link', { name: '내 목록' }).click();
  await phone.waitForURL(`**/projects/${SLUG}/user/my-list`);
  const list = phone.getByTestId('my-list').getByRole('listitem');
  // The hall's order: the morning's boards, then the afternoon's, each with where and when.
  await expect(list).toHaveCount(3);
  await expect(list.nth(0)).toContainText(`P-004보드 A-01${TITLES[3]!}`);
  await expect(list.nth(0)).toContainText(`오전 세션 · ${DAY_TEXT} 10:00–12:00 · 1층 로비`);
  await expect(list.nth(1)).toContainText(`P-003보드 A-02${TITLES[2]!}`);
  await expect(list.nth(1)).toContainText(`오전 세션 · ${DAY_TEXT} 10:00–12:00`);
  await expect(list.nth(2)).toContainText(`P-001보드 B-01${TITLES[0]!}`);
  await expect(list.nth(2)).toContainText(`오후 세션 · ${DAY_TEXT} 14:00–16:00`);
  // Number, board, title, authors and time each on a line of their own.
  const first = list.nth(0);
  const tops = await Promise.all(
    ['.poster-id', '.poster-card-title', '.poster-card-author', '.my-list-when'].map(
      async (c) => (await first.locator(c).boundingBox())!.y,
    ),
  );
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
  expect(new Set(tops).size).toBe(4);
  const picture = first.getByRole('img', { name: `${TITLES[3]!} 포스터 그림` });
  await expect(picture).toHaveAttribute('width', '90');
  await expect(picture).toHaveAttribute('height', '120');
  await expect.poll(() => loaded(picture)).toBe(90);
  await expect(list.nth(1).getByTestId('poster-side-thumb')).toHaveCount(0);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  await expectAccessible(phone, 'my list');
  await docShot(phone, 'favourites-390');

  // A poster leaves my list with its button, and stays gone on a reload.
  await phone.getByRole('button', { name: `내 목록에서 빼기: ${TITLES[2]!}` }).click();
  await expect(list).toHaveCount(2);
  await expect(list.nth(0)).toContainText(TITLES[3]!);
  await expect(list.nth(1)).toContainText(TITLES[0]!);

  // The worker takes the page over, then a reload with signal leaves it the list's answer.
  await phone.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 60_000 });
  await phone.reload();
  await expect(list).toHaveCount(2);
  await phone.waitForFunction(async () => {
    const names = await caches.keys();
    for (const name of names) {
      const cache = await caches.open(name);
      const keys = (await cache.keys()).map((r) => new URL(r.url).pathname);
      if (keys.some((k) => k.endsWith('/favorites')) && keys.includes('/api/auth/me')) return true;
    }
    return false;
  });
  await airplane(phone.context(), true);
  await phone.reload();
  await expect(phone.getByRole('heading', { name: '내 목록' })).toBeVisible();
  await expect(phone.getByText('오프라인입니다. 마지막으로 받은 목록을 보여 줍니다.')).toBeVisible();
  await expect(list).toHaveCount(2);
  await expect(list.nth(0)).toContainText('P-004보드 A-01');
  await expect(list.nth(0)).toContainText(`오전 세션 · ${DAY_TEXT} 10:00–12:00`);
  await expect
    .poll(() => loaded(list.nth(0).getByRole('img', { name: `${TITLES[3]!} 포스터 그림` })))
    .toBe(90);
  await expect(list.nth(1)).toContainText('P-001보드 B-01');
  await expect(list.nth(1)).toContainText(`오후 세션 · ${DAY_TEXT} 14:00–16:00`);
  // Taking a poster out needs signal, as starring does: it says so and the poster stays.
  consoleWatch.expectFailedRequest('net::ERR_INTERNET_DISCONNECTED', /\/posters\/\d+\/favorite$/);
  await phone.getByRole('button', { name: `내 목록에서 빼기: ${TITLES[3]!}` }).click();
  await expect(list.nth(0).getByRole('alert')).toContainText('내 목록을 바꾸지 못했습니다');
  await expect(list).toHaveCount(2);
  await airplane(phone.context(), false);

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
  const presenter = await presenterPhone(page, SLUG, pid, poster.id);
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
  await page.setViewportSize(FULL_HD);
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
  // On a phone the number column is narrow: "P-001" still never breaks at its hyphen.
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('poster-stats').locator('.poster-number').first()).toHaveText('P-001');
  for (const n of await page.getByTestId('poster-stats').locator('.poster-number').all())
    expect(await n.evaluate((e) => e.getClientRects().length)).toBe(1);
  await page.setViewportSize(FULL_HD);

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
