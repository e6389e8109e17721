/**
 * The hall map and certificates of presentation (decision 059): the organiser uploads the hall's plan, drags a
 * board onto it, taps another into place and moves a third with the keys, and saves; a participant's poster page
 * on a phone shows where its board stands; a presenter scans their board's QR code, checks in during their session
 * and prints their certificate of presentation, which the organiser's printout lists too. A plan sent as a PDF (a
 * real poster exported by LaTeX, read from ../shared/fixtures) is rendered by the server's job and appears on its
 * own; a PDF that cannot be read says why (decision 061).
 */
import fs from 'node:fs';
import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import type { HallMap } from '../src/shared/contracts/hall';
import type { PosterSession } from '../src/shared/contracts/sessions';
import { DEFAULT_TIME_ZONE, dayIn, formatClockRange, wallClock } from '../src/shared/time';
import { posterFixture, POSTERS } from '../src/server/test/poster-fixtures';
import { apiAs, conference, expect, expectAccessible, FULL_HD, PHONE, shot, test } from './fixtures';

const SLUG = 'hall-map';
const PLAN = { width: 1600, height: 900 };

/** The organiser's journeys here are long, at a desk's screen. */
test.use({ viewport: FULL_HD });
test.describe.configure({ timeout: 120_000 });

/** A plan of a hall as an organiser exports it: a floor with rows of boards drawn on it. */
async function planPicture(): Promise<Buffer> {
  const rows = [180, 420, 660]
    .map((y) =>
      [200, 500, 800, 1100]
        .map((x) => `<rect x="${x}" y="${y}" width="220" height="60" fill="#cbd5e1" stroke="#334155"/>`)
        .join(''),
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PLAN.width}" height="${PLAN.height}">
    <rect width="100%" height="100%" fill="#f8fafc"/><rect x="40" y="40" width="1520" height="820" fill="none"
    stroke="#0f172a" stroke-width="12"/>${rows}<text x="700" y="860" font-size="40">입구</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A marker's place as its accessible name says it: percent across and down. */
async function placeOf(marker: Locator): Promise<[number, number]> {
  const name = (await marker.getAttribute('aria-label')) ?? '';
  const m = /가로 ([\d.]+)%, 세로 ([\d.]+)%/.exec(name);
  if (!m) throw new Error(`no place in "${name}"`);
  return [Number(m[1]), Number(m[2])];
}

/** Today around now on the hall's clock (the project's zone, Seoul's): a session a presenter can check in during. */
function sessionAroundNow() {
  const now = Date.now();
  const clock = wallClock(now, DEFAULT_TIME_ZONE)!;
  const minutes = clock.hour * 60 + clock.minute;
  const hhmm = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return {
    name: '오전 세션',
    date: dayIn(now, DEFAULT_TIME_ZONE),
    starts_at: hhmm(Math.max(0, minutes - 60)),
    ends_at: hhmm(Math.min(23 * 60 + 59, minutes + 60)),
    area: '1층 홀',
  };
}

test('the organiser places boards on the hall plan; the poster page shows its board; a presenter who checked in prints a certificate', async ({
  page,
  signedInPhone,
  presenterPhone,
  server,
}) => {
  const { pid, posters } = await conference(page, server, {
    name: '2026 행사장 배치도 학술대회',
    slug: SLUG,
    posters: [
      { title: '해양 미세플라스틱의 계절 변화', author: '김바다', affiliation: '부경대' },
      { title: '도시 열섬과 녹지', author: '이숲', affiliation: '서울대' },
      { title: '토양 미생물 군집의 회복', author: '박흙', affiliation: '충남대' },
    ],
    participants: [{ username: 'visitor', password: 'visitor-pass-1', full_name: '정관람' }],
  });
  const byTitle = (title: string) => posters.find((p) => p.title === title)!;
  const first = byTitle('해양 미세플라스틱의 계절 변화');

  // A session around now holds the first poster; the boards are numbered A01..A03.
  const session = await apiAs<PosterSession>(page, 'POST', `/projects/${pid}/sessions`, sessionAroundNow());
  // The session as every page writes it: "오전 세션 · 2026년 12월 2일 09:15–11:15".
  const sessionText = `오전 세션 · ${formatClockRange(session.date, session.starts_at, session.ends_at, 'ko')}`;
  await page.goto(`/projects/${SLUG}/admin/posters/${first.id}`);
  await page.getByLabel('포스터 세션').selectOption({ label: sessionText });
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('포스터가 저장되었습니다.')).toBeVisible();
  await apiAs(page, 'POST', `/projects/${pid}/boards/numbering`, {
    pattern: { prefix: 'A', per_session: false, width: 2 },
    apply: true,
  });
  const boardOf = new Map(
    (await apiAs<Array<{ title: string; board: string }>>(page, 'GET', `/projects/${pid}/boards`)).map(
      (b) => [b.title, b.board],
    ),
  );
  const [b1, b2, b3] = [
    boardOf.get(first.title)!,
    boardOf.get('도시 열섬과 녹지')!,
    boardOf.get('토양 미생물 군집의 회복')!,
  ];
  expect([b1, b2, b3].sort()).toEqual(['A01', 'A02', 'A03']);

  // The presenter's session and its time are on the poster's printed label.
  await page.goto(`/projects/${SLUG}/admin/print/labels`);
  const label = page.getByTestId('label').filter({ hasText: first.title });
  await expect(label.getByTestId('label-session')).toHaveText(sessionText);
  await expect(
    page.getByTestId('label').filter({ hasText: '도시 열섬과 녹지' }).getByTestId('label-session'),
  ).toHaveCount(0);

  // The organiser opens the hall map from the boards page and uploads the plan.
  await page.goto(`/projects/${SLUG}/admin/boards`);
  await page.getByRole('link', { name: '배치도 편집' }).click();
  await expect(page.getByRole('heading', { name: '행사장 배치도', level: 1 })).toBeVisible();
  await page.getByLabel('배치도 파일: PNG, JPEG, WebP, PDF (첫 페이지)').setInputFiles({
    name: '배치도.png',
    mimeType: 'image/png',
    buffer: await planPicture(),
  });
  await page.getByRole('button', { name: '올리기' }).click();
  await expect(page.getByText('배치도를 올렸습니다.')).toBeVisible();
  const plan = page.getByTestId('hall-plan');
  await expect(plan).toBeVisible();
  await expect(page.getByRole('heading', { name: '아직 놓지 않은 보드 3개' })).toBeVisible();

  // Drag the first board from the list onto the plan, a quarter across and 40% down.
  const chip = page.locator('.hall-chip', { hasText: b1 });
  await chip.scrollIntoViewIfNeeded();
  const from = (await chip.boundingBox())!;
  const box = (await plan.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  for (const f of [0.2, 0.5, 0.8, 1])
    await page.mouse.move(
      from.x + (box.x + box.width * 0.25 - from.x) * f,
      from.y + (box.y + box.height * 0.4 - from.y) * f,
    );
  await page.mouse.up();
  const marker1 = page.getByRole('button', { name: new RegExp(`^보드 ${b1}, `) });
  await expect(marker1).toBeVisible();
  const [x1, y1] = await placeOf(marker1);
  expect(x1).toBeCloseTo(25, 0);
  expect(y1).toBeCloseTo(40, 0);

  // Tap the second board, then the plan where it stands.
  await page.locator('.hall-chip', { hasText: b2 }).click();
  await expect(page.getByText(`보드 ${b2}: 도면에서 놓을 곳을 누르세요.`)).toBeVisible();
  await page.mouse.click(box.x + box.width * 0.6, box.y + box.height * 0.4);
  const marker2 = page.getByRole('button', { name: new RegExp(`^보드 ${b2}, `) });
  await expect(marker2).toBeVisible();
  const [x2, y2] = await placeOf(marker2);
  expect(x2).toBeCloseTo(60, 0);
  expect(y2).toBeCloseTo(40, 0);
  // A placed board moves with the arrow keys (Shift: five steps of half a percent).
  await marker2.focus();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('ArrowDown');
  // (Each figure is said to a tenth of a percent, so a step is seen within two tenths.)
  const movedBy = async () => {
    const [x, y] = await placeOf(marker2);
    return Math.abs(x - x2 - 2.5) < 0.15 && Math.abs(y - y2 - 0.5) < 0.15;
  };
  await expect.poll(movedBy).toBe(true);

  // The third by keyboard alone: chosen with Enter, placed in the centre.
  await page.locator('.hall-chip', { hasText: b3 }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: '가운데에 놓기' }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^보드 ${b3}, `) })).toHaveAccessibleName(
    `보드 ${b3}, 도면의 가로 50.0%, 세로 50.0%`,
  );
  await expect(page.getByRole('heading', { name: '모든 보드가 배치도에 있습니다.' })).toBeVisible();
  await page.getByRole('button', { name: '위치 저장' }).click();
  await expect(page.getByText('보드 위치를 저장했습니다.')).toBeVisible();
  const stored = await apiAs<HallMap>(page, 'GET', `/projects/${pid}/hall-map`);
  expect(stored.plan).toMatchObject({ width: PLAN.width, height: PLAN.height });
  const storedAt = Object.fromEntries(stored.positions.map((p) => [p.board, [p.x * 100, p.y * 100]]));
  expect(Object.keys(storedAt).sort()).toEqual([b1, b2, b3].sort());
  expect(storedAt[b1]![0]).toBeCloseTo(x1, 1);
  expect(storedAt[b1]![1]).toBeCloseTo(y1, 1);
  expect(storedAt[b2]![0]).toBeCloseTo(x2 + 2.5, 1);
  expect(storedAt[b2]![1]).toBeCloseTo(y2 + 0.5, 1);
  expect(storedAt[b3]).toEqual([50, 50]);

  // A board moved while a save is on its way stays unsaved once the save is done (the request is held here until
  // the move is made).
  const saveButton = page.getByRole('button', { name: '위치 저장' });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/hall-map/positions*', async (route) => {
    await held;
    await route.fallback();
  });
  await marker2.focus();
  await page.keyboard.press('ArrowLeft');
  const sent = page.waitForRequest((r) => r.url().includes('/hall-map/positions') && r.method() === 'PUT');
  await saveButton.click();
  await sent;
  await expect(saveButton).toBeDisabled();
  await marker2.focus();
  await page.keyboard.press('ArrowUp');
  release();
  await expect(saveButton).toBeEnabled();
  await expect(page.getByText('저장하지 않은 변경이 있습니다.')).toBeVisible();
  await page.unroute('**/hall-map/positions*');
  await saveButton.click();
  await expect(saveButton).toBeDisabled();
  await expect(page.getByText('저장하지 않은 변경이 있습니다.')).toHaveCount(0);
  const resaved = await apiAs<HallMap>(page, 'GET', `/projects/${pid}/hall-map`);
  const at2 = resaved.positions.find((p) => p.board === b2)!;
  expect(at2.x * 100).toBeCloseTo(x2 + 2, 1);
  expect(at2.y * 100).toBeCloseTo(y2, 1);

  // Certificates of presentation on: nobody qualifies yet.
  await page.getByLabel(/발표 확인서를 발급/).check();
  await expect(page.getByText('설정을 저장했습니다.')).toBeVisible();
  await expect(page.getByTestId('qualifying')).toHaveText('발급 대상 0명');
  await expectAccessible(page, 'the hall map editor');
  await shot(page, 'hall-map-desktop');

  // A participant's poster page on a phone shows where the board stands.
  const visitor = await signedInPhone(SLUG, 'user', 'visitor', 'visitor-pass-1');
  // The gallery's card says the session too.
  await expect(visitor.getByTestId('poster-card').filter({ hasText: first.title })).toContainText(
    sessionText,
  );
  await visitor.goto(`/projects/${SLUG}/user/posters/${first.id}`);
  const onMap = visitor.getByTestId('board-on-map');
  await expect(onMap.getByRole('heading', { name: '행사장 배치도' })).toBeVisible();
  await expect(onMap.getByText(`보드 ${b1}의 위치가 배치도에 표시되어 있습니다.`)).toBeVisible();
  const here = onMap.getByRole('img', { name: `보드 ${b1} 위치` });
  await expect(here).toHaveText(b1);
  const mapBox = (await onMap.locator('.hall-plan').boundingBox())!;
  const hereBox = (await here.boundingBox())!;
  expect((hereBox.x + hereBox.width / 2 - mapBox.x) / mapBox.width).toBeCloseTo(0.25, 2);
  expect((hereBox.y + hereBox.height / 2 - mapBox.y) / mapBox.height).toBeCloseTo(0.4, 2);
  await onMap.scrollIntoViewIfNeeded();
  await expectAccessible(visitor, 'the poster page with its board on the map');
  await shot(visitor, 'hall-map-poster-phone');

  // The presenter, on a phone: no certificate before checking in, then one to print.
  const presenter = await presenterPhone(page, SLUG, pid, first.id);
  const offer = presenter.getByTestId('presenter-certificate');
  await expect(offer).toContainText(
    '세션 시간 안에 보드 앞에서 "발표 중"을 누르면 발표 확인서가 발급됩니다.',
  );
  // Another poster's QR code shows the presenter what a visitor sees; their own board's brings them to check in.
  const other = posters.find((p) => p.id !== first.id)!;
  await presenter.goto(`/projects/${SLUG}/p/${other.id}`);
  await expect(presenter.getByText('이 포스터를 어떻게 여시겠습니까?')).toBeVisible();
  await presenter.goto(`/projects/${SLUG}/p/${first.id}`);
  await presenter.waitForURL(`**/projects/${SLUG}/presenter`);
  await expect(presenter.getByTestId('presence-at-board')).toContainText('보드의 QR 코드로 오셨습니다.');
  await presenter.getByRole('button', { name: /발표 중/ }).click();
  await expect(presenter.getByText(/지금: 발표 중/)).toBeVisible();
  await expect(presenter.getByTestId('presence-at-board')).toHaveCount(0);
  await offer.getByRole('link', { name: '발표 확인서 보기·인쇄' }).click();
  const certificate = presenter.getByTestId('certificate');
  await expect(certificate.getByRole('heading', { name: '발표 확인서' })).toBeVisible();
  await expect(certificate).toContainText(`P-${String(first.number).padStart(3, '0')} ${first.title}`);
  await expect(certificate).toContainText(`${sessionText} · 보드 ${b1}`);
  await expect(certificate).toContainText(
    '2026 행사장 배치도 학술대회 포스터 세션에서 위 포스터를 발표하였음을 확인합니다.',
  );
  await expect(presenter.getByRole('button', { name: '발표 확인서 보기·인쇄' })).toBeVisible();
  // On paper: the certificate alone, without the page's banner and buttons.
  await presenter.emulateMedia({ media: 'print' });
  await expect(presenter.getByRole('link', { name: '‹ 발표자 페이지로' })).toBeHidden();
  await expect(presenter.locator('.banner')).toBeHidden();
  await expect(certificate).toBeVisible();
  await presenter.emulateMedia({ media: 'screen' });
  await expectAccessible(presenter, "the presenter's certificate");
  await shot(presenter, 'presence-certificate-phone');

  // The organiser's printout lists the presenter who checked in, and only them.
  await page.goto(`/projects/${SLUG}/admin/hall-map`);
  await expect(page.getByTestId('qualifying')).toHaveText('발급 대상 1명');
  await page.getByRole('link', { name: '발표 확인서 인쇄' }).click();
  const printed = page.getByTestId('certificate');
  await expect(printed).toHaveCount(1);
  await expect(printed).toContainText(first.title);
  await expect(printed).toContainText(`보드 ${b1}`);
  await shot(page, 'presence-certificates-desktop');

  // The hall map editor on a phone.
  await page.goto(`/projects/${SLUG}/admin/hall-map`);
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('button', { name: new RegExp(`^보드 ${b1}, `) })).toBeVisible();
  await expectAccessible(page, 'the hall map editor on a phone');
  await shot(page, 'hall-map-phone');
});

test('the organiser sends the hall plan as a PDF: its first page becomes the plan; a broken PDF says why', async ({
  page,
  server,
}) => {
  const { pid } = await conference(page, server, {
    name: '2026 PDF 배치도 학술대회',
    slug: 'hall-map-pdf',
    posters: [
      { title: '갯벌 저서생물의 분포', author: '최갯벌', affiliation: '군산대' },
      { title: '산림 토양의 탄소 저장', author: '한나무', affiliation: '강원대' },
    ],
  });
  await apiAs(page, 'POST', `/projects/${pid}/boards/numbering`, {
    pattern: { prefix: 'B', per_session: false, width: 2 },
    apply: true,
  });
  await page.goto('/projects/hall-map-pdf/admin/hall-map');
  await expect(page.getByRole('heading', { name: '행사장 배치도', level: 1 })).toBeVisible();
  await expect(page.getByText('PDF는 첫 페이지가 배치도가 됩니다. 여러 페이지여도 됩니다.')).toBeVisible();
  const input = page.getByLabel('배치도 파일: PNG, JPEG, WebP, PDF (첫 페이지)');
  await expect(input).toHaveAttribute('accept', /application\/pdf/);

  // A PDF that is only a header: the job refuses it, and the page says why in Korean.
  await input.setInputFiles({
    name: '깨진-배치도.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 'x')]),
  });
  await page.getByRole('button', { name: '올리기' }).click();
  await expect(
    page.getByText('PDF를 받았습니다. 첫 페이지를 배치도 그림으로 바꾸고 있습니다.'),
  ).toBeVisible();
  await expect(page.getByTestId('plan-error')).toHaveText(
    'PDF를 읽을 수 없습니다. 파일이 손상되었을 수 있습니다. 다시 내보내 올려 주세요.',
  );
  await expect(page.getByTestId('hall-plan')).toHaveCount(0);

  // A real A0 landscape poster exported by LaTeX stands in for the hall's drawing: it appears once rendered.
  const pdf = fs.readFileSync(posterFixture(POSTERS.a0Landscape));
  await input.setInputFiles({ name: '행사장-도면.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: '올리기' }).click();
  await expect(page.getByTestId('plan-error')).toHaveCount(0);
  const plan = page.getByTestId('hall-plan');
  await expect(plan).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('plan-rendering')).toHaveCount(0);
  await expect(page.getByText('배치도를 PDF에서 만들었습니다.')).toBeVisible();
  await expect(page.getByRole('heading', { name: '아직 놓지 않은 보드 2개' })).toBeVisible();
  const stored = await apiAs<HallMap>(page, 'GET', `/projects/${pid}/hall-map`);
  expect(stored).toMatchObject({ plan_rendering: false, plan_error: null, plan: { width: 2400 } });
  expect(stored.plan!.height).toBeLessThan(2400);
  const box = (await plan.boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(stored.plan!.width / stored.plan!.height, 1);
  await expectAccessible(page, 'the hall map editor with a plan made from a PDF');
  await shot(page, 'hall-map-pdf-desktop');

  // The boards left are laid in a grid at once (two in a row across the middle band), then saved.
  const grid = page.getByRole('form', { name: '남은 보드 2개를 격자로 배치' });
  await grid.getByLabel('한 줄의 보드 수').fill('2');
  await grid.getByLabel('줄 수').fill('1');
  await grid.getByLabel('왼쪽 (%)').fill('10');
  await grid.getByLabel('위 (%)').fill('40');
  await grid.getByLabel('오른쪽 (%)').fill('90');
  await grid.getByLabel('아래 (%)').fill('60');
  await grid.getByRole('button', { name: '보드 2개 배치' }).click();
  await expect(page.getByRole('heading', { name: /아직 놓지 않은 보드/ })).toHaveCount(0);
  await expect(page.locator('.hall-marker')).toHaveCount(2);
  await page.getByRole('button', { name: '위치 저장' }).click();
  await expect(page.getByText('보드 위치를 저장했습니다.')).toBeVisible();
  const placed = await apiAs<HallMap>(page, 'GET', `/projects/${pid}/hall-map`);
  expect(placed.positions.map(({ x, y }) => ({ x, y }))).toEqual([
    { x: 0.3, y: 0.5 },
    { x: 0.7, y: 0.5 },
  ]);
});
