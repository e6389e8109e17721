import type { Poster } from '../src/shared/contracts/posters';
import { apiAs, conference, expect, importPosters, test, upload } from './fixtures';
import { csvFile, png } from './media';

/**
 * The participant's gallery of a 300-poster conference on a phone: cards ask for their thumbnails only,
 * lazily, page after page as the list scrolls (docs/decisions/025-image-pipeline.md, 026-lists-that-scale.md).
 */

const POSTERS = 300;
/** Distinct pictures (more than a page of 24 cards): poster n shows picture (n - 1) % PICTURES. */
const PICTURES = 40;
const DERIVED = /\/uploads\/\d+\/images\/([0-9a-f]{24})-(\d+)\.webp$/;

test('the gallery of 300 posters loads thumbnails only, lazily, as it scrolls', async ({
  page,
  newPhone,
  server,
}) => {
  test.slow();
  const { pid, posters } = await conference(page, server, {
    name: '300편 포스터 학회',
    slug: 'gallery-300',
    posters: Array.from({ length: POSTERS }, (_, i) => ({
      number: i + 1,
      title: `전시 포스터 ${String(i + 1).padStart(3, '0')}`,
      author: `저자 ${i + 1}`,
    })),
  });
  expect(posters).toHaveLength(POSTERS);
  const byNumber = new Map(posters.map((p) => [p.number, p]));

  // Each picture is uploaded once, to its first poster, and gets its derived sizes (400, 800, 1600 px):
  // 1700 px on the long side, portrait and landscape in turn. The other posters name the stored file in the
  // spreadsheet, which the import reuses as it is (the organiser's way to give many posters their images).
  const stored: string[] = [];
  for (let start = 0; start < PICTURES; start += 4) {
    const batch = Array.from({ length: Math.min(4, PICTURES - start) }, (_, k) => start + k);
    const done = await Promise.all(
      batch.map((i) =>
        upload<Poster>(
          page,
          `/projects/${pid}/posters/${byNumber.get(i + 1)!.id}/images`,
          'files',
          `picture-${i}.png`,
          'image/png',
          i % 2 === 0 ? png(1000, 1700, [20 + i * 5, 60, 160]) : png(1700, 1000, [160, 60 + i * 4, 20]),
        ),
      ),
    );
    for (const [k, poster] of done.entries()) stored[batch[k]!] = poster.images[0]!.url;
  }
  const sheet = [
    'number,title,author,image_urls',
    ...Array.from({ length: POSTERS }, (_, i) => {
      const n = i + 1;
      return `${n},"전시 포스터 ${String(n).padStart(3, '0')}","저자 ${n}","${stored[i % PICTURES]}"`;
    }),
  ].join('\n');
  await importPosters(page, pid, csvFile('posters.csv', sheet));
  const all = await apiAs<Poster[]>(page, 'GET', `/projects/${pid}/posters`);
  expect(all).toHaveLength(POSTERS);
  // Every poster names its picture's derived sizes (none waits for them: the pictures were derived at upload).
  for (const p of all) expect(p.images[0]?.thumb_url, `poster ${p.number}`).toMatch(/-400\.webp$/);
  const originals = new Set(stored);

  await page.request.post(`/api/projects/${pid}/users/register`, {
    headers: { origin: new URL(page.url()).origin },
    data: {
      username: 'hall-visitor',
      email: 'hall@example.org',
      password: 'hall-visitor-pw',
      full_name: '관람객',
    },
  });
  // A phone of 390 px at twice the density: the card's `sizes` draw a picture about 110 px wide, 220 device
  // pixels, which the 400 px thumbnail covers.
  const phone = await newPhone({ deviceScaleFactor: 2 });
  await phone.goto('/projects/gallery-300/user/login');
  await phone.getByLabel('아이디').fill('hall-visitor');
  await phone.getByLabel('비밀번호').fill('hall-visitor-pw');
  await phone.getByRole('button', { name: '로그인' }).click();
  await phone.waitForURL('**/user/posters');

  // Only what the gallery asks for from here: its pictures, with the bytes each answer carried.
  const pictures: { path: string; bytes: number }[] = [];
  phone.on('requestfinished', (r) => {
    if (r.resourceType() !== 'image') return;
    void r.sizes().then((s) => pictures.push({ path: new URL(r.url()).pathname, bytes: s.responseBodySize }));
  });
  await phone.reload();
  const cards = phone.getByTestId('poster-card');
  await expect(cards).toHaveCount(24);
  await expect(phone.getByText(`포스터 ${POSTERS}개`)).toBeVisible();
  // The pictures of the first screen have arrived.
  const firstImage = cards.first().locator('img');
  await expect
    .poll(() => firstImage.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0))
    .toBe(true);
  await phone.waitForLoadState('networkidle');

  const firstScreen = [...pictures];
  const shownFirst = new Set(firstScreen.map((p) => p.path));
  // Lazy: of the 24 distinct pictures of the first page, only those on or near the screen were asked for.
  expect(shownFirst.size).toBeGreaterThanOrEqual(3);
  expect(shownFirst.size).toBeLessThan(24);
  const firstBytes = firstScreen.reduce((s, p) => s + p.bytes, 0);
  expect(firstBytes, `${firstScreen.length} pictures, ${firstBytes} bytes`).toBeLessThan(100 * 1024);
  await expect(cards.locator('img[loading="lazy"]')).toHaveCount(24);

  // Scrolling down card by card: the next pages load (24 cards each) as the end of the list comes near.
  for (let i = 0; i < 72; i++) await cards.nth(i).scrollIntoViewIfNeeded();
  expect(await cards.count()).toBeGreaterThanOrEqual(72);
  await expect
    .poll(() =>
      cards
        .locator('img')
        .evaluateAll((imgs) => imgs.slice(0, 72).filter((i) => !(i as HTMLImageElement).complete).length),
    )
    .toBe(0);
  // All 40 pictures have been on screen by now (cards 1 to 72), and each was asked for once, as its 400 px thumbnail:
  // no original, no 800 or 1600 px size.
  const asked = pictures.map((p) => p.path);
  expect(new Set(asked).size).toBe(PICTURES);
  for (const p of asked) {
    expect(originals.has(p), p).toBe(false);
    expect(p).toMatch(DERIVED);
    expect(p.match(DERIVED)![2], p).toBe('400');
  }
});
