import type { Page } from '@playwright/test';
import { apiAs, conference, expect, logInAs, PHONE, posterImage, shot, test } from './fixtures';
import { png } from './media';

/** Poster images in the participant's gallery: thumbnails only, portrait posters whole, broken ones said so. */
const THUMB = /\/uploads\/\d+\/images\/[0-9a-f]{24}-(400|800)\.webp$/;

/** The card picture's drawn box against its natural size, and whether its box lies inside the card's frame. */
async function measure(page: Page, title: string) {
  const img = page.getByTestId('poster-card').filter({ hasText: title }).locator('img');
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  return img.evaluate((i: HTMLImageElement) => {
    const box = i.getBoundingClientRect();
    const frame = i.parentElement!.getBoundingClientRect();
    return {
      drawn: box.width / box.height,
      natural: i.naturalWidth / i.naturalHeight,
      width: box.width,
      height: box.height,
      inside:
        box.left >= frame.left - 0.5 &&
        box.right <= frame.right + 0.5 &&
        box.top >= frame.top - 0.5 &&
        box.bottom <= frame.bottom + 0.5,
      src: i.currentSrc,
      reserved: [i.getAttribute('width'), i.getAttribute('height')],
      lazy: i.loading,
    };
  });
}

test('a portrait poster shows whole in its card, from its thumbnail; a broken image shows a placeholder', async ({
  page,
  newPhone,
  consoleWatch,
  server,
}) => {
  const { pid, posters } = await conference(page, server, {
    name: '포스터 이미지 확인',
    slug: 'image-check',
    posters: [
      { title: '세로 포스터', author: '김세로' },
      { title: '가로 포스터', author: '이가로' },
      { title: '깨진 이미지', author: '박깨짐' },
    ],
    participants: [{ username: 'viewer1', password: 'viewer-pass', full_name: '관람객' }],
  });
  const byTitle = (t: string) => posters.find((p) => p.title === t)!;
  // A tall poster (1:3), a wide one (16:9) and one whose image address answers 404.
  const portrait = await posterImage(page, pid, byTitle('세로 포스터').id, png(600, 1800, [29, 78, 216]));
  await posterImage(page, pid, byTitle('가로 포스터').id, png(1600, 900, [146, 64, 14]));
  const missing = '/uploads/no-such-picture.png';
  await apiAs(page, 'PUT', `/projects/${pid}/posters/${byTitle('깨진 이미지').id}`, {
    image_urls: [new URL(missing, page.url()).toString()],
  });
  expect(portrait.images[0]).toMatchObject({ width: 600, height: 1800 });

  const phone = await newPhone();
  const pictures: string[] = [];
  phone.on('request', (r) => {
    if (r.resourceType() === 'image') pictures.push(new URL(r.url()).pathname);
  });
  consoleWatch.expectFailedRequest(404, missing);
  await logInAs(phone, 'image-check', 'user', 'viewer1', 'viewer-pass');
  await expect(phone.getByTestId('poster-card')).toHaveCount(3);

  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    await phone.setViewportSize(viewport);
    for (const title of ['세로 포스터', '가로 포스터']) {
      const m = await measure(phone, title);
      // Uncropped: the drawn box has the picture's own proportions and lies wholly inside the card's frame.
      expect(Math.abs(m.drawn - m.natural) / m.natural, `${title} at ${viewport.width}px`).toBeLessThan(0.03);
      expect(m.inside, `${title} at ${viewport.width}px`).toBe(true);
      expect(m.height).toBeGreaterThan(40);
      expect(m.src).toMatch(THUMB);
      expect(m.lazy).toBe('lazy');
      expect(m.reserved.every((v) => Number(v) > 0)).toBe(true);
    }
    expect((await measure(phone, '세로 포스터')).natural).toBeCloseTo(1 / 3, 2);
  }
  await shot(phone, 'poster-images-cards-desktop');

  // The broken address shows the placeholder, not the browser's broken-image icon.
  const broken = phone.getByTestId('poster-card').filter({ hasText: '깨진 이미지' });
  await expect(broken.getByRole('img', { name: '이미지를 불러올 수 없습니다' })).toBeVisible();
  await expect(broken.locator('img')).toHaveCount(0);

  // The list fetched thumbnails only, never an original.
  const uploads = pictures.filter((p) => p.startsWith('/uploads/') && p !== missing);
  expect(uploads.length).toBeGreaterThan(0);
  for (const p of uploads) expect(p).toMatch(THUMB);

  // The poster page's viewer shows the screen size.
  await phone.setViewportSize(PHONE);
  await phone.getByTestId('poster-card').filter({ hasText: '세로 포스터' }).click();
  await phone.getByRole('button', { name: '이미지 1 크게 보기' }).click();
  await expect(phone.getByRole('dialog').getByRole('img')).toHaveAttribute(
    'src',
    portrait.images[0]!.screen_url,
  );
});
