/**
 * The demo's hall (demo.ts calls it): the boards numbered by the numbering route, a generated floor plan with
 * every board placed on it, a screen paired as a kiosk, the posters' views from the gallery, phones, the kiosk
 * and QR codes, and the abstract book built by its job (docs/decisions/068-demo-whole-product.md).
 */
import { BOOK_JOB } from '@server/modules/abstract-book';
import type { DemoClient } from './demo-client';
import { hallPlan } from './demo-files';

type Board = {
  poster_id: number;
  poster_number: number;
  board: string | null;
  session: { id: number } | null;
};

export async function makeHall(
  c: DemoClient,
  sessions: { id: number }[],
  visitors: string[],
): Promise<{ kioskLink: string }> {
  const { call, organiser, base } = c;
  // Boards B01 to B40 in poster order (one author's posters side by side, as the numbering keeps them).
  await call('POST', `${base}/boards/numbering`, organiser, {
    pattern: { prefix: 'B', per_session: false, width: 2 },
    apply: true,
  });
  const boards = await call<Board[]>('GET', `${base}/boards`, organiser);
  const { png, places } = await hallPlan(
    sessions.map((s, i) => ({
      name: `HALL ${String.fromCharCode(65 + i)}`,
      boards: boards
        .filter((b) => b.session?.id === s.id && b.board)
        .map((b) => b.board!)
        .sort(),
    })),
  );
  await c.upload('PUT', `${base}/hall-map/plan`, organiser, 'hall-plan.png', 'image/png', png);
  await call('PUT', `${base}/hall-map/positions`, organiser, { positions: places });

  // A screen by the entrance showing every approved poster, paired as a kiosk would be by its link.
  const screen = await call<{ url: string }>('POST', `${base}/screens`, organiser, {
    name: '로비 키오스크 · Lobby kiosk',
    place: '전시홀 입구 · Hall entrance',
    orientation: 'landscape',
    idle_seconds: 90,
  });
  const kioskLink = new URL(screen.url, 'http://demo').pathname;
  const kiosk = await c.login(`${base}/kiosk/access`, { token: kioskLink.split('/').pop()! });

  // Views: the visitors in the gallery and on phones, the kiosk, and people who scanned a board's QR code.
  const onScreen = await call<{ items: { id: number }[] }>(
    'GET',
    `${base}/kiosk/posters?page_size=100`,
    kiosk,
  );
  for (const [i, p] of onScreen.items.entries())
    if (i % 3 !== 2) await call('POST', `${base}/posters/${p.id}/views`, kiosk, { channel: 'kiosk' });
  for (const [v, cookie] of visitors.entries())
    for (const [i, b] of boards.entries())
      if ((i + v) % 4 === 0)
        await call('POST', `${base}/posters/${b.poster_id}/views`, cookie, {
          channel: v % 2 ? 'phone' : 'gallery',
        });
  for (const b of boards.slice(0, 12))
    for (let k = 0; k < (b.poster_number % 4) + 1; k++)
      await call('POST', `${base}/posters/${b.poster_id}/views`, '', { channel: 'qr' });

  // The abstract book, built by its job and published to the judges and participants.
  await call('POST', `${base}/abstract-book`, organiser, {});
  await c.app.jobs.idle(BOOK_JOB);
  await call('PUT', `${base}/abstract-book`, organiser, { published: true });
  return { kioskLink };
}
