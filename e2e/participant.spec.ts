import type { Page } from '@playwright/test';
import type { Poster } from '../src/shared/contracts/posters';
import { conference, expect, expectAccessible, PHONE, posterImage, shot, test, upload } from './fixtures';
import { png, wav } from './media';

/** A participant on a phone: sign up, log in, find a poster, look at its images up close and play its audio. */

test('a participant signs up, finds a poster and looks at it up close', async ({
  page,
  newPhone,
  consoleWatch,
  server,
}) => {
  const { pid, posters } = await conference(page, server, {
    name: '한국 생명과학 포스터 세션',
    slug: 'bio-posters',
    posters: [
      {
        title: '장내 미생물과 수면의 관계',
        author: '정미래',
        affiliation: '연세대학교',
        category: '생명과학',
        abstract: '장내 미생물 조성이 수면의 질에 미치는 영향을 분석하였다.',
        keywords: '마이크로바이옴; 수면',
      },
      {
        title: '해양 플랑크톤의 계절 변화',
        author: '한바다',
        affiliation: '제주대학교',
        category: '해양학',
        abstract: '제주 연안 플랑크톤을 일 년간 관측하였다.',
        keywords: '플랑크톤, 해양',
      },
      {
        title: '식물 뿌리의 가뭄 반응',
        author: '오숲',
        affiliation: '고려대학교',
        category: '생명과학',
        abstract: '가뭄 스트레스에서 뿌리 유전자 발현을 비교하였다.',
        keywords: '가뭄; 유전자 발현',
      },
    ],
  });
  const sleep = posters.find((p) => p.title.startsWith('장내'));
  if (!sleep) throw new Error('posters were not created');
  await posterImage(page, pid, sleep.id, png(160, 120, [4, 120, 87]));
  await posterImage(page, pid, sleep.id, png(160, 120, [146, 64, 14]));
  const withAudio = await upload<Poster>(
    page,
    `/projects/${pid}/posters/${sleep.id}/audio`,
    'file',
    'guide.wav',
    'audio/wav',
    wav(),
  );
  expect(withAudio.image_urls).toHaveLength(2);
  expect(withAudio.audio_file).toMatch(/^\/uploads\/.+\.wav$/);

  const phone = await newPhone();
  await phone.goto('/projects/bio-posters');
  await phone.waitForURL('**/user/login');
  await expect(phone.getByRole('heading', { name: '참가자 로그인' })).toBeVisible();
  await expect(phone.getByRole('link', { name: '심사위원 로그인' })).toHaveAttribute(
    'href',
    '/projects/bio-posters/judge/login',
  );
  await expect(phone.getByRole('link', { name: '관리자 로그인' })).toHaveAttribute(
    'href',
    '/projects/bio-posters/admin/login',
  );
  await expectAccessible(phone, 'participant login');
  await shot(phone, 'participant-login-phone');

  // Sign up, with the form's checks first.
  await phone.getByRole('link', { name: '회원가입' }).click();
  await phone.waitForURL('**/user/register');
  await expect(phone.getByRole('heading', { name: '회원가입' })).toBeVisible();
  await expectAccessible(phone, 'participant register');
  await signUp(phone, {
    username: 'visitor1',
    email: 'visitor1@example.org',
    password: 'abc',
    confirm: 'abd',
    name: '방문객',
  });
  await expect(phone.getByRole('alert').filter({ hasText: '비밀번호가 일치하지 않습니다.' })).toBeVisible();
  // Matching the confirmation clears that message as it is typed; the length is said next, and again on submit.
  await phone.getByLabel('비밀번호 확인 *').fill('abc');
  const tooShort = phone.getByRole('alert').filter({ hasText: '비밀번호는 6자 이상이어야 합니다.' });
  await expect(tooShort).toBeVisible();
  await phone.getByRole('button', { name: '가입하기' }).click();
  await expect(tooShort).toBeVisible();
  await expectAccessible(phone, 'participant register (errors)');
  await shot(phone, 'participant-register-errors-phone');
  await phone.getByLabel('비밀번호 *').fill('visitor-pass');
  await phone.getByLabel('비밀번호 확인 *').fill('visitor-pass');
  await phone.getByRole('button', { name: '가입하기' }).click();
  await phone.waitForURL('**/user/login');
  await expect(
    phone.getByRole('status').filter({ hasText: '회원가입이 완료되었습니다. 로그인하세요.' }),
  ).toBeVisible();

  // The same ID again is refused with the specified message (docs/product.md#messages).
  consoleWatch.expectFailedRequest(400, `/api/projects/${pid}/users/register`);
  await phone.goto('/projects/bio-posters/user/register');
  await signUp(phone, {
    username: 'visitor1',
    email: 'other@example.org',
    password: 'visitor-pass',
    confirm: 'visitor-pass',
  });
  await expect(
    phone.getByRole('alert').filter({ hasText: '이미 존재하는 아이디 또는 이메일입니다.' }),
  ).toBeVisible();
  await phone.getByRole('link', { name: '로그인' }).click();
  // The address changes at once; the login page shows once its code has arrived.
  await expect(phone.getByRole('heading', { name: '참가자 로그인' })).toBeVisible();

  // Log in: a wrong password first.
  consoleWatch.expectFailedRequest(401, `/api/projects/${pid}/users/login`);
  await phone.getByLabel('아이디').fill('visitor1');
  await phone.getByLabel('비밀번호').fill('not-the-password');
  await phone.getByRole('button', { name: '로그인' }).click();
  await expect(
    phone.getByRole('alert').filter({ hasText: '로그인에 실패했습니다. 아이디와 비밀번호를 확인하세요.' }),
  ).toBeVisible();
  await phone.getByLabel('비밀번호').fill('visitor-pass');
  await phone.getByRole('button', { name: '로그인' }).click();
  await phone.waitForURL('**/user/posters');

  const cards = phone.getByTestId('poster-card');
  await expect(cards).toHaveCount(3);
  await expect(phone.getByText('방문객님, 환영합니다.')).toBeVisible();
  await expect(cards.first()).toContainText(/P-\d{3}/);
  await expectAccessible(phone, 'participant posters');
  await shot(phone, 'participant-posters-phone');
  await phone.setViewportSize({ width: 1280, height: 800 });
  await shot(phone, 'participant-posters-desktop');
  await phone.setViewportSize(PHONE);

  // Search by keyword, by author, then filter by category.
  await phone.getByLabel('검색').fill('플랑크톤');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('해양 플랑크톤의 계절 변화');
  await phone.getByLabel('검색').fill('오숲');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('식물 뿌리의 가뭄 반응');
  await phone.getByLabel('검색').fill('없는검색어');
  await expect(phone.getByText('검색 결과가 없습니다.')).toBeVisible();
  await phone.getByLabel('검색').fill('');
  await phone.getByLabel('분야').selectOption('생명과학');
  await expect(cards).toHaveCount(2);
  await phone.getByLabel('검색').fill('수면');
  await expect(cards).toHaveCount(1);

  // The poster: text, images in the zoom viewer, the audio player.
  await cards.first().click();
  await phone.waitForURL(`**/user/posters/${sleep.id}`);
  await expect(phone.getByRole('heading', { name: '장내 미생물과 수면의 관계' })).toBeVisible();
  await expect(phone.getByText('연세대학교')).toBeVisible();
  await expect(phone.getByText('장내 미생물 조성이 수면의 질에 미치는 영향을 분석하였다.')).toBeVisible();
  await expect(phone.getByRole('listitem').filter({ hasText: '마이크로바이옴' })).toBeVisible();
  const audio = phone.locator('audio');
  await expect(audio).toHaveAttribute('src', withAudio.audio_file!);
  expect((await phone.request.get(withAudio.audio_file!)).status()).toBe(200);
  const thumbs = phone.getByRole('button', { name: /크게 보기/ });
  await expect(thumbs).toHaveCount(2);
  await expect
    .poll(() =>
      thumbs
        .first()
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    )
    .toBe(160);
  await expectAccessible(phone, 'participant poster detail');
  await shot(phone, 'participant-poster-detail-phone');

  await thumbs.first().click();
  const viewer = phone.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText('100%')).toBeVisible();
  await viewer.getByRole('button', { name: '확대' }).click();
  await expect(viewer.getByText('125%')).toBeVisible();
  await phone.keyboard.press('+');
  await expect(viewer.getByText('156%')).toBeVisible();
  await viewer.getByRole('button', { name: '축소' }).click();
  await expect(viewer.getByText('125%')).toBeVisible();
  await viewer.getByRole('button', { name: '원래 크기' }).click();
  await expect(viewer.getByText('100%')).toBeVisible();
  await viewer.getByRole('button', { name: '다음 이미지' }).click();
  await expect(viewer.getByRole('img')).toHaveAttribute('src', withAudio.images[1]!.screen_url);
  await expectAccessible(phone, 'image viewer');
  await shot(phone, 'participant-image-viewer-phone');
  await phone.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  await phone.getByRole('link', { name: '목록으로' }).click();
  await phone.waitForURL('**/user/posters');
  consoleWatch.expectFailedRequest(404, `/api/projects/${pid}/posters/99999`);
  await phone.goto('/projects/bio-posters/user/posters/99999');
  await expect(phone.getByRole('alert').filter({ hasText: '포스터를 찾을 수 없습니다.' })).toBeVisible();

  await phone.goto('/projects/bio-posters/user/posters');
  await phone.getByRole('button', { name: '로그아웃' }).click();
  await phone.waitForURL('**/user/login');
  await phone.goto('/projects/bio-posters/user/posters');
  await phone.waitForURL('**/user/login');
  await phone.context().close();
});

/** Fills the sign-up form (the name only when given) and sends it. */
async function signUp(
  phone: Page,
  form: { username: string; email: string; password: string; confirm: string; name?: string },
): Promise<void> {
  await phone.getByLabel('아이디 *').fill(form.username);
  await phone.getByLabel('이메일 *').fill(form.email);
  await phone.getByLabel('비밀번호 *').fill(form.password);
  await phone.getByLabel('비밀번호 확인 *').fill(form.confirm);
  if (form.name) await phone.getByLabel('이름').fill(form.name);
  await phone.getByRole('button', { name: '가입하기' }).click();
}
