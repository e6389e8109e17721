/**
 * The demo's presenters (demo.ts calls it): each by their personal link, as they would. Twelve upload an A0 PDF
 * poster (Korean or English, generated), sixteen a poster picture; the render job of the queue renders them all
 * and the organiser reviews them: most approved, some left waiting for review, one sent back for a fix. Then the
 * presenters at their boards, the visitors' favourites and questions, and the presenters' answers
 * (docs/decisions/068-demo-whole-product.md).
 */
import { RENDER_JOB } from '@server/modules/submissions';
import { DemoFailed, type DemoClient } from './demo-client';
import { posterPicture } from './demo-content';
import { posterPdf } from './demo-files';

/** Posters 1-12 send a PDF, 13-28 a picture, 29-40 nothing yet. */
export const PDF_POSTERS = 12;
export const PICTURE_POSTERS = 16;
/** Left waiting for review (the rest of the files are approved, but one). */
const WAITING = new Set([9, 10, 11, 27, 28]);
const NEEDS_FIX = 12;

type Poster = { id: number; number: number; title: string; author: string; affiliation: string | null };

const QUESTIONS = [
  {
    poster: 1,
    public: true,
    text: '표본 수를 늘리면 결과가 달라질까요? Would a larger sample change the result?',
    answer: '세 기관 자료를 더 모으고 있습니다. 지금까지는 같은 경향입니다.',
  },
  {
    poster: 2,
    public: true,
    text: 'Which graph library did you use for the clustering?',
    answer: 'PyTorch Geometric; the code is linked from the QR code on the poster.',
  },
  {
    poster: 3,
    public: false,
    text: '공동 연구가 가능할까요? 연락드려도 될지 궁금합니다.',
    answer: '네, 메일 주세요!',
  },
  { poster: 6, public: true, text: '측정 지점은 몇 곳인가요? How many sampling sites?', answer: null },
] as const;

export async function makePresenters(
  c: DemoClient,
  posterIds: number[],
  visitors: string[],
): Promise<{ presenterLink: string }> {
  const { call, organiser, base } = c;
  const posters = (await call<Poster[]>('GET', `${base}/posters`, organiser)).sort(
    (a, b) => a.number - b.number,
  );
  const presenters = new Map<number, { cookie: string; path: string }>();
  const presenterOf = async (p: Poster) => {
    let known = presenters.get(p.number);
    if (!known) presenters.set(p.number, (known = await c.presenter(p.id)));
    return known;
  };

  for (const p of posters.filter((x) => x.number <= PDF_POSTERS + PICTURE_POSTERS)) {
    const { cookie } = await presenterOf(p);
    const url = `${base}/presenter/poster/file`;
    if (p.number <= PDF_POSTERS) {
      const pdf = await posterPdf({
        n: p.number,
        title: p.title,
        authors: p.author,
        affiliation: p.affiliation ?? '',
        korean: /[가-힣]/.test(p.title),
      });
      await c.upload('POST', url, cookie, `poster-${p.number}.pdf`, 'application/pdf', pdf);
    } else
      await c.upload(
        'POST',
        url,
        cookie,
        `poster-${p.number}.png`,
        'image/png',
        await posterPicture(p.number),
      );
  }
  // The queue renders them (poppler for the PDFs, two at a time unless RENDER_CONCURRENCY says otherwise).
  await c.app.jobs.idle(RENDER_JOB);
  const board = await call<{ items: { poster_id: number; status: string }[] }>(
    'GET',
    `${base}/submissions?page_size=100`,
    organiser,
  );
  const submitted = new Set(board.items.filter((i) => i.status === 'submitted').map((i) => i.poster_id));
  const byNumber = new Map(posters.map((p) => [p.number, p]));
  const toApprove = posters
    .filter(
      (p) => p.number <= PDF_POSTERS + PICTURE_POSTERS && !WAITING.has(p.number) && p.number !== NEEDS_FIX,
    )
    .map((p) => p.id);
  if (toApprove.some((id) => !submitted.has(id)))
    throw new DemoFailed(`a demo poster file was not rendered: ${JSON.stringify(board.items)}`);
  await call('POST', `${base}/submissions/approve`, organiser, { poster_ids: toApprove });
  await call('PUT', `${base}/posters/${byNumber.get(NEEDS_FIX)!.id}/submission`, organiser, {
    status: 'needs_fix',
    note: '그림 1의 축 제목이 작아 읽기 어렵습니다. 글자를 키워 다시 올려 주세요. (Please enlarge the axis labels.)',
  });

  // Presenters at their boards: four of the morning's are there, one stepped away.
  for (const [k, state] of ['present', 'present', 'present', 'present', 'away'].entries()) {
    const { cookie } = await presenterOf(byNumber.get(k + 1)!);
    await call('PUT', `${base}/presenter/presence`, cookie, { state });
  }
  // The visitors keep favourites, ask the presenters questions, and most are answered.
  for (const [v, cookie] of visitors.entries())
    for (const k of [0, 3, 5])
      await call('PUT', `${base}/posters/${posterIds[(v + k) * 2]}/favorite`, cookie);
  for (const [i, q] of QUESTIONS.entries()) {
    const poster = byNumber.get(q.poster)!;
    const asked = await call<{ id: number }>('POST', `${base}/posters/${poster.id}/questions`, visitors[i]!, {
      text: q.text,
      public: q.public,
    });
    if (q.answer)
      await call(
        'POST',
        `${base}/posters/${poster.id}/questions/${asked.id}/answer`,
        (await presenterOf(poster)).cookie,
        {
          answer: q.answer,
        },
      );
  }
  return { presenterLink: (await presenterOf(byNumber.get(1)!)).path };
}
