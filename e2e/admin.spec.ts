/**
 * The organiser's journey through the project admin area: log in, upload posters and judges from Excel,
 * edit a poster, set the criteria, assign and cancel, and watch statistics and results follow a judge's
 * evaluation. Every page is scanned with axe and photographed at desktop and phone width.
 */
import { apiAs, expect, expectAccessible, test } from './fixtures';
import { wav, xlsxFile } from './media';
import {
  ADMIN,
  desktop,
  importSheet,
  logIn,
  optionLabel,
  rowAction,
  PNG,
  setUpConference,
  shoot,
  SLUG,
} from './admin-setup';

test('an organiser runs the judging of a conference from the admin area', async ({
  newContext,
  consoleWatch,
  page,
  server,
  baseURL,
}) => {
  test.setTimeout(240_000);

  const { project, admin } = await setUpConference(page, server, SLUG, ADMIN);
  const ctx = await newContext(desktop);
  const p = await ctx.newPage();
  const base = `/projects/${SLUG}/admin`;
  // The notices are sonner toasts; the newest comes first.
  const notice = (text: string | RegExp) => p.locator('[data-sonner-toaster]').getByText(text).first();

  await test.step('log in', async () => {
    await logIn(p, SLUG, ADMIN);
    await expect(p.getByRole('heading', { name: '관리자 대시보드' })).toBeVisible();
    // Nothing set up: the next step is the criteria; the posters have a page of their own.
    await expect(p.getByTestId('next-step-item')).toHaveText('평가 기준');
    await p.getByRole('link', { name: '포스터 관리' }).click();
    await p.waitForURL(`**${base}/posters`);
    await expect(p.getByText('등록된 포스터가 없습니다.')).toBeVisible();
  });

  await test.step('upload posters from Excel and see them listed', async () => {
    const fileInput = p.getByLabel(/엑셀 파일 선택/);
    await fileInput.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(notice('엑셀 파일(.xlsx, .xls)만 업로드할 수 있습니다.')).toBeVisible();
    await expect(p.getByRole('button', { name: '업로드', exact: true })).toBeDisabled();

    const download = p.waitForEvent('download');
    await p.getByRole('button', { name: '템플릿 다운로드' }).click();
    expect((await download).suggestedFilename()).toBe('poster_upload_template.xlsx');

    const postersSheet = xlsxFile('posters.xlsx', [
      {
        board: 'A-01',
        title: 'CRISPR 스크리닝으로 찾은 새 종양 억제 유전자',
        author: '김민지',
        affiliation: '서울대학교',
        category: '유전체학',
        abstract: '초록 1',
        keywords: 'CRISPR',
      },
      {
        board: 'A-02',
        title: 'Single-cell atlas of the aging mouse liver',
        author: 'Park Jisoo',
        affiliation: 'KAIST',
        category: 'Cell biology',
      },
      { title: '장내 미생물과 면역 반응', author: '최수빈', category: '' },
      { title: '', author: 'No Title' },
    ]);
    await fileInput.setInputFiles(postersSheet);
    // A preview first: nothing is saved until Apply.
    await p.getByRole('button', { name: '업로드', exact: true }).click();
    const preview = p.locator('.upload-result');
    await expect(preview).toContainText('미리보기', { timeout: 30_000 });
    await expect(preview).toContainText('새로 추가 3, 변경 0, 그대로 0, 오류 1');
    await expect(preview.locator('.upload-error')).toHaveText('5행 (title): 필수 항목입니다.');
    await expect(p.getByText('등록된 포스터가 없습니다.')).toBeVisible();
    await p.getByRole('button', { name: '적용' }).click();
    const result = p.locator('.upload-result');
    await expect(result).toContainText('포스터 3개 생성', { timeout: 30_000 });
    await expect(result).toContainText('이미지 없는 포스터 3개');
    await expect(result).toContainText('1건 건너뜀');
    await expect(result.locator('.upload-error')).toHaveCount(1);
    const rows = p.locator('table tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(
      p.getByRole('cell', { name: 'Single-cell atlas of the aging mouse liver', exact: true }),
    ).toBeVisible();
    await expect(rows.filter({ hasText: '장내 미생물' }).locator('td').nth(6)).toHaveText('-');
    // Numbers of this project (P-001..), not database ids; boards beside them.
    await expect(rows.locator('td.id-cell')).toHaveText(['P-001', 'P-002', 'P-003']);
    await expect(rows.locator('td:nth-child(3)')).toHaveText(['A-01', 'A-02', '-']);

    // The same file again changes nothing: the preview says so and Apply has nothing to do.
    await fileInput.setInputFiles(postersSheet);
    await p.getByRole('button', { name: '업로드', exact: true }).click();
    await expect(preview).toContainText('새로 추가 0, 변경 0, 그대로 3, 오류 1', { timeout: 30_000 });
    await expect(p.getByRole('button', { name: '적용' })).toBeDisabled();
    await preview.getByRole('button', { name: '취소' }).click();
    await expect(rows).toHaveCount(3);
    await expectAccessible(p, 'posters');
    await shoot(p, 'posters');
    await p.goto(`${base}/dashboard`);
    await expect(p.getByTestId('info-posters')).toHaveText('3');
    await expect(p.getByTestId('check-posters-state')).toHaveText('등록된 포스터 3편');
    await expectAccessible(p, 'dashboard');
    await shoot(p, 'dashboard');
    await p.goto(`${base}/posters`);
  });

  await test.step('edit a poster: fields, image and back', async () => {
    await rowAction(p, '장내 미생물과 면역 반응', '수정');
    await expect(p.getByRole('heading', { name: /포스터 수정 · P-\d{3}/ })).toBeVisible();
    await p.getByLabel('분야').fill('면역학');
    await p.getByLabel('소속').fill('연세대학교');
    await p.getByRole('button', { name: '저장' }).click();
    await expect(notice('포스터가 저장되었습니다.')).toBeVisible();
    await p
      .getByLabel(/이미지 파일 추가/)
      .setInputFiles({ name: 'figure.png', mimeType: 'image/png', buffer: PNG });
    await p.getByRole('button', { name: '이미지 업로드' }).click();
    await expect(notice('이미지를 업로드했습니다.')).toBeVisible();
    await expect(p.locator('.thumbs img')).toHaveCount(1);
    // The picture is the uploaded file, decoded by the browser (naturalWidth is 0 until it has loaded).
    await expect
      .poll(() =>
        p.locator('.thumbs img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBe(1);
    await p
      .getByLabel('음성 파일 선택')
      .setInputFiles({ name: 'guide.wav', mimeType: 'audio/wav', buffer: wav() });
    await p.getByRole('button', { name: '음성 업로드' }).click();
    await expect(notice('음성 파일을 업로드했습니다.')).toBeVisible();
    await expect(p.locator('audio.audio-player')).toHaveAttribute('src', /\/uploads\//);
    await expectAccessible(p, 'poster edit');
    await shoot(p, 'poster-edit');
    await p.getByRole('link', { name: '← 대시보드로' }).click();
    await p.getByRole('link', { name: '포스터 관리' }).click();
    await expect(p.locator('table tbody tr').filter({ hasText: '장내 미생물' })).toContainText('면역학');
    await p.getByRole('link', { name: '← 대시보드로' }).click();
  });

  await test.step('upload judges and read the result, add one by hand', async () => {
    await p.getByRole('link', { name: /심사위원 관리/ }).click();
    await expect(p.getByText('등록된 심사위원이 없습니다.')).toBeVisible();
    const download = p.waitForEvent('download');
    await p.getByRole('button', { name: '템플릿 다운로드' }).click();
    expect((await download).suggestedFilename()).toBe('judge_upload_template.xlsx');
    const result = await importSheet(
      p,
      xlsxFile('judges.xlsx', [
        {
          username: 'judge1',
          password: 'judge1-pass',
          full_name: '정하늘',
          email: 'judge1@example.org',
          affiliation: '고려대학교',
          specialty: '유전체학',
        },
        {
          username: 'judge2',
          password: 'judge2-pass',
          full_name: 'Emma Stone',
          email: 'judge2@example.org',
          affiliation: 'KAIST',
          specialty: 'Cell biology',
        },
        { username: 'judge3', password: 'judge3-pass', full_name: 'No Email', email: '' },
      ]),
      '새로 추가 2, 변경 0, 그대로 0, 오류 1',
      '2건 등록',
      30_000,
    );
    await expect(result).toContainText('1건 건너뜀');
    await expect(result.locator('.upload-error')).toHaveCount(1);
    await expect(p.locator('table tbody tr')).toHaveCount(2);

    await p.getByRole('button', { name: '심사위원 추가' }).first().click();
    const dialog = p.getByRole('dialog');
    await dialog.getByRole('button', { name: '저장' }).click();
    await expect(dialog.getByText('이름과 이메일은 필수입니다.')).toBeVisible();
    await dialog.getByLabel('이름').fill('한지민');
    await dialog.getByLabel('이메일').fill('judge4@example.org');
    await dialog.getByRole('button', { name: '저장' }).click();
    await expect(dialog.getByText('아이디를 입력하세요.')).toBeVisible();
    await dialog.getByLabel('아이디').fill('judge4');
    await dialog.getByLabel('비밀번호').fill('judge4-pass');
    await dialog.getByRole('button', { name: '저장' }).click();
    await expect(notice('심사위원이 추가되었습니다.')).toBeVisible();
    await expect(p.locator('table tbody tr')).toHaveCount(3);
    const row = p.locator('table tbody tr').filter({ hasText: '한지민' });
    await expect(row).toContainText('@judge4');
    await expect(row.locator('td.id-cell')).toHaveText(/^J-\d{3}$/);
    await expectAccessible(p, 'judges');
    await shoot(p, 'judges');
  });

  await test.step('add criteria', async () => {
    await p.goto(`${base}/criteria`);
    await expect(p.getByText(/등록된 평가 기준이 없습니다/)).toBeVisible();
    for (const [name, max] of [
      ['독창성', '10'],
      ['발표 완성도', '20'],
    ] as const) {
      await p.getByRole('button', { name: '평가 기준 추가' }).click();
      const dialog = p.getByRole('dialog');
      await dialog.getByLabel('항목 이름').fill(name);
      await dialog.getByLabel(/배점/).fill(max);
      await dialog.getByRole('button', { name: '저장' }).click();
      await expect(notice('평가 기준이 추가되었습니다.')).toBeVisible();
      await expect(dialog).toBeHidden();
    }
    await expect(p.getByTestId('criteria-summary')).toHaveText('활성 기준 2개 · 총점 30점');
    await expect(p.getByRole('cell', { name: '20점', exact: true })).toBeVisible();
    await p.getByRole('button', { name: /발표 완성도: 활성/ }).click();
    await expect(notice('평가 기준이 비활성화되었습니다.')).toBeVisible();
    await expect(p.locator('tr.dimmed')).toContainText('발표 완성도');
    await expect(p.getByTestId('criteria-summary')).toHaveText('활성 기준 1개 · 총점 10점');
    await expectAccessible(p, 'criteria');
    await shoot(p, 'criteria');
    await p.getByRole('button', { name: /발표 완성도: 비활성/ }).click();
    await expect(notice('평가 기준이 활성화되었습니다.')).toBeVisible();
    await expect(p.getByTestId('criteria-summary')).toHaveText('활성 기준 2개 · 총점 30점');
  });

  const posters = await apiAs<{ id: number; title: string }[]>(
    p,
    'GET',
    `/projects/${project.id}/posters?admin_id=${admin.id}`,
  );
  const crispr = posters.find((x) => x.title.startsWith('CRISPR'))!;
  const atlas = posters.find((x) => x.title.startsWith('Single-cell'))!;

  await test.step('assign judges, refuse a duplicate, cancel one', async () => {
    await p.goto(`${base}/assignments`);
    await expect(p.getByTestId('assignment-total')).toHaveText('전체 배정 0건');
    const assign = p.getByRole('button', { name: '배정하기' });
    await expect(assign).toBeDisabled();
    const pairs: [string, string][] = [
      ['정하늘', 'CRISPR'],
      ['정하늘', 'Single-cell'],
      ['Emma Stone', 'CRISPR'],
    ];
    for (const [judge, poster] of pairs) {
      await p
        .getByLabel('심사위원', { exact: true })
        .selectOption({ label: await optionLabel(p, 'assign-judge', judge) });
      await p
        .getByLabel('포스터', { exact: true })
        .selectOption({ label: await optionLabel(p, 'assign-poster', poster) });
      await assign.click();
      await expect(notice('배정되었습니다.')).toBeVisible();
      await p.locator('[data-sonner-toaster] button[data-close-button]').first().click();
    }
    await expect(p.getByTestId('assignment-total')).toHaveText('전체 배정 3건');
    await expect(
      p.getByLabel('심사위원', { exact: true }).locator('option').filter({ hasText: '정하늘' }),
    ).toHaveText('정하늘 (배정 2건)');

    await p
      .getByLabel('심사위원', { exact: true })
      .selectOption({ label: await optionLabel(p, 'assign-judge', '정하늘') });
    await p
      .getByLabel('포스터', { exact: true })
      .selectOption({ label: await optionLabel(p, 'assign-poster', 'CRISPR') });
    consoleWatch.expectFailedRequest(400, new RegExp(`^/api/projects/${project.id}/assignments\\?`));
    await assign.click();
    await expect(notice('이미 배정된 조합입니다.')).toBeVisible();

    const status = p.getByTestId('assignment-status');
    await expect(status.locator('tbody tr')).toHaveCount(3);
    await expect(status.locator('.badge-warning')).toHaveCount(3);
    await expect(p.locator('.scroll-24')).toHaveCount(2);
    await rowAction(p, /Emma Stone → CRISPR.*/, '배정 취소');
    const confirm = p.getByRole('alertdialog');
    await expect(confirm).toContainText('Emma Stone');
    await confirm.getByRole('button', { name: '배정 취소' }).click();
    await expect(notice('배정이 취소되었습니다.')).toBeVisible();
    await expect(status.locator('tbody tr')).toHaveCount(2);
    await expect(p.getByTestId('assignment-total')).toHaveText('전체 배정 2건');
    await expectAccessible(p, 'assignments');
    await shoot(p, 'assignments');
  });

  await test.step('a judge evaluates in another browser; statistics and results follow', async () => {
    const judgeCtx = await newContext(desktop);
    const origin = { origin: baseURL };
    const login = await judgeCtx.request.post(`/api/projects/${project.id}/judge/login`, {
      headers: origin,
      data: { username: 'judge1', password: 'judge1-pass' },
    });
    expect(login.status()).toBe(200);
    const view = await judgeCtx.request.get(`/api/projects/${project.id}/judge/posters/${crispr.id}`);
    const { criteria } = (await view.json()) as { criteria: { id: number; max_score: number }[] };
    const scores = criteria.map((c) => ({ criterion_id: c.id, score: c.max_score === 10 ? 8 : 15 }));
    const saved = await judgeCtx.request.put(
      `/api/projects/${project.id}/judge/posters/${crispr.id}/evaluation`,
      {
        headers: origin,
        data: { scores, comment: '명확한 가설과 탄탄한 검증.' },
      },
    );
    expect(saved.status(), await saved.text()).toBe(200);

    await p.goto(`${base}/statistics`);
    await expect(p.getByTestId('stat-posters')).toHaveText('3');
    await expect(p.getByTestId('stat-judges')).toHaveText('3');
    await expect(p.getByTestId('stat-assignments')).toHaveText('2');
    await expect(p.getByTestId('stat-progress')).toHaveText('50%');
    await expect(p.locator('table tbody tr').filter({ hasText: '정하늘' })).toContainText('1/2');
    await expect(p.getByRole('list', { name: '상위 포스터 (평균 점수)' })).toContainText('23.00');
    await expect(p.locator('svg.histogram')).toBeVisible();
    await expectAccessible(p, 'statistics');
    await shoot(p, 'statistics');

    await p.goto(`${base}/results`);
    const first = p.getByTestId('results-table').locator('tbody tr').first();
    await expect(first).toContainText('CRISPR');
    // The raw average (and its rank), then the normalized score; evaluated/planned after them.
    await expect(first.locator('td').nth(2)).toContainText('23.00');
    await expect(first.locator('td').nth(4)).toHaveText(/^1\/\d+$/);
    await expectAccessible(p, 'results');
    await shoot(p, 'results');

    await p.goto(`${base}/assignments`);
    await expect(p.getByTestId('assignment-status').locator('.badge-success')).toHaveText('완료');
    await p.goto(`${base}/dashboard`);
    await expect(p.getByTestId('info-progress')).toHaveText('50%');
    void atlas;
  });

  await test.step('participants: add one, upload more, delete one', async () => {
    await p.goto(`${base}/users`);
    await expect(p.getByText('등록된 참가자가 없습니다.')).toBeVisible();
    const download = p.waitForEvent('download');
    await p.getByRole('button', { name: '템플릿 다운로드' }).click();
    expect((await download).suggestedFilename()).toBe('user_upload_template.xlsx');
    await p.getByRole('button', { name: '참가자 추가' }).click();
    const dialog = p.getByRole('dialog');
    await dialog.getByRole('button', { name: '추가' }).click();
    await expect(dialog.getByText('아이디, 비밀번호, 이메일은 필수입니다.')).toBeVisible();
    await dialog.getByLabel('아이디').fill('visitor1');
    await dialog.getByLabel('비밀번호').fill('visitor-pass');
    await dialog.getByLabel('이메일').fill('visitor1@example.org');
    await dialog.getByLabel('이름').fill('방문자 일');
    await dialog.getByRole('button', { name: '추가' }).click();
    await expect(notice('참가자가 추가되었습니다.')).toBeVisible();
    // visitor1 matches the participant added by hand: a change, not a second account.
    await importSheet(
      p,
      xlsxFile('users.xlsx', [
        {
          username: 'visitor2',
          password: 'visitor-pass',
          email: 'visitor2@example.org',
          full_name: 'Visitor Two',
        },
        { username: 'visitor1', password: 'visitor-pass', email: 'dup@example.org', full_name: 'Duplicate' },
      ]),
      '새로 추가 1, 변경 1, 그대로 0, 오류 0',
      '1건 등록',
      30_000,
    );
    await expect(p.locator('table tbody tr')).toHaveCount(2);
    await expect(p.locator('table tbody tr').first()).toContainText(/U-\d{3}/);
    await expect(p.locator('table tbody tr').first()).toContainText(/\d{4}년 \d{1,2}월 \d{1,2}일/);
    await expectAccessible(p, 'users');
    await shoot(p, 'users');
    await rowAction(p, 'Visitor Two', '삭제');
    await p.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
    await expect(notice('참가자가 삭제되었습니다.')).toBeVisible();
    await expect(p.locator('table tbody tr')).toHaveCount(1);
    // The rest chosen with the page's checkbox and deleted at once.
    await p.getByRole('checkbox', { name: '이 페이지 모두 선택' }).check();
    await expect(p.getByRole('group', { name: '선택한 항목' })).toContainText('1개 선택됨');
    await p.getByRole('button', { name: '선택 삭제' }).click();
    await expect(p.getByRole('alertdialog')).toContainText('선택한 참가자 1명을 삭제하시겠습니까?');
    await p.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
    await expect(notice('참가자 1명이 삭제되었습니다.')).toBeVisible();
    await expect(p.getByText('등록된 참가자가 없습니다.')).toBeVisible();
  });

  await test.step('delete a poster with an evaluation by typing its number', async () => {
    await p.goto(`${base}/posters`);
    await rowAction(p, 'CRISPR 스크리닝으로 찾은 새 종양 억제 유전자', '삭제');
    const dialog = p.getByRole('alertdialog');
    await expect(dialog).toContainText('평가 1');
    const remove = dialog.getByRole('button', { name: '삭제' });
    await expect(remove).toBeDisabled();
    await dialog.getByLabel('확인하려면 "P-001"을(를) 입력하세요').fill('P-002');
    await expect(remove).toBeDisabled();
    await dialog.getByLabel('확인하려면 "P-001"을(를) 입력하세요').fill('P-001');
    await remove.click();
    await expect(notice('포스터가 삭제되었습니다.')).toBeVisible();
    await expect(p.locator('table tbody tr td.id-cell')).toHaveText(['P-002', 'P-003']);
  });

  await test.step('delete a judge takes its assignments; log out', async () => {
    await p.goto(`${base}/judges`);
    await rowAction(p, '정하늘', '삭제');
    await expect(p.getByRole('alertdialog')).toContainText('배정과 심사 결과도 함께 삭제');
    await p.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
    await expect(notice('심사위원이 삭제되었습니다.')).toBeVisible();
    await p.goto(`${base}/dashboard`);
    await expect(p.getByTestId('info-assignments')).toHaveText('0');
    await p.getByRole('button', { name: /English/ }).click();
    await expect(p.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
    await expect(p.getByRole('link', { name: /Results \(ranking\)/ })).toBeVisible();
    await expect(p.getByTestId('next-step')).toContainText('Next step');
    await shoot(p, 'dashboard-en');
    await p.getByRole('button', { name: /한국어/ }).click();
    await p.getByRole('button', { name: '로그아웃' }).click();
    await p.waitForURL(`**${base}/login`);
  });

  await ctx.close();
});
