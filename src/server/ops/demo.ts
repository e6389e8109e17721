/**
 * A demo conference on an empty site (`DEMO=1`, `npm run demo`): what a newcomer opens to see the whole product.
 * It is made through the HTTP API, in process, as an organiser, judges, presenters, visitors and a kiosk would
 * make it (the same routes, checks, transactions and jobs): 40 posters in Korean and English, their presenters
 * with poster files rendered by the render job, 8 judges, 4 criteria, two poster sessions with numbered boards
 * on a hall map, an automatic plan of 2 judges a poster, judging open with about 60% of the evaluations in, the
 * people's choice open with votes cast, a paired kiosk, questions with answers, favourites, views and an
 * abstract book (docs/decisions/048-demo-conference.md, 068-demo-whole-product.md).
 */
import type { FastifyInstance } from 'fastify';
import * as XLSX from '@e965/xlsx';
import { mediaStorage } from '@server/media';
import { SESSION_COOKIE } from '@server/http/session-cookie';
import type { POSTER_COLUMNS } from '@shared/contracts/imports';
import { DEFAULT_TIME_ZONE, dayIn } from '@shared/time';
import { startSession } from '@server/modules/auth';
import { demoClient, DemoFailed, type DemoClient } from './demo-client';
import { AFFILIATIONS, AUTHORS, COMMENTS, CRITERIA, JUDGES, TOPICS, posterPicture } from './demo-content';
import { makeHall } from './demo-hall';
import { makePresenters } from './demo-presenters';

export const DEMO_SLUG = 'demo-2026';
/** Every demo account's password: the organiser's, judges', visitors' (printed at the start; a demo is not a conference). */
export const DEMO_PASSWORD = 'demo-2026!';
/** The demo's organiser: a project admin of the demo conference only. */
export const DEMO_ORGANISER = 'organiser';

export type DemoSummary = {
  slug: string;
  posters: number;
  judges: number;
  evaluations: number;
  votes: number;
  /** The organiser's sign-in (a project admin of the demo only). */
  organiser: { username: string; password: string };
  /** Paths on the site: a presenter's personal link and the kiosk's pairing link. */
  presenterLink: string;
  kioskLink: string;
};

/**
 * Makes the demo conference when the site has no project yet; answers null when it has one (a demo never
 * writes into a site in use). Waits for the poster files it uploads to be rendered (by the queue) so that it can
 * review them as an organiser would.
 */
export async function createDemo(app: FastifyInstance): Promise<DemoSummary | null> {
  const { db } = app.database;
  const existing = await db.selectFrom('projects').select('id').limit(1).executeTakeFirst();
  if (existing) return null;
  const superAdmin = await db
    .selectFrom('admins')
    .select('id')
    .where('is_super_admin', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  if (!superAdmin) throw new DemoFailed('the demo needs the super admin the first start creates');

  const session = await startSession(db, { kind: 'admin', id: superAdmin.id, projectId: null }, 3600_000);
  const c = demoClient(app, `${SESSION_COOKIE}=${session.token}`);
  const { call, organiser } = c;

  // The demo conference is on today, on its own clock (Seoul's).
  const today = dayIn(Date.now(), DEFAULT_TIME_ZONE);
  const { id: projectId } = await call<{ id: number }>('POST', '/api/super-admin/projects', organiser, {
    name: '2026 생명과학 추계 학술대회 · Life Sciences Fall Meeting',
    slug: DEMO_SLUG,
    description:
      '데모 학술대회입니다. 포스터를 둘러보고, 심사위원으로 심사하고, 투표해 보세요. ' +
      'A demo conference: browse the posters, judge them, vote.',
    start_date: today,
    end_date: today,
  });
  c.base = `/api/projects/${projectId}`;
  const base = c.base;
  // The organiser: an admin of this project only, signed in at the project's admin login.
  const admin = await call<{ id: number }>('POST', '/api/super-admin/admins', organiser, {
    username: DEMO_ORGANISER,
    password: DEMO_PASSWORD,
    email: 'organiser@demo.example.org',
    full_name: '김운영 (Organiser)',
  });
  await call('POST', `/api/super-admin/projects/${projectId}/admins`, organiser, { admin_id: admin.id });
  // A demo shows everything for as long as it runs: its posters stay online after its one day, readable by their
  // link and downloadable (a real conference starts with all of this off, decision 055).
  await call('PUT', `${base}/submission-settings`, organiser, {
    online_after_end: true,
    public_links: true,
    allow_download: true,
  });

  const sessions = await importPosters(c, today);
  for (const [i, [name, max_score]] of CRITERIA.entries())
    await call('POST', `${base}/evaluation-criteria`, organiser, { name, max_score, order_number: i + 1 });
  const judges = await judge(c);
  const posterIds = (await call<{ id: number }[]>('GET', `${base}/posters`, organiser)).map((p) => p.id);
  const { visitors, votes } = await vote(c, posterIds);
  const { presenterLink } = await makePresenters(c, posterIds, visitors);
  const { kioskLink } = await makeHall(c, sessions, visitors);
  return {
    slug: DEMO_SLUG,
    posters: posterIds.length,
    judges: JUDGES.length,
    evaluations: judges.evaluations,
    votes,
    organiser: { username: DEMO_ORGANISER, password: DEMO_PASSWORD },
    presenterLink,
    kioskLink,
  };
}

type PosterColumn = (typeof POSTER_COLUMNS)[number];

/**
 * The posters, from a spreadsheet as an organiser imports them, each with its generated picture and its
 * presenter (the first author); two poster sessions of the day, the first twenty in the morning.
 */
async function importPosters(c: DemoClient, today: string): Promise<{ id: number }[]> {
  const { call, organiser, base } = c;
  // Where the sheet's paths point: the uploads' storage (the folder, or the bucket of STORAGE_URL).
  const storage = mediaStorage(c.app.config.uploadsDir);
  // By the importer's own column names (a misspelt one does not compile); the sheet's header is their order here.
  const rows: Partial<Record<PosterColumn, unknown>>[] = [];
  let n = 0;
  for (const round of [0, 1])
    for (const topic of TOPICS)
      for (const title of topic.titles) {
        n += 1;
        const file = `poster-${String(n).padStart(2, '0')}.png`;
        await storage.put(`demo/${file}`, await posterPicture(n));
        const korean = /[가-힣]/.test(title);
        const presenter = AUTHORS[(n * 3) % AUTHORS.length]!;
        rows.push({
          number: n,
          title: round === 0 ? title : `${title} ${korean ? '(후속 연구)' : '(follow-up)'}`,
          author: `${presenter}, ${AUTHORS[(n * 5 + 1) % AUTHORS.length]}`,
          affiliation: AFFILIATIONS[n % AFFILIATIONS.length],
          category: topic.category,
          abstract: korean
            ? `${title}에 관한 연구입니다. 자료와 방법, 주요 결과와 한계를 포스터에 정리했습니다.`
            : `We study ${title.toLowerCase()}. The poster shows the data, the method, the main results and their limits.`,
          keywords: topic.keywords,
          image_urls: `/uploads/demo/${file}`,
          presenter_name: presenter,
          presenter_email: `presenter${n}@demo.example.org`,
        });
      }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.json_to_sheet(rows), 'Posters');
  const xlsx = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  await c.upload(
    'POST',
    `${base}/posters/upload-excel`,
    organiser,
    'posters.xlsx',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    xlsx,
  );

  const sessions = [];
  for (const [name, starts_at, ends_at, area] of [
    ['포스터 세션 1 · Morning', '10:00', '12:00', '전시홀 A · Hall A'],
    ['포스터 세션 2 · Afternoon', '14:00', '16:00', '전시홀 B · Hall B'],
  ] as const)
    sessions.push(
      await call<{ id: number }>('POST', `${base}/sessions`, organiser, {
        name,
        date: today,
        starts_at,
        ends_at,
        area,
      }),
    );
  const imported = await call<{ id: number; number: number; version: number }[]>(
    'GET',
    `${base}/posters`,
    organiser,
  );
  for (const p of imported)
    await call('PUT', `${base}/posters/${p.id}`, organiser, {
      session_id: sessions[p.number <= 20 ? 0 : 1]!.id,
      version: p.version,
    });
  return sessions;
}

/** Judges, the automatic plan at two a poster, judging open, and about 60% of the evaluations in. */
async function judge(c: DemoClient): Promise<{ evaluations: number }> {
  const { call, organiser, base } = c;
  const criteria = await call<{ id: number; max_score: number }[]>(
    'GET',
    `${base}/evaluation-criteria`,
    organiser,
  );
  const usernames: string[] = [];
  for (const [i, [full_name, specialty]] of JUDGES.entries()) {
    const username = `judge${i + 1}`;
    await call('POST', `${base}/judges`, organiser, {
      username,
      password: DEMO_PASSWORD,
      full_name,
      email: `${username}@demo.example.org`,
      affiliation: AFFILIATIONS[i % AFFILIATIONS.length],
      specialty,
    });
    usernames.push(username);
  }
  await call('POST', `${base}/assignments/plan`, organiser, { judges_per_poster: 2, apply: true });
  await call('PUT', `${base}/phase`, organiser, { phase: 'open' });

  let evaluations = 0;
  for (const [j, username] of usernames.entries()) {
    const cookie = await c.login(`${base}/judge/login`, { username, password: DEMO_PASSWORD });
    const posters = await call<{ poster_id: number }[]>('GET', `${base}/judge/posters`, cookie);
    for (const [k, p] of posters.entries()) {
      if ((k + j) % 5 >= 3) continue;
      await call('PUT', `${base}/judge/posters/${p.poster_id}/evaluation`, cookie, {
        scores: criteria.map((cr, ci) => ({
          criterion_id: cr.id,
          score: Math.max(1, cr.max_score - ((p.poster_id * 7 + ci * 3 + j) % Math.ceil(cr.max_score / 2))),
        })),
        comment: COMMENTS[(p.poster_id + j) % COMMENTS.length]!,
      });
      evaluations += 1;
    }
  }
  return { evaluations };
}

/** The people's choice: open, three votes each, five visitors who registered and voted. */
async function vote(c: DemoClient, posterIds: number[]): Promise<{ visitors: string[]; votes: number }> {
  const { call, organiser, base } = c;
  await call('PUT', `${base}/results/settings`, organiser, {
    peoples_choice: { enabled: true, votes_per_participant: 3 },
  });
  let votes = 0;
  const visitors: string[] = [];
  for (let v = 1; v <= 5; v++) {
    const username = `visitor${v}`;
    await call('POST', `${base}/users/register`, '', {
      username,
      password: DEMO_PASSWORD,
      email: `${username}@demo.example.org`,
      full_name: `방문객 ${v}`,
    });
    const cookie = await c.login(`${base}/users/login`, { username, password: DEMO_PASSWORD });
    visitors.push(cookie);
    for (const k of [0, 1, 2]) {
      await call('PUT', `${base}/posters/${posterIds[(v * 7 + k * 11) % posterIds.length]}/vote`, cookie);
      votes += 1;
    }
  }
  return { visitors, votes };
}
