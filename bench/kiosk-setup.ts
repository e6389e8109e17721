/**
 * The kiosk's conference for the benches (bench/kiosk.ts, and the kiosk home in bench/lighthouse.ts): real
 * posters whose files are approved, one screen showing them all, and its paired kiosk's cookie.
 */
import fs from 'node:fs';
import { posterFixture, POSTERS } from '../src/server/test/poster-fixtures';
import { paths } from '../src/web/lib/paths';
import { BENCH_DAYS, Client, importCsv, superAdminProject } from './client';

export const KIOSK_SLUG = 'kiosk-bench';
/** Real posters of several makers and shapes: each its own tiles. */
const FILES = [
  POSTERS.a0PdfTex,
  POSTERS.a0Keynote,
  POSTERS.koreanPoster,
  POSTERS.inkscape,
  POSTERS.a0Landscape,
];

/** A conference whose posters' files are approved, one screen showing them all, and its kiosk's cookie. */
export async function setUpKiosk(base: string): Promise<{ cookie: string; posters: number }> {
  const { admin, pid } = await superAdminProject(base, 'organiser', {
    name: '키오스크 벤치',
    slug: KIOSK_SLUG,
    ...BENCH_DAYS,
  });
  const sheet = `title,author\n${FILES.map((f, i) => `Poster ${i + 1} (${f.split('_')[0]}),Author ${i + 1}`).join('\n')}\n`;
  await importCsv(admin, pid, sheet);
  const posters = await admin.must<{ id: number }[]>('GET', `/api/projects/${pid}/posters`);
  await admin.must('PUT', `/api/projects/${pid}/submission-settings`, { auto_approve: true });
  for (const [i, p] of posters.entries()) {
    const file = new FormData();
    const pdf = fs.readFileSync(posterFixture(FILES[i]!));
    file.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'poster.pdf');
    await admin.must('POST', `/api/projects/${pid}/posters/${p.id}/submission/file`, file);
  }
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    const board = await admin.must<{ items: { status: string }[] }>(
      'GET',
      `/api/projects/${pid}/submissions`,
    );
    const approved = board.items.filter((s) => s.status === 'approved').length;
    if (approved === posters.length) break;
    if (Date.now() > deadline)
      throw new Error(`only ${approved} of ${posters.length} poster files became ready`);
    await new Promise((r) => setTimeout(r, 500));
  }
  const screen = await admin.must<{ url: string }>('POST', `/api/projects/${pid}/screens`, {
    name: 'Bench screen',
    roster: {},
  });
  const kiosk = new Client([base], 'kiosk');
  await kiosk.must('POST', `/api/projects/${pid}/kiosk/access`, { token: screen.url.split('/').pop() });
  return { cookie: kiosk.cookie, posters: posters.length };
}

/** The kiosk home as Lighthouse's desktop preset sees it on a first visit of the paired screen. */
export const kioskHomeCase = (cookie: string, posters: number) => ({
  key: 'kiosk-home',
  name: `kiosk home (desktop preset, ${posters} posters)`,
  path: paths.kiosk.home(KIOSK_SLUG),
  cookie,
  preset: 'desktop' as const,
});
