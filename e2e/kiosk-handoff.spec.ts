/**
 * "Continue on your phone" (docs/decisions/058-kiosk-hand-off-and-session-rosters.md): the organiser gives a
 * screen a poster session on the screens page; a visitor zooms into a
 * corner of a poster on the hall's touch screen, scans the QR code beside it with a phone, and the phone opens
 * the same poster at that corner, without an account (the project lets anyone with a poster's link read it).
 */
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import type { Screen } from '../src/shared/contracts/screens';
import {
  apiAs,
  conference,
  expect,
  FULL_HD,
  KIOSK_POSTERS,
  logInAs,
  postersOnScreens,
  shot,
  test,
} from './fixtures';

const SLUG = 'kiosk-handoff';
/** A phone of three device pixels to the CSS pixel: the tiles it asks for are those of a sharp screen. */
const SHARP_PHONE = { deviceScaleFactor: 3 };

type Tile = { base: string; level: number; col: number; row: number };

/** Every deep-zoom tile the page asks for. */
function watchTiles(page: Page): Tile[] {
  const tiles: Tile[] = [];
  page.on('request', (request) => {
    const m = /^(.*)_files\/(\d+)\/(\d+)_(\d+)\.(?:jpe?g|png|webp)$/.exec(new URL(request.url()).pathname);
    if (m) tiles.push({ base: m[1]!, level: Number(m[2]), col: Number(m[3]), row: Number(m[4]) });
  });
  return tiles;
}

const deepest = (tiles: Tile[]) => Math.max(-1, ...tiles.map((t) => t.level));

/** The part of the page (fractions of its width and height) that the tiles of `level` asked for cover. */
async function coveredAt(page: Page, tiles: Tile[], level: number) {
  const dzi = await (await page.request.get(`${tiles[0]!.base}.dzi`)).text();
  const attr = (name: string) => Number(new RegExp(`${name}="(\\d+)"`).exec(dzi)![1]);
  const [width, height, size] = [attr('Width'), attr('Height'), attr('TileSize')];
  const scale = 2 ** (Math.ceil(Math.log2(Math.max(width, height))) - level);
  const [w, h] = [Math.ceil(width / scale), Math.ceil(height / scale)];
  const at = tiles.filter((t) => t.level === level);
  return {
    left: (Math.min(...at.map((t) => t.col)) * size) / w,
    top: (Math.min(...at.map((t) => t.row)) * size) / h,
    right: Math.min(1, ((Math.max(...at.map((t) => t.col)) + 1) * size) / w),
    bottom: Math.min(1, ((Math.max(...at.map((t) => t.row)) + 1) * size) / h),
    tile: { w: size / w, h: size / h },
  };
}

test('the kiosk’s phone QR opens the same poster on a phone, zoomed at the same corner', async ({
  page,
  newContext,
  newPhone,
  server,
}) => {
  test.setTimeout(240_000);
  const { pid, posters } = await conference(page, server, {
    name: '2026 포스터 전시',
    slug: SLUG,
    posters: KIOSK_POSTERS,
    participants: [{ username: 'visitor1', password: 'visitor-pass-1', full_name: '방문객' }],
  });
  const [msat] = posters;
  if (!msat) throw new Error('the conference was not set up');
  await apiAs(page, 'PUT', `/projects/${pid}/submission-settings`, { public_links: true });
  await postersOnScreens(
    page,
    pid,
    posters.map((p) => p.id),
  );
  // The organiser gives the screen the morning session, where mSAT is, on the screens page.
  const session = await apiAs<{ id: number }>(page, 'POST', `/projects/${pid}/sessions`, {
    name: '오전 세션',
    date: '2099-05-01',
    starts_at: '10:00',
    ends_at: '12:00',
  });
  await apiAs(page, 'PUT', `/projects/${pid}/posters/${msat.id}`, { session_id: session.id });
  await page.goto(`/projects/${SLUG}/admin/screens`);
  await page.getByRole('button', { name: '스크린 등록' }).click();
  const dialog = page.getByRole('dialog', { name: '스크린 등록' });
  await dialog.getByLabel('이름', { exact: true }).fill('로비');
  await dialog.getByRole('checkbox', { name: /오전 세션/ }).check();
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem').filter({ hasText: '로비' })).toContainText('오전 세션');
  // A screen is changed in place: its pairing link stays.
  const linkBefore = await page.locator('.screen-link a').textContent();
  await page.getByRole('button', { name: '로비 수정' }).click();
  const edit = page.getByRole('dialog', { name: '스크린 수정' });
  await expect(edit.getByRole('checkbox', { name: /오전 세션/ })).toBeChecked();
  await edit.getByLabel('위치').fill('1층 로비 입구');
  await edit.getByRole('button', { name: '저장' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('listitem').filter({ hasText: '로비' })).toContainText('1층 로비 입구');
  await expect(page.locator('.screen-link a')).toHaveText(linkBefore!);
  await shot(page, 'kiosk-handoff-screens-page');
  const [screen] = (await apiAs<{ items: Screen[] }>(page, 'GET', `/projects/${pid}/screens`)).items;
  expect(screen?.roster).toEqual({ session_ids: [session.id] });

  // The kiosk: the poster whole, its QR the poster's plain address, saying it came from a kiosk (decision 056).
  const kioskContext = await newContext({ viewport: FULL_HD, hasTouch: true });
  const kiosk = await kioskContext.newPage();
  await kiosk.goto(new URL(screen!.url).pathname);
  await kiosk.waitForURL(`**/projects/${SLUG}/kiosk`);
  // The session's poster only: the other poster is in no session.
  await expect(kiosk.locator('.kiosk-card')).toHaveCount(1);
  await kiosk.locator('.kiosk-card').filter({ hasText: 'mSAT' }).tap();
  await expect(kiosk.getByRole('heading', { name: 'mSAT: OCaml SAT 라이브러리' })).toBeVisible();
  await expect(kiosk.locator('.dz-stage')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  const qr = kiosk.getByRole('img', { name: '휴대폰에서 이어 보기' });
  const plain = new RegExp(`/projects/${SLUG}/p/${msat.id}\\?from=kiosk$`);
  await expect(qr).toHaveAttribute('data-url', plain);

  // Zoom in five steps, then move to the top left (the arrow keys pan, as a drag does).
  for (let i = 0; i < 5; i++) await kiosk.getByRole('button', { name: '확대', exact: true }).tap();
  await kiosk.locator('.dz-stage').focus();
  for (let i = 0; i < 6; i++) {
    await kiosk.keyboard.press('ArrowLeft');
    await kiosk.keyboard.press('ArrowUp');
  }
  await expect(qr).toHaveAttribute('data-url', /region=/);
  // What a phone's camera reads is the address the page shows: read both at once until they agree on the view the
  // last zoom and pan came to (the QR code is drawn again a moment after each one rests; on a slow machine it
  // may rest between the taps, and show a wider view for a while).
  const final = (shown: string) => {
    const [x, y, w, h] = (new URL(shown).searchParams.get('region') ?? '').split(',').map(Number);
    return w! * h! < 0.1 && x! + w! / 2 < 0.5 && y! + h! / 2 < 0.5;
  };
  let url = '';
  await expect
    .poll(async () => {
      const shown = (await qr.getAttribute('data-url')) ?? '';
      const picture = await sharp(await qr.screenshot())
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const code = jsQR(new Uint8ClampedArray(picture.data), picture.info.width, picture.info.height);
      url = code?.data === shown && /region=/.test(shown) && final(shown) ? shown : '';
      return url !== '';
    })
    .toBe(true);
  await shot(kiosk, 'kiosk-handoff-kiosk-1920');
  const address = new URL(url);
  expect(address.pathname).toBe(`/projects/${SLUG}/p/${msat.id}`);
  expect(address.searchParams.get('from')).toBe('kiosk');
  const [x, y, w, h] = address.searchParams.get('region')!.split(',').map(Number) as [
    number,
    number,
    number,
    number,
  ];
  // A part of the page, in its top left quarter (the kiosk's wide stage shows more of the width than the height).
  expect(w * h).toBeLessThan(0.1);
  const [cx, cy] = [x + w / 2, y + h / 2];
  expect(cx).toBeLessThan(0.5);
  expect(cy).toBeLessThan(0.5);

  // A phone opening the poster's plain address sees it whole: the level of tiles that takes.
  const whole = await newPhone(SHARP_PHONE);
  const wholeTiles = watchTiles(whole);
  await whole.goto(address.pathname);
  await expect(whole.locator('.dz-stage')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  const wholeLevel = deepest(wholeTiles);

  // The scanned address, on another phone: the same poster, without an account, at the kiosk's corner.
  const phone = await newPhone(SHARP_PHONE);
  const tiles = watchTiles(phone);
  await phone.goto(address.pathname + address.search);
  await expect(phone.getByRole('heading', { name: 'mSAT: OCaml SAT 라이브러리', level: 1 })).toBeVisible();
  // Logging in as a participant keeps the corner (the participant's poster page opens there too).
  await expect(phone.getByRole('link', { name: '포스터 보기' })).toHaveAttribute('href', /\?region=/);
  await expect(phone.locator('.dz-stage')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  const level = deepest(tiles);
  expect(level).toBeGreaterThan(wholeLevel);
  // Its sharpest tiles are those of the corner: they cover the region's middle and reach no further from it than
  // the region's longer side (the phone's stage has the page's shape, so it shows the whole region and some
  // more across), and a tile.
  const covered = await coveredAt(phone, tiles, level);
  const reach = Math.max(w, h) / 2 + 0.01;
  expect(covered.left).toBeLessThanOrEqual(cx);
  expect(covered.right).toBeGreaterThanOrEqual(cx);
  expect(covered.top).toBeLessThanOrEqual(cy);
  expect(covered.bottom).toBeGreaterThanOrEqual(cy);
  expect(covered.left).toBeGreaterThanOrEqual(cx - reach - covered.tile.w);
  expect(covered.right).toBeLessThanOrEqual(cx + reach + covered.tile.w);
  expect(covered.top).toBeGreaterThanOrEqual(cy - reach - covered.tile.h);
  expect(covered.bottom).toBeLessThanOrEqual(cy + reach + covered.tile.h);
  await phone.locator('.dz-stage').scrollIntoViewIfNeeded();
  await shot(phone, 'kiosk-handoff-phone-390');

  // A participant's phone, signed in: the landing sends it to the participant's poster page, at the corner too.
  const member = await newPhone(SHARP_PHONE);
  await logInAs(member, SLUG, 'user', 'visitor1', 'visitor-pass-1');
  const memberTiles = watchTiles(member);
  await member.goto(address.pathname + address.search);
  await member.waitForURL(`**/projects/${SLUG}/user/posters/${msat.id}${address.search}`);
  await expect(member.getByRole('heading', { name: 'mSAT: OCaml SAT 라이브러리', level: 1 })).toBeVisible();
  await expect(member.locator('.dz-stage')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  expect(deepest(memberTiles)).toBeGreaterThan(wholeLevel);

  // A bad region is ignored: the poster opens whole, no error anywhere.
  const bad = await phone.context().newPage();
  await bad.goto(`${address.pathname}?region=2,-1,x,0&page=zero`);
  await expect(bad.getByRole('heading', { name: 'mSAT: OCaml SAT 라이브러리', level: 1 })).toBeVisible();
  await expect(bad.locator('.dz-stage')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
});
