/**
 * A demo conference on an empty site (`DEMO=1`, `npm run demo`): what a newcomer opens to see what the product
 * does. It is made through the HTTP API, in process, as an organiser, judges and participants would make it (the
 * same routes, checks and jobs): 40 posters in Korean and English with a generated picture each, 8 judges, 4
 * criteria, two poster sessions, an automatic plan of 2 judges a poster, judging open with about 60% of the
 * evaluations in, the people's choice vote open with some votes cast, presenters at their boards, visitors'
 * favourites and a question (docs/decisions/048-demo-conference.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as XLSX from '@e965/xlsx';
import { SESSION_COOKIE } from '@server/http/session-cookie';
import { startSession } from '@server/modules/auth/session.service';
import { AFFILIATIONS, AUTHORS, COMMENTS, CRITERIA, JUDGES, TOPICS, posterPicture } from './demo-content';

export const DEMO_SLUG = 'demo-2026';
/** Every demo judge's and participant's password (printed at the start; a demo is not a conference). */
export const DEMO_PASSWORD = 'demo-2026!';

class DemoFailed extends Error {}

export type DemoSummary = {
  slug: string;
  posters: number;
  judges: number;
  evaluations: number;
  votes: number;
};

/**
 * Makes the demo conference when the site has no project yet; answers null when it has one (a demo never
 * writes into a site in use).
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
  const organiser = `${SESSION_COOKIE}=${session.token}`;
  const call = async <T>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    cookie: string,
    body?: object | Buffer,
    headers: Record<string, string> = {},
  ): Promise<T> => {
    const res = await app.inject({
      method,
      url,
      headers: { cookie, ...headers },
      ...(Buffer.isBuffer(body) ? { body } : body === undefined ? {} : { payload: body }),
    });
    if (res.statusCode >= 400) throw new DemoFailed(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return (res.body ? res.json() : undefined) as T;
  };
  const loginCookie = (setCookie: string | string[] | undefined) =>
    String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0]!;

  const today = new Date().toISOString().slice(0, 10);
  const { id: projectId } = await call<{ id: number }>('POST', '/api/super-admin/projects', organiser, {
    name: '2026 생명과학 추계 학술대회 · Life Sciences Fall Meeting',
    slug: DEMO_SLUG,
    description:
      '데모 학술대회입니다. 포스터를 둘러보고, 심사위원으로 심사하고, 투표해 보세요. ' +
      'A demo conference: browse the posters, judge them, vote.',
    start_date: today,
    end_date: today,
  });
  const base = `/api/projects/${projectId}`;
  // A demo shows everything for as long as it runs: its posters stay online after its one day, readable by their
  // link and downloadable (a real conference starts with all of this off, decision 055).
  await call('PUT', `${base}/submission-settings`, organiser, {
    online_after_end: true,
    public_links: true,
    allow_download: true,
  });

  // The posters, from a spreadsheet as an organiser imports them, each with its generated picture.
  const dir = path.join(app.config.uploadsDir, 'demo');
  fs.mkdirSync(dir, { recursive: true });
  const rows: unknown[][] = [
    ['number', 'board', 'title', 'author', 'affiliation', 'category', 'abstract', 'keywords', 'image_urls'],
  ];
  let n = 0;
  for (const round of [0, 1])
    for (const topic of TOPICS)
      for (const title of topic.titles) {
        n += 1;
        const file = `poster-${String(n).padStart(2, '0')}.png`;
        fs.writeFileSync(path.join(dir, file), await posterPicture(n));
        const korean = /[가-힣]/.test(title);
        rows.push([
          n,
          `${String.fromCharCode(65 + Math.floor((n - 1) / 10))}-${String(((n - 1) % 10) + 1).padStart(2, '0')}`,
          round === 0 ? title : `${title} ${korean ? '(후속 연구)' : '(follow-up)'}`,
          `${AUTHORS[(n * 3) % AUTHORS.length]}, ${AUTHORS[(n * 5 + 1) % AUTHORS.length]}`,
          AFFILIATIONS[n % AFFILIATIONS.length],
          topic.category,
          korean
            ? `${title}에 관한 연구입니다. 자료와 방법, 주요 결과와 한계를 포스터에 정리했습니다.`
            : `We study ${title.toLowerCase()}. The poster shows the data, the method, the main results and their limits.`,
          topic.keywords,
          `/uploads/demo/${file}`,
        ]);
      }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Posters');
  const xlsx = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  const boundary = `demo${Date.now()}`;
  const form = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="posters.xlsx"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    xlsx,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  await call('POST', `${base}/posters/upload-excel`, organiser, form, {
    'content-type': `multipart/form-data; boundary=${boundary}`,
  });

  // The hall: two poster sessions of the day, the first twenty posters in the morning, the rest after lunch.
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

  for (const [i, [name, max_score]] of CRITERIA.entries())
    await call('POST', `${base}/evaluation-criteria`, organiser, { name, max_score, order_number: i + 1 });
  const criteria = await call<{ id: number; max_score: number }[]>(
    'GET',
    `${base}/evaluation-criteria`,
    organiser,
  );

  const judges: { id: number; username: string }[] = [];
  for (const [i, [full_name, specialty]] of JUDGES.entries()) {
    const username = `judge${i + 1}`;
    const judge = await call<{ id: number }>('POST', `${base}/judges`, organiser, {
      username,
      password: DEMO_PASSWORD,
      full_name,
      email: `${username}@demo.example.org`,
      affiliation: AFFILIATIONS[i % AFFILIATIONS.length],
      specialty,
    });
    judges.push({ id: judge.id, username });
  }
  await call('POST', `${base}/assignments/plan`, organiser, { judges_per_poster: 2, apply: true });
  await call('PUT', `${base}/phase`, organiser, { phase: 'open' });

  // The judges score about 60% of what they were given, as a morning of judging leaves it.
  let evaluations = 0;
  for (const [j, judge] of judges.entries()) {
    const login = await app.inject({
      method: 'POST',
      url: `${base}/judge/login`,
      payload: { username: judge.username, password: DEMO_PASSWORD },
    });
    if (login.statusCode !== 200) throw new DemoFailed(`judge login: ${login.statusCode} ${login.body}`);
    const cookie = loginCookie(login.headers['set-cookie']);
    const posters = await call<{ poster_id: number }[]>('GET', `${base}/judge/posters`, cookie);
    for (const [k, p] of posters.entries()) {
      if ((k + j) % 5 >= 3) continue;
      await call('PUT', `${base}/judge/posters/${p.poster_id}/evaluation`, cookie, {
        scores: criteria.map((c, ci) => ({
          criterion_id: c.id,
          score: Math.max(1, c.max_score - ((p.poster_id * 7 + ci * 3 + j) % Math.ceil(c.max_score / 2))),
        })),
        comment: COMMENTS[(p.poster_id + j) % COMMENTS.length]!,
      });
      evaluations += 1;
    }
  }

  // The people's choice: open, three votes each, five visitors who voted.
  await call('PUT', `${base}/results/settings`, organiser, {
    peoples_choice: { enabled: true, votes_per_participant: 3 },
  });
  const posterIds = (await call<{ id: number }[]>('GET', `${base}/posters`, organiser)).map((p) => p.id);
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
    const login = await app.inject({
      method: 'POST',
      url: `${base}/users/login`,
      payload: { username, password: DEMO_PASSWORD },
    });
    const cookie = loginCookie(login.headers['set-cookie']);
    visitors.push(cookie);
    for (const k of [0, 1, 2]) {
      await call('PUT', `${base}/posters/${posterIds[(v * 7 + k * 11) % posterIds.length]}/vote`, cookie);
      votes += 1;
    }
  }
  // Presenters at their boards: four of the morning's are there, one stepped away (by their personal links).
  for (const [k, state] of ['present', 'present', 'present', 'present', 'away'].entries()) {
    const link = await call<{ url: string }>(
      'POST',
      `${base}/posters/${posterIds[k]}/presenter-link`,
      organiser,
    );
    const token = new URL(link.url, 'http://demo').pathname.split('/').pop()!;
    const access = await app.inject({ method: 'POST', url: `${base}/presenter/access`, payload: { token } });
    if (access.statusCode !== 200)
      throw new DemoFailed(`presenter access: ${access.statusCode} ${access.body}`);
    await call('PUT', `${base}/presenter/presence`, loginCookie(access.headers['set-cookie']), { state });
  }
  // The visitors keep favourites, and one asks the first poster's presenter a question for everyone to read.
  for (const [v, cookie] of visitors.entries())
    for (const k of [0, 3, 5])
      await call('PUT', `${base}/posters/${posterIds[(v + k) * 2]}/favorite`, cookie);
  await call('POST', `${base}/posters/${posterIds[0]}/questions`, visitors[0]!, {
    text: '표본 수를 늘리면 결과가 달라질까요? Would a larger sample change the result?',
    public: true,
  });
  return { slug: DEMO_SLUG, posters: posterIds.length, judges: judges.length, evaluations, votes };
}
