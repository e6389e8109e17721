/**
 * The abstract book (decision 054), in Korean on a phone: the organiser builds it, downloads the PDF and reads it
 * back, publishes it; a participant then finds its link on the poster list and downloads it.
 */
import { execFileSync } from 'node:child_process';
import { conference, expect, expectAccessible, logInAs, PHONE, shot, test } from './fixtures';

const SLUG = 'book-day';
const TITLES = ['해양 미세플라스틱 분포', '도시 열섬 현상의 위성 관측', '한국어 초록의 단어 단위 줄바꿈'];

test('the organiser builds, downloads and publishes the abstract book; a participant downloads it', async ({
  newContext,
  server,
}) => {
  // The organiser (the super admin, who may act in every project) on a phone.
  const organiser = await (await newContext({ viewport: PHONE })).newPage();
  await conference(organiser, server, {
    name: '2026 가을 포스터 학술대회',
    slug: SLUG,
    posters: TITLES.map((title, i) => ({
      title,
      author: ['정바다', '이하늘', '김한글'][i]!,
      affiliation: '한국대학교',
      category: '환경',
      abstract: `${title}에 관한 연구의 초록입니다. 방법과 결과를 간단히 설명합니다.`,
      keywords: '포스터; 초록',
    })),
    participants: [{ username: 'reader', password: 'reader-pass-1', full_name: '박독자' }],
  });

  await organiser.goto(`/projects/${SLUG}/admin/abstract-book`);
  const book = organiser.getByTestId('abstract-book');
  await expect(book).toContainText('아직 만들지 않았습니다.');
  await book.getByRole('button', { name: '초록집 만들기' }).click();
  await expect(book).toContainText('준비되었습니다.');
  await expect(book).toContainText('포스터 3편');
  await expectAccessible(organiser, 'admin abstract book');
  await shot(organiser, 'admin-abstract-book-phone');

  const [download] = await Promise.all([
    organiser.waitForEvent('download'),
    book.getByRole('button', { name: 'PDF 내려받기' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${SLUG}-abstract-book.pdf`);
  const text = execFileSync('pdftotext', [(await download.path())!, '-']).toString();
  for (const title of TITLES) expect(text).toContain(title);
  expect(text).toContain('2026 가을 포스터 학술대회');

  await book.getByLabel('참가자와 심사위원에게 공개').check();
  await expect(organiser.getByText('공개했습니다.')).toBeVisible();

  const reader = await (await newContext({ viewport: PHONE })).newPage();
  await logInAs(reader, SLUG, 'user', 'reader', 'reader-pass-1');
  const link = reader.getByRole('link', { name: '초록집 (PDF)' });
  await expect(link).toBeVisible();
  const [got] = await Promise.all([reader.waitForEvent('download'), link.click()]);
  expect(got.suggestedFilename()).toBe(`${SLUG}-abstract-book.pdf`);
  expect(execFileSync('pdftotext', [(await got.path())!, '-']).toString()).toContain(TITLES[0]);
});
