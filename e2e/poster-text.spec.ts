/**
 * A poster read as text: the real Korean poster, approved, opened from the participant's poster page on a phone;
 * its text view reads the title and its sections in order as headings, in Korean, with nothing wider than the
 * screen; a visitor by the poster's link reads the same once the project allows it.
 */
import fs from 'node:fs';
import { posterFixture, POSTERS } from '../src/server/test/poster-fixtures';
import {
  approvedFiles,
  apiAs,
  conference,
  expect,
  expectAccessible,
  logInAs,
  shot,
  test,
  upload,
} from './fixtures';

const SLUG = 'poster-text';
const TITLE = 'RNA 2차 구조 예측';

test('a participant reads the Korean poster as text: its headings in order, in Korean, on a phone and a laptop', async ({
  page,
  newPhone,
  newContext,
  newKiosk,
  server,
}) => {
  test.setTimeout(180_000);
  const { pid, posters } = await conference(page, server, {
    name: '2026 글로 읽는 포스터',
    slug: SLUG,
    posters: [{ title: TITLE, author: '권도현', affiliation: '서울대학교', category: '생물정보' }],
    participants: [{ username: 'reader1', password: 'reader-pass-1', full_name: '김독자' }],
  });
  const poster = posters[0]!;
  await apiAs(page, 'PUT', `/projects/${pid}/submission-settings`, {
    auto_approve: true,
    public_links: true,
  });
  await upload(
    page,
    `/projects/${pid}/posters/${poster.id}/submission/file`,
    'file',
    '포스터.pdf',
    'application/pdf',
    fs.readFileSync(posterFixture(POSTERS.koreanPoster)),
  );
  await expect.poll(() => approvedFiles(page, pid), { timeout: 120_000 }).toBe(1);

  const phone = await newPhone();
  await logInAs(phone, SLUG, 'user', 'reader1', 'reader-pass-1');
  await phone.goto(`/projects/${SLUG}/user/posters/${poster.id}`);
  await phone.getByRole('link', { name: '글로 읽기' }).click();
  await phone.waitForURL(`**/projects/${SLUG}/p/${poster.id}/text`);

  const article = phone.getByTestId('poster-text');
  await expect(article).toHaveAttribute('lang', 'ko');
  // The programme's title is the page's h1; the file's own title (the same words) is not read twice.
  await expect(article.getByRole('heading')).toHaveText([
    TITLE,
    '연구 배경',
    '연구 진행 과정',
    '결과 및 분석',
  ]);
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await expect(article.getByRole('heading', { level: 2 })).toHaveCount(3);
  // A screen reader meets the sections with their words, in reading order.
  const tree = await article.ariaSnapshot();
  expect(tree.indexOf('heading "연구 배경"')).toBeLessThan(tree.indexOf('생물체의 유전 정보인 DNA'));
  expect(tree.indexOf('생물체의 유전 정보인 DNA')).toBeLessThan(tree.indexOf('heading "연구 진행 과정"'));
  expect(tree).toContain('이 름 권도현 지도교수 조다정 교수님');
  await expectAccessible(phone, 'poster text on a phone');
  for (const width of [360, 390]) {
    await phone.setViewportSize({ width, height: 800 });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot(phone, `poster-text-${width}`);
  }
  // Back to the poster it came from.
  await phone.getByRole('button', { name: '포스터로 돌아가기' }).click();
  await phone.waitForURL(`**/projects/${SLUG}/user/posters/${poster.id}`);

  // A visitor by the poster's link, on a laptop.
  const visitor = await (await newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await visitor.goto(`/projects/${SLUG}/p/${poster.id}`);
  await visitor.getByRole('link', { name: '글로 읽기' }).click();
  await expect(visitor.getByTestId('poster-text').getByRole('heading', { level: 2 })).toHaveText([
    '연구 배경',
    '연구 진행 과정',
    '결과 및 분석',
  ]);
  await shot(visitor, 'poster-text-1440');

  // A screen in the hall: the poster's text in the kiosk's frame, whose idle clock and buttons stay.
  const screen = await apiAs<{ url: string }>(page, 'POST', `/projects/${pid}/screens`, {
    name: '로비 터치스크린',
    place: '로비',
    roster: {},
    idle_seconds: 120,
  });
  const kiosk = await newKiosk(screen.url);
  await kiosk.goto(`/projects/${SLUG}/kiosk/posters/${poster.id}`);
  await kiosk.getByRole('link', { name: '글로 읽기' }).tap();
  await kiosk.waitForURL(`**/projects/${SLUG}/kiosk/posters/${poster.id}/text`);
  await expect(kiosk.getByTestId('poster-text')).toHaveAttribute('lang', 'ko');
  await expect(kiosk.getByTestId('poster-text').getByRole('heading', { level: 2 })).toHaveText([
    '연구 배경',
    '연구 진행 과정',
    '결과 및 분석',
  ]);
  await expectAccessible(kiosk, 'poster text on a screen');
  expect(await kiosk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1920);
  await shot(kiosk, 'poster-text-kiosk-1920');
  await kiosk.getByRole('link', { name: '포스터로' }).tap();
  await kiosk.waitForURL(`**/projects/${SLUG}/kiosk/posters/${poster.id}`);
});
