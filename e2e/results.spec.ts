/**
 * Fair results (docs/decisions/021-fair-results.md): judges score, the organiser opens the people's choice, a
 * participant votes from a poster's page, and the organiser reads both methods, the comments and the vote,
 * exports, and prints.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { conference, evaluateAs, expect, expectAccessible, shot, stepPhase, test } from './fixtures';
import { judgePanel, samplePosters } from './plans';
import { png } from './media';

const SLUG = 'fair-results';

test('judges score; a participant votes; the organiser compares both methods, exports and prints', async ({
  page,
  newContext,
  signedInPhone,
  server,
}) => {
  // Posters: protein, film, ocean. Judge 1 is lenient (protein 18, film 16), judge 2 harsh (film 8, ocean 4);
  // ocean is assigned to both.
  const plan: Array<[number, number, [number, number], string]> = [
    [0, 0, [9, 9], '가설이 명확합니다.'],
    [0, 1, [8, 8], '실험이 탄탄합니다.'],
    [1, 1, [4, 4], '재현성이 아쉽습니다.'],
    [1, 2, [2, 2], '데이터가 부족합니다.'],
  ];
  const { pid, posters, criteria } = await conference(page, server, {
    name: '공정한 결과 학회',
    slug: SLUG,
    posters: samplePosters('protein', 'film', 'currents'),
    criteria: [
      { name: '독창성', max_score: 10 },
      { name: '완성도', max_score: 10 },
    ],
    // The plan's pairs, and ocean to judge 1 too.
    judges: judgePanel('fair-judge', '심사위원', [
      [...plan.filter(([judge]) => judge === 0).map(([, poster]) => poster), 2],
      plan.filter(([judge]) => judge === 1).map(([, poster]) => poster),
    ]),
    participants: [{ username: 'fair-guest', password: 'guest-pass-1', full_name: '관람객' }],
  });
  const ocean = posters.find((p) => p.title === '해류 모델링')!;
  for (const [j, poster, [a, b], comment] of plan) {
    const judge = await (await newContext()).newPage();
    await evaluateAs(judge, SLUG, `fair-judge${j + 1}`, pid, posters[poster]!.id, {
      scores: [
        { criterion_id: criteria[0]!.id, score: a },
        { criterion_id: criteria[1]!.id, score: b },
      ],
      comment,
    });
  }

  // The organiser opens the people's choice with two votes each, through the settings form.
  await page.goto(`/projects/${SLUG}/admin/results`);
  const settings = page.getByTestId('results-settings');
  await settings.getByLabel('청중 투표 열기 (심사 진행 중에만 투표할 수 있습니다)').check();
  await settings.getByLabel('참가자 1인당 투표 수').fill('2');
  await settings.getByRole('button', { name: '설정 저장' }).click();
  await expect(page.getByText('순위 설정을 저장했습니다.')).toBeVisible();
  await expect(page.getByTestId('peoples-choice')).toBeVisible();

  // A participant votes for the ocean poster from its page on a phone, withdraws, and votes again.
  const phone = await signedInPhone(SLUG, 'user', 'fair-guest', 'guest-pass-1');
  await phone.goto(`/projects/${SLUG}/user/posters/${ocean.id}`);
  const vote = phone.getByTestId('vote');
  await expect(vote).toContainText('남은 투표 2 / 2');
  await vote.getByRole('button', { name: '이 포스터에 투표하기' }).click();
  await expect(vote).toContainText('이 포스터에 투표했습니다 · 남은 투표 1 / 2');
  await expectAccessible(phone, 'participant poster with vote');
  await shot(phone, 'participant-vote-phone');
  await vote.getByRole('button', { name: '투표 취소' }).click();
  await expect(vote).toContainText('남은 투표 2 / 2');
  await vote.getByRole('button', { name: '이 포스터에 투표하기' }).click();
  await expect(vote.getByRole('button', { name: '투표 취소' })).toHaveAttribute('aria-pressed', 'true');

  // Both methods side by side: the lenient judge's film poster falls under the normalized score.
  await page.reload();
  const rows = page.getByTestId('result-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('단백질 접힘 예측');
  await expect(rows.nth(0).locator('td').nth(2)).toContainText('18.00');
  const filmRow = rows.filter({ hasText: '초전도 박막' });
  await expect(filmRow.locator('td').nth(2)).toContainText('12.00');
  await expect(filmRow.locator('td').nth(5)).toContainText('4.00');
  await expect(filmRow).toContainText('심사위원 간 이견');
  const oceanRow = rows.filter({ hasText: '해류 모델링' });
  await expect(oceanRow.locator('td').nth(4)).toHaveText('1/2');
  await expect(oceanRow).toContainText('평가 부족');
  await filmRow.getByText('항목별 평균과 코멘트').click();
  await expect(filmRow.getByTestId('result-comments')).toContainText('실험이 탄탄합니다.');
  await expect(filmRow.getByTestId('result-comments')).toContainText('재현성이 아쉽습니다.');
  const pc = page.getByTestId('peoples-choice');
  await expect(pc.getByRole('row').nth(1)).toContainText('해류 모델링');
  await expect(pc.getByRole('row').nth(1).locator('td').nth(2)).toHaveText('1');
  await expectAccessible(page, 'results');
  await shot(page, 'results-fair');

  // Ranked by the normalized score instead.
  await settings.getByLabel('정규화 점수').check();
  await settings.getByRole('button', { name: '설정 저장' }).click();
  await expect(page.getByTestId('ranked-by')).toHaveText('순위 기준: 정규화 점수');

  // The export downloads and reads back.
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Excel로 내보내기' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toBe('공정한 결과 학회 결과.xlsx');
  const book = XLSX.read(fs.readFileSync(await xlsx.path()), { type: 'buffer' });
  expect(book.SheetNames).toHaveLength(5);
  const ranking = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
  expect(ranking).toHaveLength(4);
  expect(ranking[0]![0]).toBe('순위 Rank (normalized)');
  const votes = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[4]!]!, { header: 1 });
  expect(votes[1]).toEqual([1, `P-${String(ocean.number).padStart(3, '0')}`, '해류 모델링', 1]);

  // The print view shows the ranking; the certificates the places.
  await page.getByRole('link', { name: '인쇄용 결과' }).click();
  const printed = page.getByTestId('print-results');
  await expect(printed).toContainText('공정한 결과 학회');
  await expect(printed.locator('tbody tr')).toHaveCount(3);
  await expect(printed.locator('tbody tr').first()).toContainText('단백질 접힘 예측');
  await expectAccessible(page, 'print results');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: '인쇄용 결과' })).toBeHidden();
  await shot(page, 'results-print');
  await page.emulateMedia({ media: 'screen' });
  // Certificates wait for judging to close: the ranking may still change.
  await page.goto(`/projects/${SLUG}/admin/print/certificates`);
  await expect(page.getByTestId('certificates-not-closed')).toContainText('심사를 마감한 뒤에');
  await expect(page.getByTestId('certificate')).toHaveCount(0);
  await stepPhase(page, pid, 'closed');
  await page.reload();
  const certificates = page.getByTestId('certificate');
  // The top three of the judges' ranking and the people's choice winner, the people named.
  await expect(certificates).toHaveCount(4);
  await expect(page.getByTestId('certificate-ties')).toHaveText('상위 3위까지 3편입니다.');
  // The society's seal, stored on the server (decision 071): on every certificate, and still there on a reload.
  await expect(page.getByTestId('certificate-seal')).toHaveCount(0);
  await page
    .getByLabel('직인 또는 서명 파일')
    .setInputFiles({ name: '직인.png', mimeType: 'image/png', buffer: png(240, 240, [200, 20, 20]) });
  await page.getByRole('button', { name: '직인 올리기' }).click();
  await expect(page.getByTestId('seal-preview')).toBeVisible();
  await expect(page.getByTestId('certificate-seal')).toHaveCount(4);
  await page.reload();
  await expect(page.getByTestId('certificate-seal')).toHaveCount(4);
  await expect(page.getByTestId('certificate-seal').first()).toHaveAttribute('alt', '직인');
  await page.getByLabel('상 이름').fill('우수 포스터상');
  await page.getByLabel('수여하는 사람').fill('공정한 결과 학회장 김회장');
  await page.getByLabel('수여일').fill('2026-12-04');
  await expect(certificates.first()).toContainText('1위');
  await expect(certificates.first()).toContainText('강하나 · 서울대학교');
  await expect(certificates.first()).toContainText('「단백질 접힘 예측」');
  await expect(certificates.first()).toContainText('우수 포스터상을 받았기에');
  await expect(certificates.first()).toContainText('2026년 12월 4일');
  await expect(certificates.last()).toContainText('청중 투표 1위');
  // A certificate the organiser clears is not printed.
  await page.getByRole('checkbox', { name: /3위 · P-\d+ 해류 모델링/ }).uncheck();
  await expect(certificates).toHaveCount(3);
  await expect(page.getByTestId('certificate-seal')).toHaveCount(3);
  await expectAccessible(page, 'certificates');

  // Printed to PDF by the browser: one certificate a page, the people and the award in its text.
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  const file = path.join(os.tmpdir(), `certificates-${Date.now()}.pdf`);
  fs.writeFileSync(file, pdf);
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);
  expect(pages).toBe(3);
  // The seal printed on each page: pdfimages lists the pictures drawn, by page.
  const drawn = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).split('\n').slice(2);
  expect(new Set(drawn.filter((l) => l.trim()).map((l) => l.trim().split(/\s+/)[0]))).toEqual(
    new Set(['1', '2', '3']),
  );
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f');
  expect(text[0]).toContain('강하나');
  expect(text[0]).toContain('우수 포스터상');
  expect(text[0]).toContain('김회장');
  expect(text[1]).toContain('윤철');
  expect(text[2]).toContain('청중상');
  for (const one of text.slice(0, 3)) expect(one.match(/Certificate of Award/g)?.length).toBe(1);
  fs.rmSync(file);
});
