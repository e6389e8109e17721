/**
 * The poster day's conference (bench/day.ts), through the HTTP API only: four poster sessions, the posters
 * (Korean and English titles, a session and a board each, a presenter) and the judges and attendees imported
 * from .xlsx files, criteria and assignments, real PDF posters uploaded by the organiser on some posters (the
 * ones attendees open), the paired screens (one session each), and the presenters' personal links.
 */
import fs from 'node:fs';
import { posterFixture, POSTERS as FILES } from '../src/server/test/poster-fixtures';
import { spreadsheet } from '../src/server/test/fixture-files';
import { PARTICIPANT_COLUMNS, POSTER_COLUMNS } from '../src/shared/contracts/imports';
import { BENCH_DAYS, Client, inPool, superAdminProject } from './client';
import type { Conference } from './judging-setup';
import { judgePassword, judgeUsername, judgeWorkbook, xlsxForm } from './workbooks';

/** Every count of the day at DAY_SCALE 1 (a Korean Chemical Society spring meeting's poster day). */
export const FULL = {
  posters: 1500,
  judges: 150,
  perJudge: 10,
  attendees: 2500,
  /** Attendees in the hall at once. */
  pool: 300,
  screens: 30,
  checkIns: 300,
  uploads: 300,
  /** Posters whose file is rendered before the day (the ones attendees open): a tenth. */
  filed: 150,
};

export type DayCounts = typeof FULL;

/** Every count times `scale` (at least 1; the posters at least as many as the filed, uploaded and checked in). */
export function dayCounts(scale: number, env: NodeJS.ProcessEnv): DayCounts {
  const n = (full: number, min = 1) => Math.max(min, Math.round(full * scale));
  const counts = {
    posters: n(FULL.posters, 20),
    judges: n(FULL.judges),
    perJudge: FULL.perJudge,
    attendees: n(FULL.attendees),
    pool: n(FULL.pool),
    screens: n(FULL.screens),
    checkIns: n(FULL.checkIns),
    uploads: env.DAY_UPLOADS ? Number(env.DAY_UPLOADS) : n(FULL.uploads),
    filed: env.DAY_FILED ? Number(env.DAY_FILED) : n(FULL.filed, 5),
  };
  if (counts.filed + counts.uploads + counts.checkIns > counts.posters)
    throw new Error(
      `${counts.posters} posters cannot hold ${counts.filed} filed, ${counts.uploads} uploads and ${counts.checkIns} check-ins`,
    );
  return counts;
}

/** A poster's subject in Korean and in English: the attendees search the gallery for either word. */
export const TOPICS = [
  ['촉매', 'catalyst'],
  ['그래핀', 'graphene'],
  ['전해질', 'electrolyte'],
  ['고분자', 'polymer'],
  ['페로브스카이트', 'perovskite'],
  ['효소', 'enzyme'],
  ['나노입자', 'nanoparticle'],
  ['수소', 'hydrogen'],
] as const;

export const SESSIONS = ['A', 'B', 'C', 'D'];
/** The real PDFs presenters and the organiser upload (one-page posters of several makers). */
export const PDFS = [
  FILES.a0Keynote,
  FILES.koreanPoster,
  FILES.a0PdfTex,
  FILES.inkscape,
  FILES.a0Landscape,
  FILES.wideMac,
  FILES.marp,
  FILES.fontsNotEmbedded,
];

export const attendeeUsername = (i: number) => `visitor${String(i + 1).padStart(4, '0')}`;
const attendeePassword = (i: number) => `visitor-${i + 1}-pw`;

export type DayConference = Conference & {
  /** Poster ids by number order; each poster's session index and title. */
  posters: { id: number; session: number; title: string }[];
  sessionIds: number[];
  /** Posters with a rendered, approved file before the day. */
  filed: number[];
  attendees: { username: string; password: string }[];
  /** Each screen's session (index) and its paired kiosk's cookie. */
  kiosks: { session: number; cookie: string }[];
  /** Posters whose presenters check in, and posters whose presenters upload in the last hour: their tokens. */
  checkIns: { posterId: number; token: string }[];
  uploads: { posterId: number; token: string; file: string }[];
};

type Created = { id: number };

function posterSheet(counts: DayCounts): { sheet: Buffer; titles: string[]; sessionOf: number[] } {
  const titles: string[] = [];
  const sessionOf: number[] = [];
  const perSession = Math.ceil(counts.posters / SESSIONS.length);
  const rows: unknown[][] = [[...POSTER_COLUMNS]];
  for (let i = 0; i < counts.posters; i++) {
    const s = Math.floor(i / perSession);
    const [ko, en] = TOPICS[i % TOPICS.length]!;
    const title = `${ko} 기반 연구 ${i + 1}: ${en} study`;
    titles.push(title);
    sessionOf.push(s);
    const row: Record<string, unknown> = {
      number: i + 1,
      board: `${SESSIONS[s]}-${String((i % perSession) + 1).padStart(3, '0')}`,
      session: `세션 ${SESSIONS[s]}`,
      title,
      author: `저자 ${i + 1}`,
      affiliation: '서울대학교 화학부',
      category: ['유기화학', '무기화학', '물리화학', '고분자화학'][s],
      abstract: '이 포스터는 실험 결과와 해석을 요약합니다. Results and their reading in short.',
      order_number: i + 1,
      presenter_name: `발표자 ${i + 1}`,
      presenter_email: `presenter${i + 1}@example.org`,
    };
    rows.push(POSTER_COLUMNS.map((c) => row[c] ?? ''));
  }
  return { sheet: spreadsheet(rows, { sheet: 'Posters' }), titles, sessionOf };
}

function attendeeSheet(n: number): Buffer {
  const rows: unknown[][] = [[...PARTICIPANT_COLUMNS]];
  for (let i = 0; i < n; i++)
    rows.push([
      attendeeUsername(i),
      attendeePassword(i),
      `${attendeeUsername(i)}@example.org`,
      `참가자 ${i + 1}`,
    ]);
  return spreadsheet(rows, { sheet: 'Participants' });
}

const tokenOf = (url: string) => url.split('/').pop()!;

/** Waits until the board shows `n` approved files (the organiser's uploads rendered), at most ten minutes. */
async function untilApproved(org: Client, pid: number, n: number): Promise<void> {
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    const board = await org.must<{ counts: Record<string, number> }>(
      'GET',
      `/api/projects/${pid}/submissions?page=1&page_size=1`,
    );
    const approved = board.counts.approved ?? 0;
    if (approved >= n) return;
    if (Date.now() > deadline) throw new Error(`only ${approved} of ${n} organiser uploads became ready`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

export async function setUpDay(base: string, tag: string, counts: DayCounts): Promise<DayConference> {
  const { admin: org, pid } = await superAdminProject(base, 'organiser', {
    name: `대한화학회 포스터 데이 (${tag})`,
    slug: `poster-day-${tag}`,
    ...BENCH_DAYS,
  });
  const sessionIds: number[] = [];
  for (const [i, s] of SESSIONS.entries()) {
    const created = await org.must<Created>('POST', `/api/projects/${pid}/sessions`, {
      name: `세션 ${s}`,
      date: BENCH_DAYS.start_date,
      starts_at: `${String(9 + 2 * i).padStart(2, '0')}:00`,
      ends_at: `${String(10 + 2 * i).padStart(2, '0')}:30`,
      area: '전시홀 1층',
    });
    sessionIds.push(created.id);
  }
  const { sheet, titles, sessionOf } = posterSheet(counts);
  const imported = await org.must<{ details: { posters_created: number; errors: string[] } }>(
    'POST',
    `/api/projects/${pid}/posters/upload-excel`,
    xlsxForm('posters.xlsx', sheet),
  );
  if (imported.details.posters_created !== counts.posters)
    throw new Error(
      `poster import created ${imported.details.posters_created}: ${imported.details.errors.slice(0, 3).join('; ')}`,
    );
  const judgeImport = await org.must<{ created_count: number }>(
    'POST',
    `/api/projects/${pid}/judges/upload-excel`,
    xlsxForm('judges.xlsx', judgeWorkbook(counts.judges)),
  );
  const userImport = await org.must<{ created_count: number }>(
    'POST',
    `/api/projects/${pid}/users/upload-excel`,
    xlsxForm('participants.xlsx', attendeeSheet(counts.attendees)),
  );
  if (judgeImport.created_count !== counts.judges || userImport.created_count !== counts.attendees)
    throw new Error(
      `imports created ${judgeImport.created_count} judges and ${userImport.created_count} attendees`,
    );
  const criteria: Conference['criteria'] = [];
  for (const [i, max_score] of [10, 10, 5].entries()) {
    const c = await org.must<Created>('POST', `/api/projects/${pid}/evaluation-criteria`, {
      name: ['독창성', '명확성', '발표'][i],
      max_score,
      order_number: i + 1,
    });
    criteria.push({ id: c.id, max_score });
  }
  await org.must('PUT', `/api/projects/${pid}/phase`, { phase: 'open' });
  await org.must('PUT', `/api/projects/${pid}/submission-settings`, { auto_approve: true });

  const listed = (
    await org.must<{ id: number; number: number }[]>('GET', `/api/projects/${pid}/posters`)
  ).sort((a, b) => a.number - b.number);
  const posters = listed.map((p, i) => ({ id: p.id, session: sessionOf[i]!, title: titles[i]! }));
  const judgeRows = await org.must<{ id: number; username: string }[]>('GET', `/api/projects/${pid}/judges`);
  const judgeId = new Map(judgeRows.map((j) => [j.username, j.id]));
  const judges = Array.from({ length: counts.judges }, (_, j) => ({
    username: judgeUsername(j),
    password: judgePassword(j),
    posters: Array.from(
      { length: counts.perJudge },
      (_, k) => posters[(j * counts.perJudge + k) % posters.length]!.id,
    ),
  }));
  const pairs = judges.flatMap((j) =>
    j.posters.map((poster_id) => ({ judge_id: judgeId.get(j.username)!, poster_id })),
  );
  await inPool(pairs, 8, async (pair) => {
    await org.must('POST', `/api/projects/${pid}/assignments`, pair);
  });

  // Filed posters spread over the sessions; the last-hour uploads and the check-ins on other posters.
  const step = Math.floor(posters.length / counts.filed);
  const filed = Array.from({ length: counts.filed }, (_, i) => posters[i * step]!.id);
  const others = posters.filter((p) => !filed.includes(p.id));
  const uploadPosters = others.slice(0, counts.uploads);
  const checkInPosters = others.slice(counts.uploads, counts.uploads + counts.checkIns);
  await inPool(
    filed.map((id, i) => ({ id, file: PDFS[i % PDFS.length]! })),
    2,
    async ({ id, file }) => {
      const form = new FormData();
      const pdf = fs.readFileSync(posterFixture(file));
      form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), file);
      await org.must('POST', `/api/projects/${pid}/posters/${id}/submission/file`, form);
    },
  );
  await untilApproved(org, pid, filed.length);

  const kiosks: DayConference['kiosks'] = [];
  for (let i = 0; i < counts.screens; i++) {
    const session = i % SESSIONS.length;
    const screen = await org.must<{ url: string }>('POST', `/api/projects/${pid}/screens`, {
      name: `스크린 ${i + 1}`,
      roster: { session_ids: [sessionIds[session]!] },
    });
    const kiosk = new Client([base], `screen ${i + 1}`);
    await kiosk.must('POST', `/api/projects/${pid}/kiosk/access`, { token: tokenOf(screen.url) });
    kiosks.push({ session, cookie: kiosk.cookie });
  }
  const link = async (posterId: number) =>
    tokenOf(
      (await org.must<{ url: string }>('POST', `/api/projects/${pid}/posters/${posterId}/presenter-link`))
        .url,
    );
  const uploads: DayConference['uploads'] = [];
  for (const [i, p] of uploadPosters.entries())
    uploads.push({ posterId: p.id, token: await link(p.id), file: PDFS[i % PDFS.length]! });
  const checkIns: DayConference['checkIns'] = [];
  for (const p of checkInPosters) checkIns.push({ posterId: p.id, token: await link(p.id) });

  return {
    projectId: pid,
    criteria,
    judges,
    adminCookie: org.cookie,
    posters,
    sessionIds,
    filed,
    attendees: Array.from({ length: counts.attendees }, (_, i) => ({
      username: attendeeUsername(i),
      password: attendeePassword(i),
    })),
    kiosks,
    checkIns,
    uploads,
  };
}
