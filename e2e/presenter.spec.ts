/** A presenter's poster file, from the personal link on a phone to the judge's deep zoom and the gallery's search. */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { PresenterLink, SubmissionBoard } from '../src/shared/contracts/submissions';
import { posterFixture, POSTERS } from '../src/server/test/poster-fixtures';
import {
  apiAs,
  conference,
  expect,
  expectAccessible,
  JUDGE_PASSWORD,
  shot,
  test,
  watchTileLevels,
} from './fixtures';
import { startCuttingProxy } from './cutting-proxy';

const SLUG = 'eposter-day';
const TITLE = 'LM-Steer: 언어 모델의 단어 임베딩 조향';

/** The status of the poster's row on the organiser's board, through the API. */
async function boardStatus(page: Page, pid: number): Promise<string | undefined> {
  const board = await apiAs<SubmissionBoard>(page, 'GET', `/projects/${pid}/submissions`);
  return board.items[0]?.status;
}

test('a presenter uploads over a dropped connection, the organiser asks for a fix and approves, a judge zooms in, a visitor finds a word inside the PDF', async ({
  page,
  newPhone,
  signedInPhone,
  consoleWatch,
  server,
}) => {
  test.setTimeout(240_000);
  const { pid, posters } = await conference(page, server, {
    name: '2026 e-포스터 학술대회',
    slug: SLUG,
    posters: [{ title: TITLE, author: '한지', affiliation: 'UIUC', category: '자연어처리' }],
    criteria: [{ name: '독창성', max_score: 10 }],
    judges: [{ username: 'judge1', full_name: '최심사', posters: [0] }],
    participants: [{ username: 'visitor1', password: 'visitor-pass', full_name: '방문객' }],
  });
  const poster = posters[0]!;
  const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString();
  await apiAs(page, 'PUT', `/projects/${pid}/submission-settings`, {
    deadline: tomorrow,
    poster_format: 'a0-portrait',
    instructions: 'A0 세로(841 x 1189 mm) PDF 한 장으로 올려 주세요.',
  });
  const link = await apiAs<PresenterLink>(
    page,
    'POST',
    `/projects/${pid}/posters/${poster.id}/presenter-link`,
  );

  // The presenter, on a phone whose connection drops once in the middle of the upload.
  const proxy = await startCuttingProxy(server.baseURL);
  try {
    const phone = await newPhone({ baseURL: proxy.baseURL });
    const linkPath = new URL(link.url).pathname;
    await phone.goto(linkPath);
    await phone.waitForURL(`**/projects/${SLUG}/presenter`);
    await expect(phone.getByRole('heading', { name: TITLE })).toBeVisible();
    await expect(phone.getByText('P-001')).toBeVisible();
    await expect(phone.getByText('A0 세로(841 x 1189 mm) PDF 한 장으로 올려 주세요.')).toBeVisible();
    await expectAccessible(phone, 'presenter page');
    await shot(phone, 'presenter-start-phone');

    // A landscape A0 poster (881 KB) where the organiser asked for portrait: the connection drops after 300 KB.
    const landscape = posterFixture(POSTERS.a0Landscape);
    const size = fs.statSync(landscape).size;
    proxy.cutNextPatchAfter(300 * 1024);
    for (const failure of [
      'net::ERR_CONNECTION_RESET',
      'net::ERR_EMPTY_RESPONSE',
      'net::ERR_CONNECTION_CLOSED',
    ])
      consoleWatch.expectFailedRequest(failure, /\/presenter\/uploads\//);
    // The server may not have noticed the drop when the client comes back: the upload is still locked by the
    // broken request, or its offset moves meanwhile; tus answers 409 and the client asks again.
    consoleWatch.expectFailedRequest(409, /\/presenter\/uploads\//);
    await phone.getByLabel('포스터 파일').setInputFiles(landscape);
    const status = phone.getByRole('status').filter({ hasText: /상태/ });
    await expect(status).toContainText('제출됨', { timeout: 120_000 });
    expect(proxy.cuts).toBe(1);
    // The upload went on from where the server had stopped, not from the start.
    const resumedAt = proxy.patchOffsets.filter((o) => o > 0);
    expect(resumedAt.length).toBeGreaterThan(0);
    expect(resumedAt[0]).toBeLessThan(size);
    // The preview and the preflight warning, in Korean.
    await expect(phone.getByRole('button', { name: /첫 페이지 미리보기/ })).toBeVisible();
    await expect(phone.getByText(/요청한 형식.*다릅니다/)).toBeVisible();
    await shot(phone, 'presenter-submitted-phone');

    // The organiser's board moves; the organiser asks for a fix.
    await page.goto(`/projects/${SLUG}/admin/submissions`);
    await expect(page.getByRole('heading', { name: '제출 현황', exact: true })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: TITLE })).toContainText('제출됨');
    await page.getByRole('button', { name: `${TITLE} 작업` }).click();
    await page.getByRole('menuitem', { name: '수정 요청', exact: true }).click();
    await page.getByLabel('발표자에게 보낼 메모').fill('세로 A0 형식으로 다시 올려 주세요.');
    await page.getByRole('button', { name: '수정 요청 보내기' }).click();
    await expect(page.getByRole('row').filter({ hasText: TITLE })).toContainText('수정 요청');
    expect(await boardStatus(page, pid)).toBe('needs_fix');
    await shot(page, 'presenter-board-desktop');

    // The presenter reads the note, writes one back to the reviewer (decision 071) and uploads the portrait A0.
    await phone.reload();
    await expect(phone.getByText('세로 A0 형식으로 다시 올려 주세요.')).toBeVisible();
    const reply = '세로 A0로 다시 만들었습니다.\n3단 구성은 그대로 두었습니다.';
    await phone.getByLabel('검토자에게 남길 말 (선택)').fill(reply);
    await phone.getByLabel('포스터 파일').setInputFiles(posterFixture(POSTERS.a0Keynote));
    await expect(status).toContainText('제출됨', { timeout: 120_000 });
    await expect(phone.getByText(/요청한 형식.*다릅니다/)).toHaveCount(0);
    await expect(phone.getByTestId('presenter-own-note')).toContainText('3단 구성은 그대로 두었습니다.');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);

    // The organiser reads it in the review loop, beside the file's checks, then approves it.
    await page.goto(`/projects/${SLUG}/admin/submissions/${poster.id}/review`);
    await expect(page.getByTestId('review-presenter-note')).toHaveText(reply);
    await expect(page.getByRole('heading', { name: '발표자가 남긴 말' })).toBeVisible();
    await page.goto(`/projects/${SLUG}/admin/submissions`);

    // The organiser approves it.
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: TITLE })).toContainText('제출됨');
    await page.getByRole('button', { name: `${TITLE} 작업` }).click();
    await page.getByRole('menuitem', { name: '승인', exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: TITLE })).toContainText('승인됨');
    expect(await boardStatus(page, pid)).toBe('approved');
  } finally {
    await proxy.close();
  }

  // A judge opens the poster on a phone and zooms in: deeper tiles load.
  const judge = await signedInPhone(SLUG, 'judge', 'judge1', JUDGE_PASSWORD);
  await judge.waitForURL('**/judge/posters');
  // The judge's list finds it by a word that is only inside the PDF, too.
  const judgeCards = judge.getByTestId('judge-poster-card');
  await judge.getByLabel('포스터 찾기').fill('transferability');
  await expect(judgeCards).toHaveCount(1);
  await judge.getByLabel('포스터 찾기').fill('없는검색어');
  await expect(judgeCards).toHaveCount(0);
  const deepest = watchTileLevels(judge);
  await judge.goto(`/projects/${SLUG}/judge/evaluate/${poster.id}`);
  const viewer = judge.getByRole('img', { name: /확대/ });
  await expect(viewer).toBeVisible();
  await expect.poll(deepest, { timeout: 30_000 }).toBeGreaterThan(0);
  const before = deepest();
  for (let i = 0; i < 4; i++) await judge.getByRole('button', { name: '확대', exact: true }).click();
  await expect.poll(deepest, { timeout: 30_000 }).toBeGreaterThan(before);
  // The score form is there beside it.
  await expect(judge.getByRole('slider', { name: '독창성' })).toBeVisible();
  await shot(judge, 'presenter-judge-zoom-phone');

  // A visitor finds the poster by a word that appears only inside its PDF.
  const visitor = await signedInPhone(SLUG, 'user', 'visitor1', 'visitor-pass');
  await visitor.waitForURL('**/user/posters');
  const cards = visitor.getByTestId('poster-card');
  await visitor.getByLabel('검색').fill('transferability');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(TITLE);
  await visitor.getByLabel('검색').fill('없는검색어');
  await expect(visitor.getByText('검색 결과가 없습니다.')).toBeVisible();
});
