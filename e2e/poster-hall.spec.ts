/**
 * The poster hall (decision 051): the organiser adds a session and numbers the boards; a presenter on a phone says
 * they are at their board; the judge's list and the organiser's boards show it live, without a reload.
 */
import { conference, expect, expectAccessible, FULL_HD, JUDGE_PASSWORD, PHONE, shot, test } from './fixtures';

const SLUG = 'poster-hall';
const TITLE = '해양 미세플라스틱의 계절 변화';

/** The organiser's journeys here are long, at a desk's screen. */
test.use({ viewport: FULL_HD });
test.describe.configure({ timeout: 120_000 });

test('the organiser adds a session and numbers the boards; a presenter checks in; the judge and the organiser see it live', async ({
  page,
  signedInPhone,
  presenterPhone,
  server,
}) => {
  const { pid, posters } = await conference(page, server, {
    name: '2026 포스터 홀 학술대회',
    slug: SLUG,
    posters: [
      { title: TITLE, author: '김바다', affiliation: '부경대', category: '해양' },
      { title: '도시 열섬과 녹지', author: '이숲', affiliation: '서울대', category: '환경' },
    ],
    criteria: [{ name: '독창성', max_score: 10 }],
    judges: [{ username: 'judge1', full_name: '최심사', posters: [0] }],
  });
  const poster = posters.find((p) => p.title === TITLE)!;

  // The organiser adds a session on the boards page.
  await page.goto(`/projects/${SLUG}/admin/boards`);
  await expect(page.getByRole('heading', { name: '보드', exact: true })).toBeVisible();
  await page.getByRole('button', { name: '세션 추가' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('세션 이름').fill('A');
  await dialog.getByLabel('날짜').fill('2026-12-01');
  await dialog.getByLabel('시작').fill('10:00');
  await dialog.getByLabel('종료').fill('12:00');
  await dialog.getByLabel('장소 (선택)').fill('1층 홀');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(
    page.getByTestId('poster-sessions').getByRole('row').filter({ hasText: '1층 홀' }),
  ).toContainText('10:00–12:00');

  // The poster is placed in the session on its form.
  await page.goto(`/projects/${SLUG}/admin/posters/${poster.id}`);
  await page.getByLabel('포스터 세션').selectOption({ label: 'A · 2026년 12월 1일 10:00–12:00' });
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('포스터가 저장되었습니다.')).toBeVisible();
  await page.goto(`/projects/${SLUG}/admin/boards`);

  // Board numbering: the preview, then applied.
  await page.getByLabel('접두어').fill('B');
  await page.getByRole('button', { name: '미리보기' }).click();
  const preview = page.getByTestId('numbering-preview');
  await expect(preview.getByRole('row').filter({ hasText: TITLE })).toContainText('BA-01');
  await expectAccessible(page, 'boards with the numbering preview');
  await shot(page, 'boards-preview-desktop');
  await page.getByRole('button', { name: /^적용/ }).click();
  await expect(page.getByText('보드 2개를 바꿨습니다.')).toBeVisible();
  const boards = page.getByTestId('boards');
  await expect(boards.getByRole('row').filter({ hasText: TITLE })).toContainText('BA-01');
  await expect(boards.getByRole('row').filter({ hasText: TITLE })).toContainText('미확인');

  // The judge, on a phone, logged in, with the poster assigned.
  const judge = await signedInPhone(SLUG, 'judge', 'judge1', JUDGE_PASSWORD);
  await judge.waitForURL('**/judge/posters');
  const card = judge.getByTestId('judge-poster-card').filter({ hasText: TITLE });
  await expect(card).toBeVisible();
  await expect(card).not.toContainText('발표자 있음');

  // The presenter opens their personal link on a phone and says they are at the board.
  const presenter = await presenterPhone(page, SLUG, pid, poster.id);
  await expect(presenter.getByText('보드: BA-01')).toBeVisible();
  await presenter.getByRole('button', { name: /발표 중/ }).click();
  await expect(presenter.getByText(/지금: 발표 중/)).toBeVisible();
  await shot(presenter, 'poster-hall-presenter-phone');

  // Live, without a reload: the judge's card and the organiser's boards.
  await expect(card).toContainText('발표자 있음');
  await shot(judge, 'poster-hall-judge-phone');
  await expect(boards.getByRole('row').filter({ hasText: TITLE })).toContainText('발표 중');
  await shot(page, 'boards-live-desktop');

  // The boards page on a phone.
  await page.setViewportSize(PHONE);
  await expectAccessible(page, 'boards on a phone');
  await shot(page, 'boards-phone');
});
