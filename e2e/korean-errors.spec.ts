/**
 * The Korean error journey (docs/decisions/034-korean-first-finishing.md, 029): with the page in Korean (the
 * default), each error the interface can meet is met through the page as a person would meet it, and the page
 * says it in Korean, at the field when it concerns one, with none of the server's English (`detail`, a skipped
 * row's `reason`) anywhere on the page.
 */
import type { Locator, Page, Response } from '@playwright/test';
import type { Criterion } from '../src/shared/contracts/criteria';
import type { JudgeRow } from '../src/shared/contracts/judges';
import { ADMIN, logIn, setUpConference } from './admin-setup';
import { apiAs, expect, importPosters, loginSuperAdmin, test as base } from './fixtures';
import { csvFile, png, xlsxFile } from './media';
import { startServer, type RunningServer } from './server';

/** This file's server takes uploads up to 1 MB (MAX_UPLOAD_MB), so "file too large" needs no 20 MB file. */
const test = base.extend<object, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer({ MAX_UPLOAD_MB: '1' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

test.describe.configure({ timeout: 180_000 });

const DESKTOP = { width: 1280, height: 800 };

/**
 * Four or more English words in a row, as a sentence has them: the server's, never Korean page text (a
 * spreadsheet hint's list of column names, "title, author, ...", is not a sentence).
 */
const englishRun = /[A-Za-z]{2,}(?: [A-Za-z]{2,}){3,}/;

type ErrorBody = { detail: string; code: string; field?: string; params?: Record<string, unknown> };

/** The error body of the response the page waited for. */
async function errorOf(response: Promise<Response>, status: number): Promise<ErrorBody> {
  const res = await response;
  expect(res.status()).toBe(status);
  return (await res.json()) as ErrorBody;
}

/** None of the server's English is on the page: not the sentences it sent, nor any run of English words. */
async function expectNoEnglish(page: Page, ...sentences: string[]): Promise<void> {
  const body = page.locator('body');
  for (const s of sentences) {
    expect(s.length).toBeGreaterThan(0);
    await expect(body).not.toContainText(s);
  }
  const visible = await body.innerText();
  expect(visible.match(englishRun)?.[0] ?? null, 'English words on a Korean page').toBeNull();
}

const noticeOf = (page: Page, text: string | RegExp): Locator =>
  page.locator('[data-sonner-toaster]').getByText(text).first();

/** The person's two boxes (the notice, a form control) share no pixel. */
async function expectApart(a: Locator, b: Locator, what: string): Promise<void> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error(`${what}: not on screen`);
  const overlap = x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
  expect(overlap, `the notice covers ${what}`).toBe(false);
}

test('a taken slug is said in Korean under the slug field', async ({ page, server, consoleWatch }) => {
  await loginSuperAdmin(page, server);
  await apiAs(page, 'POST', '/super-admin/projects', { name: '먼저 만든 학회', slug: 'taken-slug' });
  await page.goto('/super-admin/projects');
  await page.getByRole('button', { name: '새 프로젝트' }).first().click();
  const dialog = page.getByRole('dialog', { name: '새 프로젝트' });
  await dialog.getByLabel('프로젝트 이름').fill('두 번째 학회');
  await dialog.getByLabel('슬러그').fill('taken-slug');
  consoleWatch.expectFailedRequest(400, /^\/api\/super-admin\/projects\?/);
  const answer = page.waitForResponse(
    (r) => r.url().includes('/api/super-admin/projects?') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: '저장' }).click();
  const error = await errorOf(answer, 400);
  expect(error).toMatchObject({ code: 'SLUG_TAKEN', field: 'slug' });
  const slug = dialog.getByLabel('슬러그');
  await expect(slug).toHaveAttribute('aria-invalid', 'true');
  await expect(slug).toHaveAccessibleDescription(/이미 사용 중인 슬러그입니다/);
  await expect(dialog.getByRole('alert')).toHaveText(
    '이미 사용 중인 슬러그입니다. 다른 슬러그를 입력하세요.',
  );
  await expectNoEnglish(page, error.detail);
});

test('a bad spreadsheet row, a file too large, a score above the max', async ({
  page,
  server,
  newContext,
  newPhone,
  consoleWatch,
}) => {
  const slug = 'ko-errors';
  const { project, admin: _admin } = await setUpConference(page, server, slug, ADMIN);
  const pid = project.id;
  const organiser = await (await newContext({ viewport: DESKTOP })).newPage();
  await logIn(organiser, slug, ADMIN);
  await organiser.goto(`/projects/${slug}/admin/posters`);

  await test.step('a row without its title: the row and the column named in Korean', async () => {
    await organiser.getByLabel(/엑셀 파일 선택/).setInputFiles(
      xlsxFile('posters.xlsx', [
        {
          title: '장내 미생물과 수면의 관계',
          author: '정미래',
          affiliation: '연세대학교',
          keywords: '수면; 마이크로바이옴',
        },
        { title: '', author: '한바다', affiliation: '제주대학교' },
      ]),
    );
    const answer = organiser.waitForResponse((r) => r.url().includes('/posters/upload-excel'));
    await organiser.getByRole('button', { name: '업로드', exact: true }).click();
    const res = await answer;
    const body = (await res.json()) as { error_rows: { row: number; reason: string; column?: string }[] };
    expect(body.error_rows).toMatchObject([{ row: 3, column: 'title', code: 'REQUIRED' }]);
    const preview = organiser.locator('.upload-result');
    await expect(preview.locator('.upload-error')).toHaveText('3행 (title): 필수 항목입니다.');
    await expectNoEnglish(organiser, body.error_rows[0]!.reason);
    await organiser.getByRole('button', { name: '적용' }).click();
    await expect(organiser.locator('.upload-result')).toContainText('1건 건너뜀');
    await expectNoEnglish(organiser, body.error_rows[0]!.reason);
  });

  const posters = await apiAs<{ id: number; title: string }[]>(page, 'GET', `/projects/${pid}/posters`);
  const poster = posters[0]!;

  await test.step('an image over the limit, on a phone: the notice in Korean, clear of the form', async () => {
    const phone = await newPhone();
    await logIn(phone, slug, ADMIN);
    await phone.goto(`/projects/${slug}/admin/posters/${poster.id}`);
    // The keywords as chips under their field, as the posters show them.
    await expect(phone.locator('.keyword-list li')).toHaveText(['수면', '마이크로바이옴']);
    const files = phone.getByLabel('이미지 파일 추가 (여러 개 선택 가능)');
    // 1.5 MB of noise: over this server's 1 MB.
    await files.setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: png(900, 600, [20, 90, 160], 255),
    });
    consoleWatch.expectFailedRequest(
      413,
      new RegExp(`^/api/projects/${pid}/posters/${poster.id}/images(\\?|$)`),
    );
    const answer = phone.waitForResponse((r) =>
      new URL(r.url()).pathname.endsWith(`/posters/${poster.id}/images`),
    );
    const send = phone.getByRole('button', { name: '이미지 업로드' });
    await send.click();
    const error = await errorOf(answer, 413);
    expect(error).toMatchObject({ code: 'FILE_TOO_LARGE', params: { limit: 1 } });
    const notice = noticeOf(
      phone,
      '이미지 업로드에 실패했습니다: 파일이 너무 큽니다. 1MB까지 올릴 수 있습니다.',
    );
    await expect(notice).toBeVisible();
    await expectNoEnglish(phone, error.detail);
    // The notice never covers what the person works with: the file box and its button, nor the poster form.
    await expectApart(notice, files, 'the file box');
    await expectApart(notice, send, 'the upload button');
    await phone.evaluate(() => window.scrollTo(0, 0));
    await expect(notice).toBeVisible();
    await expectApart(notice, phone.getByLabel('제목'), 'the first field');
    await phone.screenshot({ path: 'docs/screenshots/notice-390.png' });
  });

  await test.step('a score above a max lowered while the judge scored: said in Korean', async () => {
    const criterion = await apiAs<Criterion>(page, 'POST', `/projects/${pid}/evaluation-criteria`, {
      name: '독창성',
      max_score: 10,
    });
    const judge = await apiAs<JudgeRow>(page, 'POST', `/projects/${pid}/judges`, {
      username: 'ko-judge',
      password: 'judge-pass-1',
      full_name: '최심사',
      email: 'ko-judge@example.org',
    });
    await apiAs(page, 'POST', `/projects/${pid}/assignments?judge_id=${judge.id}&poster_id=${poster.id}`, {});
    const phone = await newPhone();
    await phone.goto(`/projects/${slug}/judge/login`);
    await phone.getByLabel('아이디').fill('ko-judge');
    await phone.getByLabel('비밀번호').fill('judge-pass-1');
    await phone.getByRole('button', { name: '로그인' }).click();
    await phone.waitForURL('**/judge/posters');
    await phone.goto(`/projects/${slug}/judge/evaluate/${poster.id}`);
    const slider = phone.getByRole('slider', { name: '독창성' });
    await expect(slider).toHaveAttribute('max', '10');
    await expect(phone.locator('.keyword-list li')).toHaveText(['수면', '마이크로바이옴']);
    await slider.fill('8');
    await phone.getByLabel('종합 의견 *').fill('흥미로운 연구');
    // Meanwhile the organiser lowers the max to 5 on the criteria page.
    await organiser.goto(`/projects/${slug}/admin/criteria`);
    await organiser.getByRole('button', { name: '독창성 작업' }).click();
    await organiser.getByRole('menuitem', { name: '수정' }).click();
    const edit = organiser.getByRole('dialog', { name: '평가 기준 수정' });
    await edit.getByLabel(/최고 점수|배점/).fill('5');
    await edit.getByRole('button', { name: '저장' }).click();
    await expect(edit).toBeHidden();
    await expect
      .poll(
        async () =>
          (await apiAs<Criterion[]>(page, 'GET', `/projects/${pid}/evaluation-criteria`))[0]?.max_score,
      )
      .toBe(5);
    expect(criterion.max_score).toBe(10);

    const evaluation = `/api/projects/${pid}/judge/posters/${poster.id}/evaluation`;
    consoleWatch.expectFailedRequest(400, new RegExp(`^${evaluation}(\\?|$)`));
    const answer = phone.waitForResponse(
      (r) => new URL(r.url()).pathname === evaluation && r.request().method() === 'PUT',
    );
    await phone.getByRole('button', { name: '심사 제출' }).click();
    const error = await errorOf(answer, 400);
    expect(error).toMatchObject({ code: 'SCORE_OUT_OF_RANGE', params: { criterion: '독창성', max: 5 } });
    // At the criterion's slider, and in the form's message that says the draft is kept.
    await expect(slider).toHaveAttribute('aria-invalid', 'true');
    await expect(slider).toHaveAccessibleDescription('"독창성" 점수는 0점부터 5점까지입니다.');
    await expect(phone.getByRole('alert')).toContainText('"독창성" 점수는 0점부터 5점까지입니다.');
    await expectNoEnglish(phone, error.detail);
    // The page asks for the poster again after the refusal: the slider now goes to 5, the comment is kept.
    await expect(slider).toHaveAttribute('max', '5');
    await expect(phone.getByLabel('종합 의견 *')).toHaveValue('흥미로운 연구');
  });
});

/** The second journey's organiser (the server is shared by this file's tests). */
const SECOND = { ...ADMIN, username: 'organiser-2', email: 'organiser-2@example.org' };

test('the session ended in another tab, then an edit meanwhile: both said in Korean', async ({
  page,
  server,
  newContext,
  consoleWatch,
}) => {
  const slug = 'ko-session';
  const { project } = await setUpConference(page, server, slug, SECOND);
  const pid = project.id;
  const judge = await apiAs<JudgeRow>(page, 'POST', `/projects/${pid}/judges`, {
    username: 'ko-judge-2',
    password: 'judge-pass-1',
    full_name: '한심사',
    email: 'han@example.org',
  });
  const context = await newContext({ viewport: DESKTOP });
  const tab = await context.newPage();
  await logIn(tab, slug, SECOND);
  const judges = `/projects/${slug}/admin/judges`;

  await test.step('a half-filled dialog, the session ended in another tab: login, then the dialog again', async () => {
    await tab.goto(judges);
    await tab.getByRole('button', { name: '한심사 작업' }).click();
    await tab.getByRole('menuitem', { name: '수정' }).click();
    const dialog = tab.getByRole('dialog', { name: '심사위원 수정' });
    await dialog.getByLabel('소속').fill('부산대학교');
    await dialog.getByLabel('전문 분야').fill('해양생물학');

    const other = await context.newPage();
    await other.goto(`/projects/${slug}/admin/dashboard`);
    await other.getByRole('button', { name: '로그아웃' }).click();
    await other.waitForURL(`**/projects/${slug}/admin/login`);
    await other.close();

    consoleWatch.expectFailedRequest(401, new RegExp(`^/api/projects/${pid}/judges/${judge.id}\\?`));
    const answer = tab.waitForResponse((r) => r.url().includes(`/judges/${judge.id}?`));
    await dialog.getByRole('button', { name: '저장' }).click();
    const error = await errorOf(answer, 401);
    expect(error.code).toBe('LOGIN_REQUIRED');
    await tab.waitForURL(`**/projects/${slug}/admin/login`);
    await expect(noticeOf(tab, '로그인이 만료되었습니다. 다시 로그인하세요.')).toBeVisible();
    await expectNoEnglish(tab, error.detail);

    await tab.getByLabel('아이디').fill(SECOND.username);
    await tab.getByLabel('비밀번호').fill(SECOND.password);
    await tab.getByRole('button', { name: '로그인' }).click();
    await tab.waitForURL((url) => url.pathname === judges);
    const again = tab.getByRole('dialog', { name: '심사위원 수정' });
    await expect(again.getByLabel('소속')).toHaveValue('부산대학교');
    await expect(again.getByLabel('전문 분야')).toHaveValue('해양생물학');
    await again.getByRole('button', { name: '저장' }).click();
    await expect(again).toBeHidden();
    await expect(noticeOf(tab, '심사위원 정보가 수정되었습니다.')).toBeVisible();
    const stored = await apiAs<JudgeRow[]>(page, 'GET', `/projects/${pid}/judges`);
    expect(stored.find((j) => j.id === judge.id)).toMatchObject({
      affiliation: '부산대학교',
      specialty: '해양생물학',
    });
  });

  await test.step('two organisers edit the same poster: the second hears it in Korean and sees the new values', async () => {
    await importPosters(
      page,
      pid,
      csvFile('posters.csv', 'title,author\n"해양 플랑크톤의 계절 변화","한바다"\n'),
    );
    const [poster] = await apiAs<{ id: number }[]>(page, 'GET', `/projects/${pid}/posters`);
    const path = `/projects/${slug}/admin/posters/${poster!.id}`;
    const second = await (await newContext({ viewport: DESKTOP })).newPage();
    await logIn(second, slug, SECOND);
    await tab.goto(path);
    await second.goto(path);
    await expect(second.getByLabel('제목')).toHaveValue('해양 플랑크톤의 계절 변화');

    await tab.getByLabel('제목').fill('제주 연안 플랑크톤의 계절 변화');
    await tab.getByRole('button', { name: '저장' }).click();
    await expect(noticeOf(tab, '포스터가 저장되었습니다.')).toBeVisible();

    await second.getByLabel('저자').fill('한바다, 김연안');
    consoleWatch.expectFailedRequest(409, new RegExp(`^/api/projects/${pid}/posters/${poster!.id}\\?`));
    const answer = second.waitForResponse(
      (r) => r.url().includes(`/posters/${poster!.id}?`) && r.request().method() === 'PUT',
    );
    await second.getByRole('button', { name: '저장' }).click();
    const error = await errorOf(answer, 409);
    expect(error.code).toBe('EDIT_CONFLICT');
    await expect(second.getByRole('alert')).toContainText(
      '다른 사람이 먼저 수정했습니다. 바뀐 내용을 확인한 뒤 다시 저장하세요.',
    );
    await expect(second.getByLabel('제목')).toHaveValue('제주 연안 플랑크톤의 계절 변화');
    await expect(second.getByLabel('저자')).toHaveValue('한바다');
    await expectNoEnglish(second, error.detail);
    // The delete asks in a dialog titled with what it does, not a bare "확인".
    await second.getByRole('button', { name: '포스터 삭제' }).click();
    const ask = second.getByRole('alertdialog', { name: '포스터 삭제' });
    await expect(ask).toContainText('이 포스터의 배정과 심사 결과도 함께 삭제됩니다.');
    await ask.getByRole('button', { name: '취소' }).click();
    await expect(ask).toBeHidden();
  });
});
