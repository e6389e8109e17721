/**
 * Pages rendered by the server (docs/decisions/042-pages-rendered-on-the-server.md): a phone that holds a valid
 * session cookie and nothing else of the app (site data cleared, or Safari's seven days) opens the judge's list
 * signed in, with its content before any script runs, and never sees the login form.
 */
import { conference, expect, JUDGE_PASSWORD, ON_A_PHONE, PHONE, test } from './fixtures';

test("a judge's cookie alone opens the judge's list, its content there before JavaScript", async ({
  page,
  newContext,
  signedInPhone,
  server,
}) => {
  await conference(page, server, {
    name: '2026 춘계 학술대회',
    slug: 'cookie-only',
    posters: [
      { title: '해양 미생물 군집의 계절 변화', author: '정바다', category: '환경' },
      { title: '배정되지 않은 포스터', author: '박산', category: '기타' },
    ],
    criteria: [{ name: '독창성', max_score: 10 }],
    judges: [{ username: 'cookie-judge', full_name: '한심사', posters: [0] }],
  });
  const first = await signedInPhone('cookie-only', 'judge', 'cookie-judge', JUDGE_PASSWORD);
  const cookies = await first.context().cookies();
  expect(cookies.length).toBeGreaterThan(0);
  const list = '/projects/cookie-only/judge/posters';

  // No JavaScript at all: what the server sent is what shows.
  const noScript = await newContext({ viewport: PHONE, javaScriptEnabled: false });
  await noScript.addCookies(cookies);
  const bare = await noScript.newPage();
  await bare.goto(list);
  await expect(bare.getByText('해양 미생물 군집의 계절 변화')).toBeVisible();
  await expect(bare.getByText('배정되지 않은 포스터')).toHaveCount(0);
  await expect(bare.getByLabel('비밀번호')).toHaveCount(0);

  // A phone with the cookie and none of the app's local state: signed in from the first paint, and after it.
  const phone = await newContext(ON_A_PHONE);
  await phone.addCookies(cookies);
  const judge = await phone.newPage();
  const loginShown: string[] = [];
  judge.on('framenavigated', (frame) => {
    if (frame === judge.mainFrame() && frame.url().endsWith('/login')) loginShown.push(frame.url());
  });
  await judge.goto(list);
  await expect(judge.getByText('해양 미생물 군집의 계절 변화')).toBeVisible();
  // Hydrated: the page answers a tap (the poster's button opens its evaluation).
  await judge.getByRole('link', { name: '심사하기' }).click();
  await expect(judge).toHaveURL(/\/judge\/evaluate\/\d+$/);
  await expect(judge.getByText('해양 미생물 군집의 계절 변화')).toBeVisible();
  await expect(judge.getByText('독창성')).toBeVisible();
  expect(loginShown).toEqual([]);
  expect(await judge.evaluate(() => localStorage.getItem('userRole'))).toBe('judge');
});
