import path from 'node:path';
import type { Kysely } from 'kysely';
import { migrate, openDatabase } from '../src/server/db/database';
import type { DB } from '../src/server/db/schema';
import { hashPassword } from '../src/server/modules/auth/password';
import { SESSION_COOKIE } from '../src/server/http/session-cookie';
import { startSession } from '../src/server/modules/auth/session.service';

/**
 * Seeds a fresh SQLite database straight through Kysely in batches (one password hash, reused), for the
 * organiser's figures (the judges' figures come from the judging-day replay, through the API):
 * - a conference of 2,000 posters, 400 judges, 10 criteria, 5 judges per poster, every evaluation stored;
 * - an empty conference, for the import.
 * The admin session is a row with a known token, so the bench can send its cookie.
 */
export type Seeded = {
  results: { id: number };
  importTarget: { id: number };
  adminCookie: string;
};

async function chunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

async function adminSession(db: Kysely<DB>, id: number): Promise<string> {
  const session = await startSession(db, { kind: 'admin', id, projectId: null }, 12 * 3600_000);
  return `${SESSION_COOKIE}=${session.token}`;
}

/** A conference row: active, no description, logo or settings. */
export function insertProject(
  db: Kysely<DB>,
  v: { name: string; slug: string; start: string | null; end: string | null },
) {
  return db
    .insertInto('projects')
    .values({
      name: v.name,
      slug: v.slug,
      description: null,
      start_date: v.start,
      end_date: v.end,
      is_active: 1,
      logo_url: null,
      settings: null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

async function conference(
  db: Kysely<DB>,
  opts: {
    slug: string;
    posters: number;
    judges: number;
    criteria: number;
    perPoster: number;
    evaluate: boolean;
    hash: string;
  },
) {
  const now = new Date().toISOString();
  const project = await insertProject(db, {
    name: `Bench ${opts.slug}`,
    slug: opts.slug,
    start: '2099-05-01',
    end: '2099-05-03',
  });
  const pid = project.id;
  const posterRows = Array.from({ length: opts.posters }, (_, i) => ({
    project_id: pid,
    title: `Poster ${i}: learning representations of conference posters`,
    author: `Author ${i}`,
    affiliation: 'Seoul National University',
    category: ['AI', 'Biology', 'Physics', 'Chemistry'][i % 4]!,
    abstract: 'An abstract of a few sentences about the work shown on this poster. '.repeat(4),
    keywords: 'posters; judging',
    audio_file: null,
    order_number: i + 1,
    number: i + 1,
    created_at: now,
  }));
  const posters: number[] = [];
  await chunked(posterRows, 500, async (c) =>
    posters.push(...(await db.insertInto('posters').values(c).returning('id').execute()).map((r) => r.id)),
  );
  const judgeRows = Array.from({ length: opts.judges }, (_, i) => ({
    project_id: pid,
    username: `judge${i}`,
    password_hash: opts.hash,
    full_name: `Judge ${i}`,
    email: `judge${i}@${opts.slug}.example.org`,
    affiliation: 'KAIST',
    specialty: 'AI',
    created_at: now,
  }));
  const judges: number[] = [];
  await chunked(judgeRows, 500, async (c) =>
    judges.push(...(await db.insertInto('judges').values(c).returning('id').execute()).map((r) => r.id)),
  );
  const criteria = (
    await db
      .insertInto('criteria')
      .values(
        Array.from({ length: opts.criteria }, (_, i) => ({
          project_id: pid,
          name: `Criterion ${i + 1}`,
          max_score: 10,
          order_number: i + 1,
          description: null,
          is_active: 1,
          created_at: now,
        })),
      )
      .returning('id')
      .execute()
  ).map((r) => r.id);

  // Judge j takes posters j*k .. so that every poster gets perPoster distinct judges.
  const pairs: { judge_id: number; poster_id: number }[] = [];
  const perJudge = (opts.posters * opts.perPoster) / opts.judges;
  for (let j = 0; j < opts.judges; j++) {
    for (let k = 0; k < perJudge; k++)
      pairs.push({ judge_id: judges[j]!, poster_id: posters[(j * perJudge + k) % opts.posters]! });
  }
  const status = opts.evaluate ? 'completed' : 'pending';
  await chunked(pairs, 1000, (c) =>
    db
      .insertInto('assignments')
      .values(c.map((p) => ({ ...p, project_id: pid, status, created_at: now })))
      .execute(),
  );
  if (opts.evaluate) {
    const evals: number[] = [];
    await chunked(pairs, 1000, async (c) =>
      evals.push(
        ...(
          await db
            .insertInto('evaluations')
            .values(
              c.map((p) => ({
                ...p,
                project_id: pid,
                comment: 'Solid work with a clear poster.',
                created_at: now,
                updated_at: now,
              })),
            )
            .returning('id')
            .execute()
        ).map((r) => r.id),
      ),
    );
    const scores = evals.flatMap((evaluation_id, i) =>
      criteria.map((criterion_id, k) => ({ evaluation_id, criterion_id, score: (i * 7 + k * 3) % 11 })),
    );
    await chunked(scores, 3000, (c) => db.insertInto('evaluation_scores').values(c).execute());
  }
  return { id: pid, posters, judges, criteria, pairs };
}

export async function seed(dataDir: string): Promise<Seeded> {
  const database = openDatabase({ sqlitePath: path.join(dataDir, 'app.db') });
  await migrate(database);
  const db = database.db;
  const hash = await hashPassword('bench-password');
  const out = await db.transaction().execute(async (trx) => {
    const results = await conference(trx, {
      slug: 'bench-results',
      posters: 2000,
      judges: 400,
      criteria: 10,
      perPoster: 5,
      evaluate: true,
      hash,
    });
    const now = new Date().toISOString();
    const target = await insertProject(trx, {
      name: 'Bench import',
      slug: 'bench-import',
      start: null,
      end: null,
    });
    const admin = await trx
      .insertInto('admins')
      .values({
        username: 'bench-admin',
        password_hash: hash,
        email: 'bench@example.org',
        full_name: 'Bench',
        is_super_admin: 1,
        is_active: 1,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      results: { id: results.id },
      importTarget: { id: target.id },
      adminCookie: await adminSession(trx, admin.id),
    };
  });
  await database.close();
  return out;
}
