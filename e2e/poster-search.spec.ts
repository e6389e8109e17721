import { conference, expect, logInAs, test } from './fixtures';

/**
 * A visitor searches the gallery (decision 091): the hits come ranked, each card with the field and the sentence
 * it was found in, the found word marked; a poster's markup shows as text. Looked at on a phone and a wide screen.
 */
test('the gallery ranks a search and shows where each poster was found', async ({
  page,
  newPhone,
  server,
}) => {
  await conference(page, server, {
    name: '화학회 포스터 검색',
    slug: 'search-posters',
    posters: [
      {
        title: '금속 유기 골격체의 기체 흡착',
        author: '김하늘',
        abstract: '리간드와 금속 이온이 상호작용하여 다공성 구조를 만든다. 흡착량은 온도에 따라 달라진다.',
      },
      { title: '단백질-리간드 상호작용 예측 <b>모델</b>', author: '이서준', keywords: '단백질; 예측' },
      { title: '고분자 전해질 막', author: '박민서', keywords: '상호작용; 전해질' },
    ],
    participants: [{ username: 'visitor1', password: 'visitor-pass', full_name: '방문객' }],
  });
  for (const [width, height] of [
    [360, 780],
    [1440, 900],
  ] as const) {
    const phone = await newPhone({ viewport: { width, height } });
    await logInAs(phone, 'search-posters', 'user', 'visitor1', 'visitor-pass');
    await phone.goto('/projects/search-posters/user/posters?q=' + encodeURIComponent('상호작용하여'));
    const cards = phone.getByTestId('poster-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText('단백질-리간드 상호작용 예측 <b>모델</b>');
    await expect(phone.getByTestId('poster-card-hit').nth(0)).toContainText('제목:');
    await expect(phone.getByTestId('poster-card-hit').nth(1)).toContainText('키워드:');
    await expect(phone.getByTestId('poster-card-hit').nth(2)).toContainText(
      '초록: 리간드와 금속 이온이 상호작용하여 다공성 구조를 만든다.',
    );
    await expect(phone.getByTestId('poster-card-hit').nth(2).locator('mark')).toHaveText('상호작용');
    await expect(phone.locator('.poster-card-title b')).toHaveCount(0);
    const wide = await phone.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(wide).toBe(false);
    await phone.screenshot({ path: `test-results/poster-search-${width}.png`, fullPage: true });
    await phone.close();
  }
});
