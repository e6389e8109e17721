/**
 * The organiser's review loop (decision 066): from the board, three files in a row opened full size, approved or
 * sent back with a note, then the next, by buttons and by keys; the stored statuses; and the approved page
 * standing in for a poster without images on the gallery card and the edit page.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { SubmissionBoard } from '../src/shared/contracts/submissions';
import type { Poster } from '../src/shared/contracts/posters';
import { posterFixture, POSTERS } from '../src/server/test/poster-fixtures';
import { apiAs, conference, expect, expectAccessible, logInAs, PHONE, shot, test, upload } from './fixtures';

const SLUG = 'review-loop';
const DESK = { width: 1440, height: 900 };

/** The organiser's journeys here are long, at a desk's screen. */
test.use({ viewport: DESK });
test.describe.configure({ timeout: 240_000 });
const TITLES = [
  '차세대 염기서열 분석으로 본 RNA 구조',
  'LM-Steer: 언어 모델의 단어 임베딩 조향',
  '다중 스케일 분자 시뮬레이션의 가속',
  '아직 파일을 보내지 않은 포스터',
];
const FILES = [POSTERS.koreanPoster, POSTERS.a0Keynote, POSTERS.a0PdfTex];

/** The board's rows through the API: status and note by poster number. */
async function stored(page: Page, pid: number) {
  const board = await apiAs<SubmissionBoard>(page, 'GET', `/projects/${pid}/submissions`);
  return board.items.map((r) => ({ number: r.number, status: r.status, note: r.note }));
}

/** Waits until the review page shows its file drawn in the viewer. */
async function fileShown(page: Page, title: string) {
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.locator('.dz-stage')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
}

test('an organiser reviews three files in a row from the board; the approved page pictures the poster', async ({
  page,
  newPhone,
  server,
}) => {
  const { pid, posters } = await conference(page, server, {
    name: '2026 리뷰 학술대회',
    slug: SLUG,
    posters: TITLES.map((title, i) => ({ title, author: `저자${i + 1}`, category: '생명과학' })),
    participants: [{ username: 'visitor1', password: 'visitor-pass', full_name: '방문객' }],
  });
  // Three presenters' files, sent by the organiser on their behalf: real PDFs read from the shared fixtures.
  for (const [i, name] of FILES.entries())
    await upload(
      page,
      `/projects/${pid}/posters/${posters[i]!.id}/submission/file`,
      'file',
      name,
      'application/pdf',
      fs.readFileSync(posterFixture(name)),
    );
  await expect
    .poll(async () => (await stored(page, pid)).map((r) => r.status), { timeout: 150_000 })
    .toEqual(['submitted', 'submitted', 'submitted', 'not_started']);

  // From the board, the first file's page opens at full size.
  await page.goto(`/projects/${SLUG}/admin/submissions`);
  await page.getByRole('link', { name: `${TITLES[0]} 파일 검토 (첫 페이지)` }).click();
  await page.waitForURL(`**/admin/submissions/${posters[0]!.id}/review`);
  await fileShown(page, TITLES[0]!);
  const panel = page.getByRole('complementary');
  await expect(panel).toContainText('제출됨');
  await expect(panel).toContainText('검토를 기다리는 파일 3건');
  await expect(panel.getByText('단축키')).toBeVisible();
  await expect(panel).toContainText('파일 점검 결과');
  await expectAccessible(page, 'review page');
  await page.screenshot({ path: 'docs/screenshots/review-loop.png' });

  // 1: approved with the button, then the next.
  await panel.getByRole('button', { name: /^승인/ }).click();
  await expect(panel).toContainText('승인됨');
  await expect(panel).toContainText('검토를 기다리는 파일 2건');
  await panel.getByRole('button', { name: /^다음/ }).click();
  await page.waitForURL(`**/admin/submissions/${posters[1]!.id}/review`);
  await fileShown(page, TITLES[1]!);

  // 2: sent back with a note, by the keys (F, then J for the next).
  await page.keyboard.press('f');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('발표자에게 보낼 메모').fill('QR 코드가 잘렸습니다. 여백을 두고 다시 올려 주세요.');
  await dialog.getByRole('button', { name: '수정 요청 보내기' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(panel).toContainText('수정 요청');
  await expect(page.getByTestId('review-note')).toHaveText(
    'QR 코드가 잘렸습니다. 여백을 두고 다시 올려 주세요.',
  );
  await page.keyboard.press('j');
  await page.waitForURL(`**/admin/submissions/${posters[2]!.id}/review`);
  await fileShown(page, TITLES[2]!);

  // 3: approved by its key (A); nothing else waits, so there is no next.
  await page.keyboard.press('a');
  await expect(panel).toContainText('승인됨');
  await expect(panel).toContainText('검토를 기다리는 다른 파일이 없습니다.');
  await expect(panel.getByRole('button', { name: /^다음/ })).toBeDisabled();

  // Back returns to the file before, as it was left.
  await page.goBack();
  await page.waitForURL(`**/admin/submissions/${posters[1]!.id}/review`);
  await expect(panel).toContainText('수정 요청');
  // On a phone the file and the panel stack, nothing wider than the screen.
  await page.setViewportSize(PHONE);
  await fileShown(page, TITLES[1]!);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, 'review-loop-phone');
  await page.setViewportSize(DESK);

  expect(await stored(page, pid)).toEqual([
    { number: 1, status: 'approved', note: null },
    { number: 2, status: 'needs_fix', note: 'QR 코드가 잘렸습니다. 여백을 두고 다시 올려 주세요.' },
    { number: 3, status: 'approved', note: null },
    { number: 4, status: 'not_started', note: null },
  ]);

  // The edit page of the first poster, which has no image: the approved page stands in.
  const first = await apiAs<Poster>(page, 'GET', `/projects/${pid}/posters/${posters[0]!.id}`);
  expect(first.picture).toMatchObject({ from: 'page' });
  const pageThumb = first.picture!.thumb_url;
  await page.goto(`/projects/${SLUG}/admin/posters/${posters[0]!.id}`);
  const standIn = page.getByTestId('poster-picture');
  await expect(standIn.getByRole('img', { name: `${TITLES[0]} 승인된 파일의 첫 페이지` })).toHaveAttribute(
    'src',
    pageThumb,
  );
  await expect(standIn).toContainText('승인된 파일의 첫 페이지가 목록과 카드에 대신 보입니다');
  await expect(page.getByText('이미지가 없습니다.')).toHaveCount(0);
  // The organiser's poster list pictures it the same way; the one sent back has no picture.
  await page.goto(`/projects/${SLUG}/admin/posters`);
  const row = (title: string) => page.getByRole('row').filter({ hasText: title });
  await expect(row(TITLES[0]!).locator('.poster-row-thumb img')).toHaveAttribute('src', pageThumb);
  await expect(row(TITLES[1]!).locator('.poster-row-thumb img')).toHaveCount(0);

  // A visitor's gallery on a phone: the approved posters are pictured by their page; the one sent back is not.
  const phone = await newPhone();
  await logInAs(phone, SLUG, 'user', 'visitor1', 'visitor-pass');
  await phone.goto(`/projects/${SLUG}/user/posters`);
  const card = (title: string) => phone.getByTestId('poster-card').filter({ hasText: title });
  await expect(card(TITLES[0]!).locator('img')).toHaveAttribute('src', pageThumb);
  await expect(card(TITLES[2]!).locator('img')).toHaveAttribute('src', /page-1-400\.webp$/);
  await expect(card(TITLES[1]!)).toContainText('이미지 없음');
  await expect(card(TITLES[1]!).locator('img')).toHaveCount(0);
  await expect(card(TITLES[3]!)).toContainText('이미지 없음');
  await expect
    .poll(() =>
      card(TITLES[0]!)
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await expectAccessible(phone, 'gallery');
  await phone.locator('.poster-card-item').filter({ hasText: TITLES[0]! }).screenshot({
    path: 'docs/screenshots/review-loop-gallery-card-phone.png',
  });
});
