/**
 * A demo conference on an empty site (`DEMO=1`, `npm run demo`): what a newcomer opens to see what the product
 * does. It is made through the HTTP API, in process, as an organiser, judges and participants would make it (the
 * same routes, checks and jobs): 40 posters in Korean and English with a generated picture each, 8 judges, 4
 * criteria, an automatic plan of 2 judges a poster, judging open with about 60% of the evaluations in, and the
 * people's choice vote open with some votes cast (docs/decisions/048-demo-conference.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import * as XLSX from '@e965/xlsx';
import { SESSION_COOKIE } from '@server/http/session-cookie';
import { startSession } from '@server/modules/auth/session.service';

export const DEMO_SLUG = 'demo-2026';
/** Every demo judge's and participant's password (printed at the start; a demo is not a conference). */
export const DEMO_PASSWORD = 'demo-2026!';

type Topic = { category: string; titles: string[]; keywords: string };

const TOPICS: Topic[] = [
  {
    category: '생명정보',
    keywords: '단백질; 딥러닝; 구조 예측',
    titles: [
      '딥러닝 기반 단백질 구조 예측의 정확도 향상',
      'Single-cell RNA-seq clustering with graph neural networks',
      '장내 미생물 군집과 수면의 관계',
      'Protein language models for enzyme function annotation',
      '유전체 변이 해석을 위한 설명 가능한 모델',
    ],
  },
  {
    category: '환경',
    keywords: '기후; 해양; 관측',
    titles: [
      '해양 미세플라스틱 분포의 계절 변화',
      'Urban heat islands observed from small satellites',
      '도시 하천의 수질 회복과 생물 다양성',
      'Soil carbon under changing rainfall in the Korean peninsula',
      '미세먼지 농도와 호흡기 질환 입원의 관계',
    ],
  },
  {
    category: '의학',
    keywords: '임상; 영상; 진단',
    titles: [
      '흉부 X선 영상의 폐결절 자동 검출',
      'Wearable ECG for early detection of atrial fibrillation',
      '당뇨병 환자의 혈당 예측을 위한 연속 측정 자료 분석',
      'Drug repurposing for rare diseases from clinical records',
      '노인 근감소증의 조기 선별 지표',
    ],
  },
  {
    category: '화학',
    keywords: '촉매; 배터리; 소재',
    titles: [
      '리튬 금속 전지의 덴드라이트 억제 전해질',
      'Single-atom catalysts for green hydrogen',
      '페로브스카이트 태양전지의 수분 안정성 개선',
      'Recyclable polymers from biomass feedstocks',
      '이산화탄소 전환을 위한 구리 촉매 표면 설계',
    ],
  },
];
/** Two of each, so 40 posters: the titles again with a second author group, "(후속 연구)" / "(follow-up)". */
const AUTHORS = [
  '김하늘',
  'Lee Min-jun',
  '박서연',
  'Choi Ji-woo',
  '정다은',
  'Kang Hyun',
  '윤지호',
  'Han Soo-ah',
];
const AFFILIATIONS = ['서울대학교', 'KAIST', '연세대학교', 'POSTECH', '고려대학교', 'UNIST'];
const PALETTE = ['#1d4ed8', '#047857', '#b45309', '#7c3aed', '#be123c', '#0e7490'];

const JUDGES = [
  ['최심사', 'Biology'],
  ['Dr. Emily Park', 'Environmental science'],
  ['이교수', 'Medicine'],
  ['Prof. Daniel Kim', 'Chemistry'],
  ['한연구', 'Bioinformatics'],
  ['Dr. Sarah Cho', 'Medicine'],
  ['오박사', 'Chemistry'],
  ['Prof. Minho Lee', 'Environmental science'],
] as const;

const CRITERIA = [
  ['연구의 독창성', 10],
  ['방법의 타당성', 10],
  ['결과의 명확성', 10],
  ['발표 완성도', 5],
] as const;

const COMMENTS = [
  '문제 정의가 분명하고 결과가 설득력 있습니다.',
  'Clear figures; the method section could say more about the baselines.',
  '후속 실험 계획이 구체적이면 좋겠습니다.',
  'A careful study with a convincing validation set.',
];

class DemoFailed extends Error {}

/** A generated poster picture (A-series portrait): coloured panels and bars, no text to need a font. */
function posterPicture(n: number): Promise<Buffer> {
  const colour = PALETTE[n % PALETTE.length]!;
  const bars = Array.from({ length: 6 }, (_, i) => {
    const h = 60 + ((n * 37 + i * 53) % 220);
    return `<rect x="${120 + i * 90}" y="${1180 - h}" width="60" height="${h}" fill="${colour}" opacity="0.8"/>`;
  }).join('');
  const dots = Array.from({ length: 24 }, (_, i) => {
    const x = 560 + ((n * 13 + i * 41) % 260);
    const y = 480 + ((n * 29 + i * 67) % 300);
    return `<circle cx="${x}" cy="${y}" r="9" fill="${colour}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1273" viewBox="0 0 900 1273">
    <rect width="900" height="1273" fill="#f8fafc"/>
    <rect width="900" height="190" fill="${colour}"/>
    <rect x="60" y="60" width="560" height="34" rx="6" fill="#ffffff" opacity="0.9"/>
    <rect x="60" y="116" width="380" height="22" rx="6" fill="#ffffff" opacity="0.6"/>
    <rect x="60" y="240" width="360" height="500" rx="12" fill="#e2e8f0"/>
    <rect x="460" y="240" width="380" height="560" rx="12" fill="#ffffff" stroke="#cbd5e1" stroke-width="3"/>
    ${dots}
    ${Array.from({ length: 9 }, (_, i) => `<rect x="90" y="${280 + i * 48}" width="${300 - ((i * 37) % 120)}" height="16" rx="4" fill="#94a3b8"/>`).join('')}
    <rect x="60" y="840" width="780" height="380" rx="12" fill="#ffffff" stroke="#cbd5e1" stroke-width="3"/>
    ${bars}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

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
    for (const k of [0, 1, 2]) {
      await call('PUT', `${base}/posters/${posterIds[(v * 7 + k * 11) % posterIds.length]}/vote`, cookie);
      votes += 1;
    }
  }
  return { slug: DEMO_SLUG, posters: posterIds.length, judges: judges.length, evaluations, votes };
}
