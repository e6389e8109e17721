import { BENCH_DAYS, Client, inPool, superAdminProject } from './client';
import { judgePassword, judgeUsername, judgeWorkbook, posterWorkbook, xlsxForm } from './workbooks';

/**
 * The morning of judging day, through the real HTTP API only: the super admin logs in, creates the project and
 * its organiser account; the organiser logs in, imports 400 posters and 200 judges from .xlsx files, creates 5
 * criteria and 2,000 assignments (5 judges per poster, 10 posters per judge).
 */
export const POSTERS = 400;
export const JUDGES = 200;
export const PER_JUDGE = 10;
const MAX_SCORES = [10, 20, 5, 15, 10];

export type Conference = {
  projectId: number;
  criteria: { id: number; max_score: number }[];
  judges: { username: string; password: string; posters: number[] }[];
  /** The organiser's session cookie, good on every instance of the same database. */
  adminCookie: string;
};

type Created = { id: number };

export async function setUpConference(base: string, tag: string): Promise<Conference> {
  const { admin: sup, pid } = await superAdminProject(base, 'super admin', {
    name: `Judging day (${tag})`,
    slug: `judging-day-${tag}`,
    ...BENCH_DAYS,
  });
  const organiser = { username: 'organiser', password: 'organiser-password' };
  const admin = await sup.must<Created>('POST', '/api/super-admin/admins', {
    ...organiser,
    email: 'organiser@example.org',
    full_name: 'Organiser',
  });
  await sup.must('POST', `/api/super-admin/projects/${pid}/admins`, { admin_id: admin.id });

  const org = new Client([base], 'organiser');
  await org.must('POST', `/api/projects/${pid}/login`, organiser);
  const posterImport = await org.must<{ details: { posters_created: number; errors: string[] } }>(
    'POST',
    `/api/projects/${pid}/posters/upload-excel`,
    xlsxForm('posters.xlsx', posterWorkbook(POSTERS)),
  );
  if (posterImport.details.posters_created !== POSTERS)
    throw new Error(
      `poster import created ${posterImport.details.posters_created}: ${posterImport.details.errors.join('; ')}`,
    );
  const judgeImport = await org.must<{ created_count: number; errors: string[] }>(
    'POST',
    `/api/projects/${pid}/judges/upload-excel`,
    xlsxForm('judges.xlsx', judgeWorkbook(JUDGES)),
  );
  if (judgeImport.created_count !== JUDGES)
    throw new Error(`judge import created ${judgeImport.created_count}: ${judgeImport.errors.join('; ')}`);

  const criteria: Conference['criteria'] = [];
  for (const [i, max_score] of MAX_SCORES.entries()) {
    const c = await org.must<Created>('POST', `/api/projects/${pid}/evaluation-criteria`, {
      name: `Criterion ${i + 1}`,
      max_score,
      order_number: i + 1,
    });
    criteria.push({ id: c.id, max_score });
  }

  // A new project starts in setup; judges submit once judging is open (docs/decisions/020-judging-day.md).
  await org.must('PUT', `/api/projects/${pid}/phase`, { phase: 'open' });

  const posters = (
    await org.must<{ id: number; order_number: number }[]>('GET', `/api/projects/${pid}/posters`)
  )
    .sort((a, b) => a.order_number - b.order_number)
    .map((p) => p.id);
  const judgeRows = await org.must<{ id: number; username: string }[]>('GET', `/api/projects/${pid}/judges`);
  const judgeId = new Map(judgeRows.map((j) => [j.username, j.id]));
  if (posters.length !== POSTERS || judgeId.size !== JUDGES)
    throw new Error(`the project lists ${posters.length} posters and ${judgeId.size} judges`);

  // Judge j takes posters 10j .. 10j+9 (mod 400): poster p gets judges p/10 + 40m for m = 0..4, all distinct.
  const judges = Array.from({ length: JUDGES }, (_, j) => ({
    username: judgeUsername(j),
    password: judgePassword(j),
    posters: Array.from({ length: PER_JUDGE }, (_, k) => posters[(j * PER_JUDGE + k) % POSTERS]!),
  }));
  const pairs = judges.flatMap((j) =>
    j.posters.map((poster_id) => ({ judge_id: judgeId.get(j.username)!, poster_id })),
  );
  await inPool(pairs, 8, async (pair) => {
    await org.must('POST', `/api/projects/${pid}/assignments`, pair);
  });
  return { projectId: pid, criteria, judges, adminCookie: org.cookie };
}
