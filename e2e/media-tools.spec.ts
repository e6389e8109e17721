/**
 * A server started on a machine without poppler's pdftoppm (decision 079): its start prints what is missing and
 * what to install, readiness names it (and stays ready: the rest of the product serves), the organiser's board of
 * presenters' files says what it means, and the presenter's page says what to upload instead. A server whose
 * bucket (STORAGE_URL) does not answer says so likewise.
 */
import fs from 'node:fs';
import { pathWithout } from '../src/server/media/path-without.test-kit';
import { startTestS3 } from '../src/server/media/s3-server.test-kit';
import { apiAs, conference, expect, expectAccessible, shot, test } from './fixtures';
import { startServer } from './server';

const SLUG = 'no-poppler';

test('a server without pdftoppm says so at its start, in readiness, on the board and on the presenter page', async ({
  newContext,
}) => {
  const PATH = pathWithout(['pdftoppm']);
  const server = await startServer({ PATH });
  try {
    expect(server.output()).toContain(
      'Poster files: pdftoppm not found; PDF posters cannot be rendered. Install: apt-get install poppler-utils',
    );
    const ready = await fetch(`${server.baseURL}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: 'ready',
      tools: {
        pdf: false,
        slides: true,
        korean_fonts: true,
        missing: [{ name: 'pdftoppm', package: 'poppler-utils' }],
      },
    });

    const page = await (await newContext({ baseURL: server.baseURL })).newPage();
    const { pid, posters } = await conference(page, server, {
      name: '프로그램 없는 서버',
      slug: SLUG,
      posters: [{ title: '단백질 구조 예측', author: '김연구', affiliation: '서울대학교', category: '생명' }],
    });
    await page.goto(`/projects/${SLUG}/admin/submissions`);
    const notice = page.getByTestId('media-tools-notice');
    await expect(notice).toContainText('이 서버에 포스터 파일을 처리할 프로그램이 없습니다: pdftoppm.');
    await expect(notice).toContainText(
      'PDF 포스터를 그림으로 바꿀 수 없어, 발표자가 올린 PDF가 처리되지 않습니다.',
    );
    await expect(notice).toContainText('apt-get install poppler-utils');
    await expectAccessible(page, 'board without pdftoppm');
    await shot(page, 'board-without-pdftoppm');

    // The presenter, by their personal link, reads what they can upload instead.
    const link = await apiAs<{ url: string }>(
      page,
      'POST',
      `/projects/${pid}/posters/${posters[0]!.id}/presenter-link`,
    );
    const phone = await (
      await newContext({ baseURL: server.baseURL, viewport: { width: 390, height: 844 }, isMobile: true })
    ).newPage();
    await phone.goto(new URL(link.url).pathname);
    await phone.waitForURL(`**/projects/${SLUG}/presenter`);
    await expect(phone.getByTestId('media-tools-notice')).toHaveText(
      '지금 이 서버는 PDF 포스터를 처리할 수 없습니다. PNG나 JPEG 그림으로 올리거나, 학회 담당자에게 알려 주세요.',
    );
    await expectAccessible(phone, 'presenter page without pdftoppm');
    await shot(phone, 'presenter-without-pdftoppm');
  } finally {
    await server.stop();
    fs.rmSync(PATH, { recursive: true, force: true });
  }
});

test('a server whose bucket cannot be reached says so at its start and in readiness, and stays ready', async () => {
  // The address of an S3 server of the test's own, stopped: nothing answers there.
  const gone = await startTestS3();
  const STORAGE_URL = gone.storageUrl();
  await gone.stop();
  const server = await startServer({ STORAGE_URL });
  try {
    expect(server.output()).toContain(
      `The bucket of STORAGE_URL cannot be reached (${gone.bucket}): posters' files cannot be stored or served until it can`,
    );
    const ready = await fetch(`${server.baseURL}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: 'ready',
      storage: { kind: 'bucket', reachable: false },
    });
  } finally {
    await server.stop();
  }
});
