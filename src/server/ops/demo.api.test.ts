import { beforeAll, describe, expect, it } from 'vitest';
import * as fx from '@server/test/fixture-rows';
import { anonymousOf, useTestApp } from '@server/test/test-app';
import { createDemo, DEMO_PASSWORD, DEMO_SLUG, type DemoSummary } from './demo';

/**
 * The demo conference, made on an empty site through the API, read back as the people it is for would read it:
 * a visitor's public list, the organiser's posters, statistics and people's choice, a judge's list after a login
 * with the printed password.
 */
const t = useTestApp();
let made: DemoSummary | null;
let projectId: number;

beforeAll(async () => {
  await fx.makeAdmin(t.db, { superAdmin: true });
  made = await createDemo(t.app);
  projectId = (await t.db.selectFrom('projects').select('id').executeTakeFirstOrThrow()).id;
}, 600_000);

describe('the demo conference', () => {
  it('is on the public list, in Korean and English', async () => {
    const res = await anonymousOf(t).inject({ method: 'GET', url: '/api/projects' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { slug: string; name: string }[];
    expect(list.map((p) => p.slug)).toEqual([DEMO_SLUG]);
    expect(list[0]!.name).toContain('학술대회');
    expect(list[0]!.name).toContain('Life Sciences');
  });

  it('has 40 posters with their pictures, 8 judges, 4 criteria, and two judges a poster', async () => {
    expect(made).toMatchObject({ slug: DEMO_SLUG, posters: 40, judges: 8 });
    const admin = await fx.adminClient(t.app, { projectIds: [projectId] });
    const posters = (
      await admin.inject({ method: 'GET', url: `/api/projects/${projectId}/posters` })
    ).json() as { title: string; images: { url: string }[]; number: number }[];
    expect(posters).toHaveLength(40);
    expect(posters.every((p) => p.images.length === 1 && p.images[0]!.url.startsWith('/uploads/demo/'))).toBe(
      true,
    );
    expect(posters.some((p) => /[가-힣]/.test(p.title))).toBe(true);
    expect(posters.some((p) => /^[A-Z][a-z]/.test(p.title))).toBe(true);
    const picture = await t.app.inject({ method: 'GET', url: posters[0]!.images[0]!.url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    const stats = (
      await admin.inject({ method: 'GET', url: `/api/projects/${projectId}/statistics` })
    ).json() as {
      total_posters: number;
      total_judges: number;
      total_assignments: number;
      completed_assignments: number;
    };
    expect(stats).toMatchObject({ total_posters: 40, total_judges: 8, total_assignments: 80 });
    // A morning of judging: more than half in, not all.
    expect(stats.completed_assignments).toBe(made!.evaluations);
    expect(stats.completed_assignments).toBeGreaterThan(40);
    expect(stats.completed_assignments).toBeLessThan(80);
    const choice = (
      await admin.inject({ method: 'GET', url: `/api/projects/${projectId}/results/peoples-choice` })
    ).json() as { votes: number }[];
    expect(choice.reduce((sum, p) => sum + p.votes, 0)).toBe(made!.votes);
    expect(made!.votes).toBe(15);
  });

  it('lets a judge sign in with the printed password and find the assigned posters', async () => {
    const login = await anonymousOf(t).inject({
      method: 'POST',
      url: `/api/projects/${projectId}/judge/login`,
      payload: { username: 'judge1', password: DEMO_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/judge/posters`,
      headers: { cookie },
    });
    expect((list.json() as unknown[]).length).toBe(10);
  });

  it('has two poster sessions of twenty, presenters at their boards, favourites and questions answered', async () => {
    const sessions = await t.db
      .selectFrom('poster_sessions')
      .select(['id', 'name', 'starts_at'])
      .where('project_id', '=', projectId)
      .orderBy('starts_at')
      .execute();
    expect(sessions.map((x) => x.starts_at)).toEqual(['10:00', '14:00']);
    const bySession = await t.db
      .selectFrom('posters')
      .select(['session_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('project_id', '=', projectId)
      .groupBy('session_id')
      .execute();
    expect(bySession.map((r) => Number(r.n))).toEqual([20, 20]);
    const admin = await fx.adminClient(t.app, { projectIds: [projectId] });
    const boards = (
      await admin.inject({ method: 'GET', url: `/api/projects/${projectId}/boards` })
    ).json() as {
      presenter_presence: string | null;
    }[];
    expect(boards.filter((b) => b.presenter_presence === 'present')).toHaveLength(4);
    expect(boards.filter((b) => b.presenter_presence === 'away')).toHaveLength(1);
    const favourites = await t.db.selectFrom('favorites').select('poster_id').execute();
    expect(favourites).toHaveLength(15);
    const questions = await t.db
      .selectFrom('poster_questions')
      .select(['text', 'public', 'answer'])
      .where('project_id', '=', projectId)
      .execute();
    expect(questions).toHaveLength(4);
    expect(questions.filter((q) => q.answer)).toHaveLength(3);
    expect(questions.some((q) => q.text.includes('표본') && q.public === 1)).toBe(true);
    // The organiser's page of questions reads them too.
    const listed = (
      await admin.inject({ method: 'GET', url: `/api/projects/${projectId}/questions` })
    ).json() as unknown[] | { items: unknown[] };
    expect(Array.isArray(listed) ? listed : listed.items).toHaveLength(4);
  });

  it('has a presenter for every poster and their files rendered and reviewed', async () => {
    const posters = await t.db
      .selectFrom('posters')
      .select(['id', 'number', 'presenter_name', 'presenter_email', 'board'])
      .where('project_id', '=', projectId)
      .execute();
    expect(posters.filter((p) => p.presenter_name && p.presenter_email)).toHaveLength(40);
    const links = await t.db.selectFrom('presenter_links').select('poster_id').execute();
    expect(links).toHaveLength(28);
    const submissions = await t.db
      .selectFrom('submissions')
      .select(['id', 'poster_id', 'status', 'file_kind', 'page_count', 'text'])
      .where('project_id', '=', projectId)
      .execute();
    const count = (pick: (s: (typeof submissions)[number]) => boolean) => submissions.filter(pick).length;
    expect(submissions).toHaveLength(28);
    expect(count((s) => s.file_kind === 'pdf')).toBe(12);
    expect(count((s) => s.file_kind === 'png')).toBe(16);
    expect(count((s) => s.status === 'approved')).toBe(22);
    expect(count((s) => s.status === 'submitted')).toBe(5);
    expect(count((s) => s.status === 'needs_fix')).toBe(1);
    // Rendered: every file has its page, and the PDFs' Korean text was read back from what poppler drew.
    const pages = await t.db.selectFrom('submission_pages').select('submission_id').execute();
    expect(new Set(pages.map((p) => p.submission_id)).size).toBe(28);
    expect(count((s) => s.file_kind === 'pdf' && /[가-힣]/.test(s.text ?? ''))).toBeGreaterThan(3);
    const board = (
      await (
        await fx.adminClient(t.app, { projectIds: [projectId] })
      ).inject({ method: 'GET', url: `/api/projects/${projectId}/submissions` })
    ).json() as { counts: Record<string, number> };
    expect(board.counts).toMatchObject({ approved: 22, submitted: 5, needs_fix: 1, not_started: 12 });
  });

  it('has boards numbered and placed on the hall plan, a paired kiosk, views and an abstract book', async () => {
    const boards = await t.db
      .selectFrom('posters')
      .select('board')
      .where('project_id', '=', projectId)
      .orderBy('board')
      .execute();
    expect(boards.map((b) => b.board)).toEqual(
      Array.from({ length: 40 }, (_, i) => `B${String(i + 1).padStart(2, '0')}`),
    );
    const placed = await t.db.selectFrom('board_positions').select('board').execute();
    expect(placed).toHaveLength(40);
    const plan = await t.db.selectFrom('hall_maps').selectAll().executeTakeFirstOrThrow();
    expect(plan.plan_url).toBeTruthy();
    const screens = await t.db.selectFrom('screens').select('id').execute();
    expect(screens).toHaveLength(1);
    const kiosks = await t.db
      .selectFrom('sessions')
      .select('principal_id')
      .where('principal_type', '=', 'kiosk')
      .execute();
    expect(kiosks.map((k) => k.principal_id)).toEqual([screens[0]!.id]);
    const views = await t.db.selectFrom('poster_view_counts').select(['channel', 'views']).execute();
    expect(new Set(views.map((v) => v.channel))).toEqual(new Set(['kiosk', 'gallery', 'phone', 'qr']));
    const book = await t.db.selectFrom('abstract_books').selectAll().executeTakeFirstOrThrow();
    // The book holds the posters whose file is approved (22 of the 40).
    expect(book).toMatchObject({ status: 'ready', published: 1, poster_count: 22 });
  });

  it('lets the organiser sign in with the printed sign-in, and prints paths to a presenter and the kiosk', async () => {
    expect(made!.organiser).toEqual({ username: 'organiser', password: DEMO_PASSWORD });
    const login = await anonymousOf(t).inject({
      method: 'POST',
      url: `/api/projects/${projectId}/login`,
      payload: made!.organiser,
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(made!.presenterLink).toMatch(/^\/projects\/demo-2026\//);
    expect(made!.kioskLink).toMatch(/^\/projects\/demo-2026\//);
    const presenter = await anonymousOf(t).inject({
      method: 'POST',
      url: `/api/projects/${projectId}/presenter/access`,
      payload: { token: made!.presenterLink.split('/').pop() },
    });
    expect(presenter.statusCode, presenter.body).toBe(200);
  });

  it('is never made on a site that has projects', async () => {
    expect(await createDemo(t.app)).toBeNull();
    expect(await t.db.selectFrom('projects').select('id').execute()).toHaveLength(1);
  });
});
