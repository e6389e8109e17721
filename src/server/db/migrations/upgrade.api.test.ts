// Upgrades keep data (docs/decisions/047-upgrades-keep-data.md): a conference stored by the oldest released
// schema (001), upgraded by every migration since, reads the same through the API.
//
// MIGRATIONS ARE FROZEN ONCE RELEASED. To change the schema, add a new file (the next number) and its line in
// `migrate` (db/database.ts); never edit, renumber, remove or slip a file in between the released ones. What a
// migration does is pinned by statements.api.test.ts (the SQL it runs, on both databases); the last test below
// also fails when a released migration's text changes. A new migration needs nothing here; once it is released,
// add its hash to FROZEN (the test's failure names it). If a released file must be touched for a reason that
// cannot change what it does (an import path moved, its DDL written with ddl-kit.ts), statements.api.test.ts
// must pass unchanged: say so in the commit and update its hash there.
// If the new migration moves or rewrites data, also give it rows below (fill... at its step) and a check.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { testConfig } from '@server/test/test-config';
import { hashPassword } from '@server/modules/auth/password';
import { clientFrom, type Client } from '@server/test/test-app';
import { png } from '@server/test/fixture-files';
import { migrate, type Database } from '../database';
import { stepDatabase } from './step-database.test-kit';

/** sha256 of each released migration's text (line ends as LF). Frozen: see the top of this file. */
const FROZEN: Record<string, string> = {
  '001-initial.ts': 'c3b4809d8954f4c4995dd3a80d260cb0f39f4d07c00b0a0fd3e570b74f40f201',
  '002-judge-indexes.ts': '47188b092d2b9c94513e1dcafacff7ffa1c3b7c6194946db3dafece2321ccf33',
  '003-evaluation-totals.ts': '338ae1c8e65f5e18e0ba3aaa0c448b6eb30c759d6925070e12362c058ee08da3',
  '004-drop-evaluation-totals.ts': 'f5dffbc512a0bff7eec8fb94779b4f39f8c24c80ec592e80d4d12cb982916741',
  '005-login-throttle.ts': '4a1a68d61e83029e18961689ffbb489770112c7447eb21ba3b2a917e6f00cfb1',
  '006-poster-numbers.ts': '90f61426e7d155f8dc07bf6a39969b3fc2e0bac48c6ab7b21201979ba8b3fa7c',
  '007-judging-day.ts': 'f5e5ac5ac41b1e49bf5b10b2c96e797835b108fb42b1fed79800e2aa7cccd5f8',
  '008-results-and-votes.ts': '63ae7083baf60d58f378dbe07b7114627eddd968edc8df7cb5a4bee321e43b16',
  '009-audit-events.ts': '8b5cb4a171894666d84be6dc77076cf23585563e70938aeb090c0d91c7dd23d4',
  '010-image-sizes.ts': 'c11ac33c3194c7e26e6b1bac5ec839314a47973cab7a13bbbce37879dc1bbcd9',
  // No 011 was ever released (db/database.ts).
  '012-versions.ts': '03b75042f755757514029068bcf11484c19b9ecafd8519d0471e0c470dfd6a3d',
  '013-admin-username-case.ts': 'c5267edf3256c7db30c05eaef4a4226b7d484ddf3b09f86f280d9cb6ba6ca7a7',
  '014-participant-names.ts': '3a46538b4dea0dd05b6a2b486c2c3a0d01635f1997b74f230cbbafddf57b5732',
  '015-jobs.ts': '0ee24c9cc3844b425ebd42d49cdbbb3c4a7445f31b3b26f17af3ba644207e33a',
  '016-submissions.ts': 'c07fd0a9ff899cd94740313625717ef14a299f9e372f0f728b79d3d745d14edd',
};

const step = stepDatabase('upgrade-');
const config = testConfig({ DATA_DIR: step.dir });
let database: Database;
let app: FastifyInstance;

// ---------------------------------------------------------------------------------------------------------------
// The conference as the first release stored it. Ids are left to the tables, as the server left them: fresh tables
// number rows 1, 2, ... in insert order, so the constants below name the ids the rows get.

const at = (day: number, hour: number) => `2026-04-${String(day).padStart(2, '0')}T${hour}:00:00.000Z`;

const PASSWORDS = {
  root: 'root-pass-2026',
  kim: 'Kim-Spring-2026!',
  lee: '이정민-pw-2026',
  han: 'han-judge-77',
  yoon: 'yoon-judge-31',
  kang: 'kang-attendee-1',
  song: 'song-attendee-2',
};

const PROJECT = {
  id: 1,
  name: '2026 대한의학회 춘계학술대회 (KMA Spring Conference 2026)',
  slug: 'kma-spring-2026',
  description: '전자 포스터 발표 및 심사. E-poster presentations and judging, Seoul COEX Hall C.',
  start_date: '2026-05-14',
  end_date: '2026-05-16',
  logo_url: 'https://kma.example.org/logo.png',
  settings: { theme: 'navy', contact: '학술위원회 office@kma.example.org' },
  created_at: at(1, 9),
};
const OTHER_PROJECT = { id: 2, name: 'Oncology Forum 2026', slug: 'onco-forum-2026', created_at: at(2, 9) };

const ADMINS = {
  root: { id: 1, username: 'root', email: 'it@kma.example.org', full_name: '시스템 관리자', super: 1 },
  // Mixed case, as an organiser typed it (migration 013 made usernames unique whatever their case).
  kim: { id: 2, username: 'Kim', email: 'kim.haneul@kma.example.org', full_name: '김하늘', super: 0 },
};

/** The fields of a poster stored with its title and author only (the other project's). */
const NO_DETAILS = {
  affiliation: null,
  category: null,
  abstract: null,
  keywords: null,
  audio_file: null,
  images: [] as string[],
};

/**
 * Posters in insert order (their ids). `order` is the display order 001 had; migration 006 numbers each
 * project's posters by it (empty last, then id), so `number` is what the upgrade must give them.
 */
const POSTERS = {
  A: {
    id: 1,
    project_id: 1,
    order: 2,
    number: 2,
    title: '딥러닝 기반 흉부 X선 판독 보조 시스템의 임상 검증',
    author: '김민준, 이서연',
    affiliation: '서울대학교병원 영상의학과',
    category: '인공지능 AI',
    abstract:
      '배경: 흉부 X선 판독의 변이를 줄이기 위해 ... Methods: 12,480 radiographs from three hospitals.',
    keywords: '딥러닝; 흉부 X선; deep learning',
    audio_file: null,
    images: ['/uploads/legacy/a-1.png', 'https://cdn.example.org/kma2026/a-2.jpg'],
  },
  B: {
    id: 2,
    project_id: 1,
    order: 1,
    number: 1,
    title: '제2형 당뇨병 환자에서 연속혈당측정기의 효과: 무작위 대조 연구',
    author: '박지훈',
    affiliation: '연세대학교 내분비내과',
    category: '내분비 Endocrinology',
    abstract: '연속혈당측정(CGM)이 HbA1c에 미치는 영향을 24주간 평가하였다.',
    keywords: 'CGM; HbA1c',
    audio_file: '/uploads/legacy/b-talk.mp3',
    images: ['https://cdn.example.org/kma2026/b-1.jpg'],
  },
  E: {
    id: 3,
    project_id: 2,
    order: null,
    number: 2,
    title: 'Circulating tumour DNA after resection of stage II colon cancer',
    author: 'Lim Jaewon',
    ...NO_DETAILS,
  },
  C: {
    id: 4,
    project_id: 1,
    order: null,
    number: 4,
    title: '소아 천식의 계절별 응급실 방문 양상',
    author: '최유진',
    affiliation: '서울아산병원 소아청소년과',
    category: '소아과 Pediatrics',
    abstract: null,
    keywords: null,
    audio_file: null,
    images: [],
  },
  D: {
    id: 5,
    project_id: 1,
    order: 3,
    number: 3,
    title: 'Frailty and post-operative delirium in older adults: a multicentre cohort',
    author: 'Jung Hana, Oh Seungwoo',
    affiliation: 'Korea University Anam Hospital',
    category: '노인의학 Geriatrics',
    abstract: 'We followed 1,204 patients aged 70 or more after elective surgery.',
    keywords: 'frailty; delirium',
    audio_file: null,
    images: [],
  },
  F: {
    id: 6,
    project_id: 2,
    order: 1,
    number: 1,
    title: '면역항암제 관련 갑상선염의 발생률',
    author: '한지우',
    ...NO_DETAILS,
  },
};

const JUDGES = {
  lee: {
    id: 1,
    username: 'judge.lee',
    full_name: '이정민',
    email: 'jm.lee@snu.example.kr',
    affiliation: '서울대학교',
    specialty: '영상의학',
  },
  han: {
    id: 2,
    username: 'judge.han',
    full_name: '한소희',
    email: 'sohee.han@yuhs.example.kr',
    affiliation: 'Yonsei University',
    specialty: null,
  },
  yoon: {
    id: 3,
    username: 'judge.yoon',
    full_name: '윤태호',
    email: 'th.yoon@amc.example.kr',
    affiliation: null,
    specialty: '소아과',
  },
};

/** The active criteria in their order, and one the organiser retired (its scores never count). */
const CRITERIA = {
  method: { id: 1, name: '연구 방법 Methodology', max_score: 10, order_number: 1, is_active: 1 },
  novelty: { id: 2, name: '독창성 Originality', max_score: 10, order_number: 2, is_active: 1 },
  talk: { id: 3, name: '발표 Presentation', max_score: 5, order_number: 3, is_active: 1 },
  retired: { id: 4, name: '초안 기준 (삭제 예정)', max_score: 10, order_number: 4, is_active: 0 },
};
const ACTIVE = [CRITERIA.method, CRITERIA.novelty, CRITERIA.talk];

/** Assignments in insert order; an evaluated one is `completed`, as the save set it. */
const ASSIGNMENTS = [
  { id: 1, judge: JUDGES.lee, poster: POSTERS.A, status: 'completed' },
  { id: 2, judge: JUDGES.lee, poster: POSTERS.B, status: 'completed' },
  { id: 3, judge: JUDGES.lee, poster: POSTERS.C, status: 'pending' },
  { id: 4, judge: JUDGES.han, poster: POSTERS.A, status: 'completed' },
  { id: 5, judge: JUDGES.han, poster: POSTERS.B, status: 'completed' },
  { id: 6, judge: JUDGES.han, poster: POSTERS.D, status: 'completed' },
  { id: 7, judge: JUDGES.yoon, poster: POSTERS.A, status: 'pending' },
  { id: 8, judge: JUDGES.yoon, poster: POSTERS.C, status: 'pending' },
] as const;

/** Submitted evaluations: scores on method, novelty, talk (and the retired criterion, when it was scored). */
const EVALUATIONS = [
  {
    id: 1,
    judge: JUDGES.lee,
    poster: POSTERS.A,
    scores: [8, 9, 4],
    retired: 7,
    total: 21,
    comment: '방법론이 탄탄하고 그림이 명확합니다. Strong methods, clear figures.',
    at: at(20, 10),
  },
  {
    id: 2,
    judge: JUDGES.lee,
    poster: POSTERS.B,
    scores: [6, 7, 3],
    total: 16,
    comment: '표본 수가 작아 결론이 제한적입니다.',
    at: at(20, 11),
  },
  {
    id: 3,
    judge: JUDGES.han,
    poster: POSTERS.A,
    scores: [9, 8, 5],
    retired: 2,
    total: 22,
    comment: 'Excellent; 외부 검증 코호트가 인상적입니다.',
    at: at(20, 12),
  },
  {
    id: 4,
    judge: JUDGES.han,
    poster: POSTERS.B,
    scores: [7, 5, 4],
    total: 16,
    comment: '결론이 데이터보다 앞서 나갑니다.\n그래도 임상적 의미는 큽니다.',
    at: at(20, 13),
  },
  {
    id: 5,
    judge: JUDGES.han,
    poster: POSTERS.D,
    scores: [5, 6, 2],
    total: 13,
    comment: 'Relevant question; 방법 설명 보완이 필요합니다.',
    at: at(20, 14),
  },
];

const PARTICIPANTS = {
  kang: { id: 1, username: 'attendee.kang', email: 'daeun.kang@example.kr', full_name: '강다은' },
  song: { id: 2, username: 'visitor.song', email: 'minho.song@example.com', full_name: null },
};

/** A judge who was signed in when the server stopped for the upgrade (the cookie's token; stored hashed). */
const LEE_SESSION_TOKEN = 'legacy-judge-lee-session-token-0001';

const run = (query: ReturnType<typeof sql>) => query.execute(database.db);

/** Everything 001 holds, in 001's own columns. */
async function fillInitialSchema() {
  const hashes = Object.fromEntries(
    await Promise.all(
      Object.entries(PASSWORDS).map(async ([who, password]) => [who, await hashPassword(password)] as const),
    ),
  ) as Record<keyof typeof PASSWORDS, string>;

  const p = PROJECT;
  await run(sql`insert into projects
      (name, slug, description, start_date, end_date, is_active, logo_url, settings, created_at)
    values (${p.name}, ${p.slug}, ${p.description}, ${p.start_date}, ${p.end_date}, 1, ${p.logo_url},
      ${JSON.stringify(p.settings)}, ${p.created_at})`);
  const o = OTHER_PROJECT;
  await run(sql`insert into projects (name, slug, is_active, created_at)
    values (${o.name}, ${o.slug}, 1, ${o.created_at})`);

  for (const [who, a] of Object.entries(ADMINS))
    await run(sql`insert into admins
        (username, password_hash, email, full_name, is_super_admin, is_active, created_at)
      values (${a.username}, ${hashes[who as keyof typeof ADMINS]}, ${a.email}, ${a.full_name},
        ${a.super}, 1, ${at(1, 8)})`);
  await run(sql`insert into admin_projects (admin_id, project_id, created_at)
    values (${ADMINS.kim.id}, ${PROJECT.id}, ${at(1, 9)})`);

  for (const [who, j] of Object.entries(JUDGES))
    await run(sql`insert into judges
        (project_id, username, password_hash, full_name, email, affiliation, specialty, created_at)
      values (${PROJECT.id}, ${j.username}, ${hashes[who as keyof typeof JUDGES]}, ${j.full_name},
        ${j.email}, ${j.affiliation}, ${j.specialty}, ${at(3, 10)})`);

  for (const [who, u] of Object.entries(PARTICIPANTS))
    await run(sql`insert into users (project_id, username, password_hash, email, full_name, created_at)
      values (${PROJECT.id}, ${u.username}, ${hashes[who as keyof typeof PARTICIPANTS]}, ${u.email},
        ${u.full_name}, ${at(10, 18)})`);

  for (const x of Object.values(POSTERS)) {
    await run(sql`insert into posters
        (project_id, title, author, affiliation, category, abstract, keywords, audio_file, order_number, created_at)
      values (${x.project_id}, ${x.title}, ${x.author}, ${x.affiliation}, ${x.category}, ${x.abstract},
        ${x.keywords}, ${x.audio_file}, ${x.order}, ${at(5, 9)})`);
    for (const [position, image] of x.images.entries())
      await run(sql`insert into poster_images (poster_id, url, position)
        values (${x.id}, ${image}, ${position})`);
  }
  // The uploaded image the first release stored (before derived sizes existed: migration 010).
  fs.mkdirSync(path.join(config.uploadsDir, 'legacy'), { recursive: true });
  fs.writeFileSync(path.join(config.uploadsDir, 'legacy', 'a-1.png'), png(640, 900));

  for (const c of Object.values(CRITERIA))
    await run(sql`insert into criteria
        (project_id, name, max_score, order_number, description, is_active, created_at)
      values (${PROJECT.id}, ${c.name}, ${c.max_score}, ${c.order_number}, null, ${c.is_active},
        ${at(4, 9)})`);

  for (const a of ASSIGNMENTS)
    await run(sql`insert into assignments (project_id, judge_id, poster_id, status, created_at)
      values (${PROJECT.id}, ${a.judge.id}, ${a.poster.id}, ${a.status}, ${at(12, 9)})`);

  for (const e of EVALUATIONS) {
    await run(sql`insert into evaluations (project_id, judge_id, poster_id, comment, created_at, updated_at)
      values (${PROJECT.id}, ${e.judge.id}, ${e.poster.id}, ${e.comment}, ${e.at}, ${e.at})`);
    const scored = ACTIVE.map((c, i) => [c.id, e.scores[i]!] as const);
    if (e.retired !== undefined) scored.push([CRITERIA.retired.id, e.retired]);
    for (const [criterionId, score] of scored)
      await run(sql`insert into evaluation_scores (evaluation_id, criterion_id, score)
        values (${e.id}, ${criterionId}, ${score})`);
  }

  await run(sql`insert into sessions (id, principal_type, principal_id, project_id, created_at, expires_at)
    values (${crypto.createHash('sha256').update(LEE_SESSION_TOKEN).digest('hex')}, 'judge', ${JUDGES.lee.id},
      ${PROJECT.id}, ${at(20, 9)}, '2099-01-01T00:00:00.000Z')`);
  await run(sql`insert into login_attempts (key, failures, reset_at)
    values ('judge:1:judge.han', 2, '2099-01-01T00:00:00.000Z')`);
}

/** Votes came with 008, on `users` (014 renames their column): kang voted for A and B, song for A. */
async function fillVotes() {
  const votes = [
    [PARTICIPANTS.kang, POSTERS.A],
    [PARTICIPANTS.kang, POSTERS.B],
    [PARTICIPANTS.song, POSTERS.A],
  ] as const;
  for (const [u, x] of votes)
    await run(sql`insert into votes (project_id, user_id, poster_id, created_at)
      values (${PROJECT.id}, ${u.id}, ${x.id}, ${at(21, 10)})`);
}

const totalsAfter003: Record<number, number> = {};

beforeAll(async () => {
  database = await step.open();
  await migrate(database, '001-initial');
  await fillInitialSchema();
  // 003 computed a stored total from the scores on the active criteria (004 dropped it again): read it there.
  await migrate(database, '003-evaluation-totals');
  const rows = await sql<{ id: number; total: number }>`select id, total from evaluations`.execute(
    database.db,
  );
  for (const r of rows.rows) totalsAfter003[r.id] = r.total;
  await migrate(database, '008-results-and-votes');
  await fillVotes();
  await migrate(database);
  app = await buildApp({ config, database });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await step.close();
});

// ---------------------------------------------------------------------------------------------------------------

const api = (p: string) => `/api/projects/${PROJECT.id}${p}`;

async function login(route: string, username: string, password: string): Promise<Client> {
  const res = await app.inject({ method: 'POST', url: route, payload: { username, password } });
  expect(res.statusCode, `${route} as ${username}: ${res.body}`).toBe(200);
  return clientFrom(app, res);
}
const asAdmin = () => login(api('/login'), ADMINS.kim.username, PASSWORDS.kim);
const asJudge = (j: keyof typeof JUDGES) => login(api('/judge/login'), JUDGES[j].username, PASSWORDS[j]);

async function get<T>(client: Client, route: string): Promise<T> {
  const res = await client.inject({ url: route });
  expect(res.statusCode, `${route}: ${res.body}`).toBe(200);
  return res.json<T>();
}

const evaluationOf = (judge: { id: number }, poster: { id: number }) =>
  EVALUATIONS.find((e) => e.judge.id === judge.id && e.poster.id === poster.id)!;
const scoresOf = (e: (typeof EVALUATIONS)[number]) =>
  ACTIVE.map((c, i) => ({ criterion_id: c.id, score: e.scores[i]! }));

describe('a conference stored by the first release, after every migration since', () => {
  it('reads the project by its slug, with its counts, open for judging; its settings for the super admin', async () => {
    const res = await app.inject({ url: `/api/projects/${PROJECT.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: PROJECT.id,
      name: PROJECT.name,
      slug: PROJECT.slug,
      description: PROJECT.description,
      start_date: PROJECT.start_date,
      end_date: PROJECT.end_date,
      is_active: true,
      logo_url: PROJECT.logo_url,
      created_at: PROJECT.created_at,
      users: 2,
      posters: 4,
      judges: 3,
      phase: 'open',
      judging_closes_at: null,
      // 030: every project stored before it is a Korean conference.
      time_zone: 'Asia/Seoul',
      version: 1,
    });
    const root = await login('/api/super-admin/login', ADMINS.root.username, PASSWORDS.root);
    const full = await get<{ settings: unknown }>(root, `/api/super-admin/projects/${PROJECT.id}`);
    expect(full.settings).toEqual(PROJECT.settings);
  });

  it('numbers the posters in the order the organiser had set, per project, and keeps every field', async () => {
    const admin = await asAdmin();
    const posters = await get<Record<string, unknown>[]>(admin, api('/posters'));
    const ours = [POSTERS.B, POSTERS.A, POSTERS.D, POSTERS.C];
    expect(posters).toEqual(
      ours.map((x) =>
        expect.objectContaining({
          id: x.id,
          project_id: PROJECT.id,
          number: x.number,
          title: x.title,
          author: x.author,
          affiliation: x.affiliation,
          category: x.category,
          abstract: x.abstract,
          keywords: x.keywords,
          audio_file: x.audio_file,
          order_number: x.order,
          board: null,
          image_urls: x.images,
          presenter_name: null,
          presenter_email: null,
          pages: [],
          created_at: at(5, 9),
          version: 1,
        }),
      ),
    );
    // The other project's posters are numbered within it, from 1.
    const root = await login(`/api/projects/${OTHER_PROJECT.id}/login`, ADMINS.root.username, PASSWORDS.root);
    const other = await get<{ id: number; number: number }[]>(
      root,
      `/api/projects/${OTHER_PROJECT.id}/posters`,
    );
    expect(other.map((x) => [x.id, x.number])).toEqual([
      [POSTERS.F.id, POSTERS.F.number],
      [POSTERS.E.id, POSTERS.E.number],
    ]);
  });

  it("derives the sizes of an image stored before sizes existed, as the server's start does", async () => {
    const admin = await asAdmin();
    const before = await get<{ images: { url: string; thumb_url: string }[] }>(
      admin,
      api(`/posters/${POSTERS.A.id}`),
    );
    // Until derived, the original stands in for its sizes.
    expect(before.images.map((i) => [i.url, i.thumb_url])).toEqual(POSTERS.A.images.map((u) => [u, u]));
    app.images.kick();
    await app.images.idle();
    const after = await get<{ image_urls: string[]; images: Record<string, unknown>[] }>(
      admin,
      api(`/posters/${POSTERS.A.id}`),
    );
    expect(after.image_urls).toEqual(POSTERS.A.images);
    expect(after.images[0]).toMatchObject({
      url: POSTERS.A.images[0],
      width: 640,
      height: 900,
      thumb_url: expect.stringMatching(/^\/uploads\/.+\.webp$/),
    });
    // An image on another site is named as it was.
    expect(after.images[1]).toMatchObject({ url: POSTERS.A.images[1], thumb_url: POSTERS.A.images[1] });
  });

  it('lists the judges with their contact and counts, and the criteria with their max scores', async () => {
    const admin = await asAdmin();
    const judges = await get<Record<string, unknown>[]>(admin, api('/judges'));
    const count = (j: { id: number }, status?: string) =>
      ASSIGNMENTS.filter((a) => a.judge.id === j.id && (!status || a.status === status)).length;
    expect(judges.sort((a, b) => Number(a.id) - Number(b.id))).toEqual(
      Object.values(JUDGES).map((j) =>
        expect.objectContaining({
          ...j,
          project_id: PROJECT.id,
          assigned_count: count(j),
          completed_count: count(j, 'completed'),
          created_at: at(3, 10),
          version: 1,
        }),
      ),
    );
    const criteria = await get<Record<string, unknown>[]>(admin, api('/evaluation-criteria'));
    expect(criteria).toEqual(
      Object.values(CRITERIA).map((c) => ({
        ...c,
        project_id: PROJECT.id,
        description: null,
        is_active: c.is_active === 1,
        version: 1,
      })),
    );
  });

  it('lists every assignment with its judge, poster and status', async () => {
    const admin = await asAdmin();
    const rows = await get<Record<string, unknown>[]>(admin, api('/assignments'));
    expect(rows.sort((a, b) => Number(a.id) - Number(b.id))).toEqual(
      ASSIGNMENTS.map((a) =>
        expect.objectContaining({
          id: a.id,
          judge_id: a.judge.id,
          judge_name: a.judge.full_name,
          poster_id: a.poster.id,
          poster_title: a.poster.title,
          poster_number: a.poster.number,
          status: a.status,
        }),
      ),
    );
  });

  it('gives each judge their posters and evaluations as they left them, totals on the active criteria', async () => {
    for (const who of ['lee', 'han', 'yoon'] as const) {
      const judge = JUDGES[who];
      const client = await asJudge(who);
      const mine = ASSIGNMENTS.filter((a) => a.judge.id === judge.id).sort(
        (a, b) => a.poster.number - b.poster.number,
      );
      const cards = await get<Record<string, unknown>[]>(client, api('/judge/posters'));
      expect(cards, who).toEqual(
        mine.map((a) =>
          expect.objectContaining({
            assignment_id: a.id,
            poster_id: a.poster.id,
            poster_number: a.poster.number,
            title: a.poster.title,
            author: a.poster.author,
            evaluated: a.status === 'completed',
          }),
        ),
      );
      const done = mine.filter((a) => a.status === 'completed').length;
      expect(await get(client, api('/judge/progress')), who).toEqual({
        completed: done,
        total_assigned: mine.length,
        progress_percentage: Math.round((done / mine.length) * 1000) / 10,
      });
      for (const a of mine) {
        const view = await get<{ evaluation: unknown; criteria: { id: number }[] }>(
          client,
          api(`/judge/posters/${a.poster.id}`),
        );
        expect(view.criteria.map((c) => c.id)).toEqual(ACTIVE.map((c) => c.id));
        const e = evaluationOf(judge, a.poster);
        expect(view.evaluation, `${who} on ${a.poster.title}`).toEqual(
          a.status === 'completed'
            ? {
                id: e.id,
                poster_id: a.poster.id,
                judge_id: judge.id,
                scores: scoresOf(e),
                comment: e.comment,
                total: e.total,
                created_at: e.at,
                updated_at: e.at,
              }
            : null,
        );
      }
    }
  });

  it('keeps a judge signed in across the upgrade', async () => {
    const res = await app.inject({ url: '/api/auth/me', headers: { cookie: `sid=${LEE_SESSION_TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: JUDGES.lee.username });
  });

  it("gives the organiser every judge's scores and comment, and statistics counted from them", async () => {
    const admin = await asAdmin();
    const rows = await get<Record<string, unknown>[]>(admin, api('/results/evaluations'));
    expect(rows).toHaveLength(EVALUATIONS.length);
    for (const e of EVALUATIONS)
      expect(rows).toContainEqual({
        poster_id: e.poster.id,
        judge_id: e.judge.id,
        judge_name: e.judge.full_name,
        total: e.total,
        scores: scoresOf(e),
        comment: e.comment,
        updated_at: e.at,
      });
    expect(await get(admin, api('/statistics'))).toEqual({
      total_posters: 4,
      total_judges: 3,
      total_assignments: 8,
      completed_assignments: 5,
      total_users: 2,
      total_evaluations: 5,
      progress_percentage: 62.5,
    });
  });

  it('ranks the results from the kept scores: averages, spread, per-criterion averages', async () => {
    const admin = await asAdmin();
    const rows = await get<Record<string, unknown>[]>(admin, api('/results'));
    // A: 21 and 22 (the retired criterion's 7 and 2 never count); B: 16 and 16; D: 13; C has none.
    expect(rows).toEqual([
      expect.objectContaining({
        rank: 1,
        rank_raw: 1,
        poster_id: POSTERS.A.id,
        poster_number: POSTERS.A.number,
        title: POSTERS.A.title,
        author: POSTERS.A.author,
        category: POSTERS.A.category,
        average_score: 21.5,
        evaluation_count: 2,
        planned_count: 3,
        std_dev: 0.5,
        min_total: 21,
        max_total: 22,
        flags: ['FEW_EVALUATIONS'],
        criteria: [
          { criterion_id: CRITERIA.method.id, name: CRITERIA.method.name, max_score: 10, average: 8.5 },
          { criterion_id: CRITERIA.novelty.id, name: CRITERIA.novelty.name, max_score: 10, average: 8.5 },
          { criterion_id: CRITERIA.talk.id, name: CRITERIA.talk.name, max_score: 5, average: 4.5 },
        ],
      }),
      expect.objectContaining({
        rank: 2,
        poster_id: POSTERS.B.id,
        average_score: 16,
        evaluation_count: 2,
        planned_count: 2,
        std_dev: 0,
        flags: [],
      }),
      expect.objectContaining({
        rank: 3,
        poster_id: POSTERS.D.id,
        average_score: 13,
        evaluation_count: 1,
        planned_count: 1,
        flags: [],
      }),
    ]);
  });

  it("keeps the participants' votes under their new name", async () => {
    const admin = await asAdmin();
    const rows = await get<Record<string, unknown>[]>(admin, api('/results/peoples-choice'));
    expect(rows.filter((r) => Number(r.votes) > 0)).toEqual([
      { poster_id: POSTERS.A.id, poster_number: POSTERS.A.number, title: POSTERS.A.title, votes: 2, rank: 1 },
      { poster_id: POSTERS.B.id, poster_number: POSTERS.B.number, title: POSTERS.B.title, votes: 1, rank: 2 },
    ]);
  });

  it('lists the participants, who log in with the passwords they had and see their votes', async () => {
    const admin = await asAdmin();
    const list = await get<Record<string, unknown>[]>(admin, api('/users'));
    expect(list.sort((a, b) => Number(a.id) - Number(b.id))).toEqual(
      Object.values(PARTICIPANTS).map((u) => ({ ...u, project_id: PROJECT.id, created_at: at(10, 18) })),
    );
    const kang = await login(api('/users/login'), PARTICIPANTS.kang.username, PASSWORDS.kang);
    const mine = await get<{ poster_ids: number[] }>(kang, api('/peoples-choice/me'));
    expect(mine.poster_ids.sort()).toEqual([POSTERS.A.id, POSTERS.B.id].sort());
    await login(api('/users/login'), PARTICIPANTS.song.username, PASSWORDS.song);
  });

  it('lets the admins log in with their passwords, and refuses a wrong one', async () => {
    const root = await login('/api/super-admin/login', ADMINS.root.username, PASSWORDS.root);
    const admins = await get<Record<string, unknown>[]>(root, '/api/super-admin/admins');
    expect(admins).toContainEqual(
      expect.objectContaining({
        id: ADMINS.kim.id,
        username: ADMINS.kim.username,
        email: ADMINS.kim.email,
        full_name: ADMINS.kim.full_name,
        is_super_admin: false,
        is_active: true,
        assigned_projects: [expect.objectContaining({ id: PROJECT.id })],
      }),
    );
    // The project admin's mixed-case name is kept as typed (013 only indexed it) and logs in as it is.
    await login(api('/login'), ADMINS.kim.username, PASSWORDS.kim);
    const wrong = await app.inject({
      method: 'POST',
      url: api('/login'),
      payload: { username: ADMINS.kim.username, password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('adds new records after the kept ones (ids and numbers go on from the old rows)', async () => {
    const admin = await asAdmin();
    const res = await admin.inject({
      method: 'POST',
      url: api('/judges'),
      payload: {
        username: 'judge.new',
        password: 'new-judge-pw-1',
        full_name: '신규 심사위원',
        email: 'new@example.kr',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ id: JUDGES.yoon.id + 1 });
  });

  it('kept the totals 003 computed on the active criteria, before 004 went back to computing them on read', () => {
    expect(totalsAfter003).toEqual(Object.fromEntries(EVALUATIONS.map((e) => [e.id, e.total])));
  });

  it('starts the login throttle afresh (005 made its table anew: minutes of history, dropped by design)', async () => {
    const rows = await sql`select key from login_attempts where key = 'judge:1:judge.han'`.execute(
      database.db,
    );
    expect(rows.rows).toEqual([]);
  });
});

describe('migrations stay frozen (see the top of this file)', () => {
  const folder = import.meta.dirname;
  const files = fs.readdirSync(folder).filter((f) => /^\d{3}-.+\.ts$/.test(f) && !f.includes('.test.'));
  const sha256 = (file: string) =>
    crypto
      .createHash('sha256')
      .update(fs.readFileSync(path.join(folder, file), 'utf8').replace(/\r\n/g, '\n'))
      .digest('hex');

  it.each(Object.keys(FROZEN))('%s is as it was released', (file) => {
    expect(fs.existsSync(path.join(folder, file)), `${file} was removed or renamed`).toBe(true);
    expect(sha256(file), `${file} changed after its release: put the change in a new migration instead`).toBe(
      FROZEN[file],
    );
  });

  it('takes a new migration only after the released ones (none slipped into a gap such as 011)', () => {
    const last = Object.keys(FROZEN).sort().at(-1)!;
    const slipped = files.filter((f) => !(f in FROZEN) && f < last);
    expect(slipped, 'a migration numbered before the last released one').toEqual([]);
  });
});
