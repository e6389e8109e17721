/** Choosing posters and judges in their lists and deleting them at once, with what goes shown first. */
import { apiAs, conference, evaluateAs, expect, test } from './fixtures';
import { samplePosters } from './plans';

const SLUG = 'bulk-delete';

test('the organiser deletes chosen posters (typing their count, as evaluations go too) and a chosen judge', async ({
  page,
  newContext,
  server,
}) => {
  const { pid, posters, criteria } = await conference(page, server, {
    name: '선택 삭제 학회',
    slug: SLUG,
    posters: samplePosters('plastic', 'quantum', 'gut'),
    criteria: [{ name: '독창성', max_score: 10 }],
    judges: [{ username: 'bulk-judge', full_name: '한심사', posters: [0] }],
  });
  const [first, second, third] = posters;
  const judgePage = await (await newContext()).newPage();
  await evaluateAs(judgePage, SLUG, 'bulk-judge', pid, first!.id, {
    scores: [{ criterion_id: criteria[0]!.id, score: 8 }],
    comment: '좋습니다',
  });

  // Two posters chosen in the list; one has an evaluation, so their count must be typed.
  await page.goto(`/projects/${SLUG}/admin/posters`);
  await page.getByRole('checkbox', { name: `${first!.title} 선택` }).check();
  await page.getByRole('checkbox', { name: `${second!.title} 선택` }).check();
  await expect(page.getByRole('group', { name: '선택한 항목' })).toContainText('2개 선택됨');
  await page.getByRole('group', { name: '선택한 항목' }).getByRole('button', { name: '선택 삭제' }).click();
  const dialog = page.getByRole('alertdialog', { name: '포스터 선택 삭제' });
  await expect(dialog).toContainText('선택한 포스터 2편을 삭제하시겠습니까?');
  await expect(dialog).toContainText('함께 삭제: 포스터 2, 심사위원 0, 참가자 0, 평가 1, 배정 1');
  const remove = dialog.getByRole('button', { name: '삭제' });
  await expect(remove).toBeDisabled();
  await dialog.getByLabel('확인하려면 "2"을(를) 입력하세요').fill('2');
  await remove.click();
  await expect(page.getByText('포스터 2편이 삭제되었습니다.')).toBeVisible();
  const numbers = page.locator('table tbody tr td.id-cell');
  await expect(numbers).toHaveText([`P-${String(third!.number).padStart(3, '0')}`]);
  const left = await apiAs<{ id: number }[]>(page, 'GET', `/projects/${pid}/posters`);
  expect(left.map((p) => p.id)).toEqual([third!.id]);

  // The judge, now without evaluations, goes with a plain confirmation.
  await page.goto(`/projects/${SLUG}/admin/judges`);
  await page.getByRole('checkbox', { name: '한심사 선택' }).check();
  await page.getByRole('group', { name: '선택한 항목' }).getByRole('button', { name: '선택 삭제' }).click();
  const judgeDialog = page.getByRole('alertdialog', { name: '심사위원 선택 삭제' });
  await expect(judgeDialog).toContainText('함께 삭제: 포스터 0, 심사위원 1, 참가자 0, 평가 0, 배정 0');
  await expect(judgeDialog.getByRole('textbox')).toHaveCount(0);
  await judgeDialog.getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText('심사위원 1명이 삭제되었습니다.')).toBeVisible();
  expect(await apiAs<unknown[]>(page, 'GET', `/projects/${pid}/judges`)).toEqual([]);
});
