/** The judging day: the posters imported, auto-assign, poster labels with QR codes, a judge arriving by QR, closing and publishing. */
import type { AssignmentRow } from '../src/shared/contracts/assignments';
import type { Poster } from '../src/shared/contracts/posters';
import { importSheet } from './admin-setup';
import { apiAs, conference, expect, logInAs, test } from './fixtures';
import { xlsxFile } from './media';

const SLUG = 'judging-day';

test('the organiser imports the posters, auto-assigns and prints labels; a judge arrives by QR; closing locks, publishing shows results', async ({
  page,
  newContext,
  newPhone,
  server,
}) => {
  const { pid, criteria, judges } = await conference(page, server, {
    name: '심사의 날 학회',
    slug: SLUG,
    criteria: [{ name: '독창성', max_score: 10 }],
    judges: [
      { username: 'day-judge1', full_name: '심사위원1', affiliation: 'KAIST' },
      { username: 'day-judge2', full_name: '심사위원2', affiliation: '고려대학교' },
    ],
    participants: [{ username: 'day-guest', password: 'guest-pass-1', full_name: '참가자' }],
  });

  // The posters arrive as the organiser imports their spreadsheet on the posters page: a preview, then applied.
  await page.goto(`/projects/${SLUG}/admin/posters`);
  await importSheet(
    page,
    xlsxFile('posters.xlsx', [
      { title: '해양 미세플라스틱 분포', author: '김바다', affiliation: '부산대학교', category: '환경' },
      { title: '양자점 태양전지', author: '이빛', affiliation: 'KAIST', category: '물리' },
      { title: '장내 미생물과 면역', author: '박균', affiliation: '서울대학교', category: '생명' },
    ]),
    '새로 추가 3, 변경 0, 그대로 0, 오류 0',
    '포스터 3개 생성',
  );
  await expect(page.locator('table tbody tr')).toHaveCount(3);
  const posters = await apiAs<Poster[]>(page, 'GET', `/projects/${pid}/posters`);

  // Auto-assign: one judge a poster, previewed, then applied.
  await page.goto(`/projects/${SLUG}/admin/assignments`);
  const panel = page.getByTestId('auto-assign');
  await panel.getByLabel('포스터당 심사위원 수').fill('1');
  await panel.getByRole('button', { name: '미리보기' }).click();
  const preview = page.getByTestId('auto-assign-preview');
  await expect(preview).toContainText('새 배정 3건');
  await expect(preview).toContainText('모든 포스터에 심사위원이 배정됩니다.');
  // The KAIST judge never gets the KAIST author's poster.
  await expect(preview).toContainText('이해 충돌로 제외한 조합 1건');
  await panel.getByRole('button', { name: '배정 적용' }).click();
  await expect(page.getByText('3건을 배정했습니다.')).toBeVisible();
  await expect(page.getByTestId('assignment-total')).toHaveText('전체 배정 3건');
  const assignments = await apiAs<AssignmentRow[]>(page, 'GET', `/projects/${pid}/assignments`);
  const kaistPoster = posters.find((p) => p.affiliation === 'KAIST')!;
  expect(assignments.find((a) => a.poster_id === kaistPoster.id)?.judge_id).toBe(judges[1]!.id);

  // Many posters at once, by a range of numbers and by category, not one checkbox at a time.
  const bulk = page.getByRole('form', { name: '여러 포스터 한 번에 배정' });
  await bulk.getByLabel('포스터 번호부터').fill('2');
  await bulk.getByLabel('포스터 번호까지').fill('3');
  await bulk.getByRole('checkbox', { name: '보이는 포스터 2건 모두 선택' }).check();
  await expect(bulk.getByRole('button', { name: '선택한 포스터 2건 배정' })).toBeVisible();
  await bulk.getByLabel('분야').selectOption('환경');
  await bulk.getByLabel('포스터 번호부터').fill('');
  await bulk.getByLabel('포스터 번호까지').fill('');
  await expect(bulk.getByRole('checkbox', { name: '보이는 포스터 1건 모두 선택' })).not.toBeChecked();
  await bulk.getByRole('checkbox', { name: '보이는 포스터 1건 모두 선택' }).check();
  await expect(bulk.getByRole('button', { name: '선택한 포스터 3건 배정' })).toBeVisible();

  // The labels: a QR code and the number of every poster.
  await page.goto(`/projects/${SLUG}/admin/print/labels`);
  const labels = page.getByTestId('label');
  await expect(labels).toHaveCount(3);
  for (const p of posters) {
    const number = `P-${String(p.number).padStart(3, '0')}`;
    const label = labels.filter({ hasText: p.title });
    await expect(label).toContainText(number);
    const qr = label.getByRole('img', { name: `${number} QR 코드` });
    await expect(qr).toBeVisible();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }

  // A judge scans a poster's QR code on a phone: log in, then straight to its evaluation.
  const mine = assignments.find((a) => a.judge_id === judges[0]!.id)!;
  const phone = await newPhone();
  await phone.goto(`/projects/${SLUG}/p/${mine.poster_id}`);
  await phone.getByRole('link', { name: '심사위원으로 로그인' }).click();
  await phone.getByLabel('아이디').fill('day-judge1');
  await phone.getByLabel('비밀번호').fill('judge-pass-1');
  await phone.getByRole('button', { name: '로그인' }).click();
  await phone.waitForURL(`**/projects/${SLUG}/judge/evaluate/${mine.poster_id}`);
  await expect(phone.getByRole('button', { name: '심사 제출' })).toBeEnabled();
  await apiAs(phone, 'PUT', `/projects/${pid}/judge/posters/${mine.poster_id}/evaluation`, {
    scores: [{ criterion_id: criteria[0]!.id, score: 9 }],
    comment: '명확한 발표',
  });

  // The organiser closes judging: the judge's form is read-only.
  await page.goto(`/projects/${SLUG}/admin/dashboard`);
  await page.getByRole('button', { name: '심사 마감 단계로 진행' }).click();
  // Two of the three evaluations are missing: the step says so and waits for the count typed.
  const closing = page.getByRole('dialog', { name: '심사 마감' });
  await expect(closing.getByTestId('guard-missing')).toContainText('남은 평가 2건');
  await closing.getByLabel('확인하려면 "2"을(를) 입력하세요').fill('2');
  await closing.getByRole('button', { name: '심사 마감' }).click();
  await expect(page.getByTestId('phase-current')).toHaveText('심사 마감');
  await phone.reload();
  await expect(phone.getByTestId('judging-locked')).toHaveText(
    '심사가 마감되었습니다. 평가는 읽기 전용입니다.',
  );
  await expect(phone.getByRole('button', { name: /제출/ })).toBeDisabled();

  // Publishing shows the ranking to a participant.
  await page.getByRole('button', { name: '결과 공개 단계로 진행' }).click();
  const publishing = page.getByRole('dialog', { name: '결과 공개' });
  await publishing.getByRole('radio', { name: /^순위와 점수/ }).check();
  await publishing.getByLabel('확인하려면 "2"을(를) 입력하세요').fill('2');
  await publishing.getByRole('button', { name: '결과 공개' }).click();
  await expect(page.getByTestId('phase-current')).toHaveText('결과 공개');
  const guest = await (await newContext()).newPage();
  await logInAs(guest, SLUG, 'user', 'day-guest', 'guest-pass-1');
  await guest.getByRole('link', { name: '심사 결과 보기' }).click();
  const results = guest.getByTestId('published-results');
  await expect(results.getByRole('row').nth(1)).toContainText(
    assignments.find((a) => a.poster_id === mine.poster_id)!.poster_title,
  );
  await expect(results.getByRole('row').nth(1)).toContainText('9.0');
});
