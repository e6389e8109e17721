/**
 * A touch screen in the poster hall (docs/decisions/052-screens-and-the-kiosk.md): the organiser registers it,
 * its computer opens the pairing link, a visitor searches by number, by board and by a word inside the PDF, opens
 * a poster, zooms and sees where its board stands on the hall's plan, walks away; the screen goes home and then
 * shows the attract loop. At 1920x1080, 1080x1920 and 3840x2160 the home and a poster fit the screen: nothing to
 * scroll, every control on it and at least 48 px (decision 067).
 */
import type { Screen } from '../src/shared/contracts/screens';
import { apiAs, expect, expectAccessible, kioskHall, shot, test, watchTileLevels } from './fixtures';
import { expectKioskFits } from './screen-fit';

const SLUG = 'kiosk-hall';

test('a paired touch screen: search by number and inside the PDF, deep zoom, idle to home, the attract loop', async ({
  page,
  newKiosk,
  consoleWatch,
  server,
}) => {
  test.setTimeout(240_000);
  // Files approved as they arrive; two posters get the real pdfTeX poster, the third none (not on screens). Boards
  // numbered and placed on the hall's plan (decision 059).
  const { pid, posters, msatBoard } = await kioskHall(page, server, {
    name: '2026 포스터 전시',
    slug: SLUG,
    third: '아직 심사 중인 포스터',
    prefix: 'K',
  });
  const [msat, plankton] = posters;

  // The organiser registers the screen: every approved poster, home after two minutes without a touch.
  const screen = await apiAs<Screen>(page, 'POST', `/projects/${pid}/screens`, {
    name: '1층 로비 터치스크린',
    place: '로비',
    roster: {},
    idle_seconds: 120,
  });

  // The organiser's screens page says the screen was never paired; the pairing turns it online, live (decision 071).
  await page.goto(`/projects/${SLUG}/admin/screens`);
  const status = page.getByTestId('screen-status');
  await expect(status).toHaveText('오프라인 · 아직 연결된 적 없음');

  const kiosk = await newKiosk(screen.url, { clock: true });
  const cards = kiosk.locator('.kiosk-card');
  await expect(cards).toHaveCount(2);
  await expect(status).toHaveText('온라인');
  await expect(kiosk.getByText('아직 심사 중인 포스터')).toHaveCount(0);
  await expect(kiosk.getByLabel('로그인')).toHaveCount(0);
  await expectAccessible(kiosk, 'kiosk home');
  await expectKioskFits(kiosk, 'kiosk home');

  // Search by number, then by a word only the PDF says.
  const search = kiosk.getByLabel('포스터 검색');
  await search.fill(String(plankton.number));
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('해양 플랑크톤의 계절 변화');
  await search.fill(msatBoard.toLowerCase());
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`· ${msatBoard}`);
  await search.fill('satisfibility');
  await expect(cards).toHaveCount(2);
  await search.fill('플랑크톤');
  await expect(cards).toHaveCount(1);
  await search.fill('');
  await expect(cards).toHaveCount(2);

  // A poster in deep zoom: the big + zooms into deeper tiles; next goes to the next of the roster.
  const deepest = watchTileLevels(kiosk);
  await cards.filter({ hasText: 'mSAT' }).tap();
  await expect(kiosk.getByRole('heading', { name: 'mSAT: OCaml SAT 라이브러리' })).toBeVisible();
  await expect(kiosk.getByRole('img', { name: '휴대폰에서 이어 보기' })).toHaveAttribute(
    'data-url',
    // from=kiosk: the phone's arrival counts as a hand-off (decision 056).
    new RegExp(`/projects/${SLUG}/p/${msat.id}\\?(.*&)?from=kiosk(&|$)`),
  );
  await expect.poll(deepest, { timeout: 30_000 }).toBeGreaterThan(0);
  const before = deepest();
  for (let i = 0; i < 3; i++) await kiosk.getByRole('button', { name: '확대', exact: true }).tap();
  await expect.poll(deepest, { timeout: 30_000 }).toBeGreaterThan(before);
  // Where its board stands, beside the poster.
  await expect(kiosk.getByText(`보드 ${msatBoard}`, { exact: false }).first()).toBeVisible();
  const onMap = kiosk.getByTestId('board-on-map');
  await expect(onMap.getByRole('img', { name: `보드 ${msatBoard} 위치` })).toBeVisible();
  // No link to the bare plan: a kiosk has no tabs or back button to return from it.
  await expect(onMap.getByRole('link')).toHaveCount(0);
  await expectAccessible(kiosk, 'kiosk poster');
  await shot(kiosk, 'kiosk-poster-map-1920');
  await expectKioskFits(kiosk, 'kiosk poster zoomed in');
  // The whole poster on a screen switched on at each size: the zoom buttons, the side and the map on the screen,
  // the poster as large as the screen allows.
  await expectKioskFits(kiosk, 'kiosk poster', {
    shots: 'kiosk',
    settle: async () => {
      await kiosk.reload();
      await expect(kiosk.locator('.dz-stage')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
    },
  });
  await kiosk.getByRole('link', { name: '다음 포스터' }).tap();
  await expect(kiosk.getByRole('heading', { name: '해양 플랑크톤의 계절 변화' })).toBeVisible();

  // The organiser shortens the idle time to 5 s; the visitor walks away: home after the idle seconds, then the
  // attract loop, stopped by a touch.
  await apiAs(page, 'PUT', `/projects/${pid}/screens/${screen.id}`, {
    name: screen.name,
    place: screen.place,
    roster: {},
    idle_seconds: 5,
  });
  await kiosk.reload();
  await expect(kiosk.getByRole('heading', { name: '해양 플랑크톤의 계절 변화' })).toBeVisible();
  await kiosk.clock.fastForward(6000);
  await kiosk.waitForURL(`**/projects/${SLUG}/kiosk`);
  await expect(cards).toHaveCount(2);
  await kiosk.clock.fastForward(5000);
  const loop = kiosk.getByTestId('attract-loop');
  await expect(loop).toBeVisible();
  await expect(loop).toContainText(/mSAT|해양 플랑크톤/);
  const first = await loop.textContent();
  await kiosk.clock.fastForward(6500);
  await expect(loop).not.toHaveText(first ?? '');
  await loop.tap();
  await expect(loop).toHaveCount(0);

  // English by a touch.
  await kiosk.getByRole('button', { name: 'English', exact: true }).tap();
  await expect(kiosk.getByLabel('Search posters')).toBeVisible();

  // Revoked: the screen is signed out at once and shows a notice, never a login form.
  consoleWatch.expectFailedRequest(401, /\/kiosk\/posters/);
  await apiAs(page, 'POST', `/projects/${pid}/screens/${screen.id}/revoke`);
  await kiosk.reload();
  await expect(kiosk.getByRole('alert')).toContainText('not paired');
  await expect(kiosk.locator('input[type=password]')).toHaveCount(0);
});
