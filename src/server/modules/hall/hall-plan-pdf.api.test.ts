import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import * as fx from '@server/test/fixture-rows';
import { png, sizeOf } from '@server/test/fixture-files';
import { posterFixture, POSTERS } from '@server/test/poster-fixtures';
import { multipart } from '@server/proof/upload-files.test-kit';
import { useTestApp } from '@server/test/test-app';
import { originalsDir } from '@server/media';
import { JobRunner } from '../jobs/job-runner';
import { encryptedPdf, garbagePdf } from '@server/media/hostile-pdfs.test-kit';
import { hallPlanJobHandler } from './hall-plan-job';
import { hallPlanJobDeclaration } from './hall.jobs';
import { renderPlanPdf } from './hall-plan';
import { HALL_PLAN_JOB } from './hall.service';

/**
 * A hall plan uploaded as a PDF (docs/decisions/061-hall-plan-pdf.md): kept aside, its first page rendered by the
 * job queue into the same WebP an image makes. The app's runner is stopped: each test runs the jobs with a runner
 * of its own, so it can upload twice before a job runs, or during one.
 */
const t = useTestApp();
beforeAll(async () => {
  await t.app.jobs.close();
});

const realPdf = (name: string) => fs.readFileSync(posterFixture(name));

/** Runs every due hall-plan job with a runner of the test's own, `render` in place of the rendering. */
async function runPlanJobs(render: typeof renderPlanPdf = renderPlanPdf): Promise<void> {
  const runner = new JobRunner(t.app.jobs.context, { owner: 'test', pollMs: 60_000, backoffMs: () => 0 });
  runner.register(hallPlanJobDeclaration, {
    handler: hallPlanJobHandler({ db: t.db, uploadsDir: t.config.uploadsDir, render }),
  });
  runner.start();
  await runner.idle(HALL_PLAN_JOB);
  await runner.close();
}

async function hall() {
  const project = await fx.makeProject(t.db);
  const admin = await fx.makeAdmin(t.db, { projectIds: [project.id] });
  const organiser = await fx.sessionFor(t.app, 'admin', admin.id);
  const judge = await fx.sessionFor(t.app, 'judge', (await fx.makeJudge(t.db, project.id)).id, project.id);
  const participant = await fx.sessionFor(
    t.app,
    'user',
    (await fx.makeParticipant(t.db, project.id)).id,
    project.id,
  );
  await fx.makePoster(t.db, project.id, { board: 'A-01' });
  const q = `?admin_id=${admin.id}`;
  const api = `/api/projects/${project.id}/hall-map`;
  const upload = (name: string, content: Buffer, as = organiser, query = q) =>
    as.inject({ method: 'PUT', url: `${api}/plan${query}`, ...multipart({ filename: name, content }) });
  const map = async () => (await organiser.inject({ url: `${api}${q}` })).json();
  const jobs = () =>
    t.db
      .selectFrom('jobs')
      .select(['status', 'error_code', 'attempts'])
      .where('kind', '=', HALL_PLAN_JOB)
      .where('project_id', '=', project.id)
      .orderBy('id')
      .execute();
  return { project, admin, organiser, judge, participant, q, api, upload, map, jobs };
}

const fileOf = (url: string) => path.join(t.config.uploadsDir, url.slice('/uploads/'.length));
/** The PDFs kept aside for rendering in the project's hall folder of originals. */
const keptPdfs = (projectId: number) => {
  const dir = originalsDir(t.config.uploadsDir, `${projectId}/hall`);
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.pdf')) : [];
};

describe('a PDF hall plan', () => {
  it("becomes the plan's WebP from its first page through the job, the plan before shown until then", async () => {
    const h = await hall();
    const first = await h.upload('hall.png', png(1200, 800));
    expect(first.statusCode, first.body).toBe(200);
    const before = first.json().plan;
    await h.organiser.inject({
      method: 'PUT',
      url: `${h.api}/positions${h.q}`,
      payload: { positions: [{ board: 'A-01', x: 0.25, y: 0.5 }] },
    });

    // A real 15-page deck exported from PowerPoint: its first slide is the plan.
    const res = await h.upload('hall-plan.pdf', realPdf(POSTERS.koreanSlides15));
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ plan: before, plan_rendering: true, plan_error: null });
    // Kept aside, never served: not under the project's uploads.
    expect(keptPdfs(h.project.id)).toHaveLength(1);
    expect(fs.readdirSync(path.join(t.config.uploadsDir, `${h.project.id}/hall`))).toEqual([
      path.basename(before.url),
    ]);
    expect(await h.jobs()).toEqual([{ status: 'queued', error_code: null, attempts: 0 }]);
    // Judges and participants read the same state.
    expect((await h.judge.inject({ url: h.api })).json()).toMatchObject({ plan_rendering: true });

    await runPlanJobs();
    const after = await h.map();
    expect(after).toMatchObject({
      plan_rendering: false,
      plan_error: null,
      positions: [{ board: 'A-01', x: 0.25, y: 0.5 }],
    });
    const plan = after.plan;
    expect(plan.url).toMatch(
      new RegExp(`^/uploads/${h.project.id}/hall/plan-[0-9a-f]{24}-[0-9a-f]{12}\\.webp$`),
    );
    // A landscape slide of 780 x 540 pt, its long side 2400 px.
    expect(plan.width).toBe(2400);
    expect(Math.abs(plan.height - (2400 * 540) / 780)).toBeLessThanOrEqual(1);
    expect(await sizeOf(fs.readFileSync(fileOf(plan.url)))).toEqual({
      width: plan.width,
      height: plan.height,
      format: 'webp',
    });
    expect((await t.app.inject({ url: plan.url })).headers['content-type']).toBe('image/webp');
    // The plan before and the PDF are gone; the job ran once.
    expect(fs.existsSync(fileOf(before.url))).toBe(false);
    expect(keptPdfs(h.project.id)).toEqual([]);
    expect(await h.jobs()).toEqual([{ status: 'done', error_code: null, attempts: 1 }]);

    // An A0 portrait poster as a plan: tall, its long side 2400 px.
    expect((await h.upload('a0.pdf', realPdf(POSTERS.a0PdfTex))).statusCode).toBe(202);
    await runPlanJobs();
    const tall = (await h.map()).plan;
    expect(tall.height).toBe(2400);
    expect(Math.abs(tall.width / tall.height - 841 / 1189)).toBeLessThan(0.01);
    expect(fs.existsSync(fileOf(plan.url))).toBe(false);

    const audit = await fx.auditEvents(t.db, h.project.id, 'hall.plan');
    expect(audit.map(({ summary, actor_kind }) => ({ summary, actor_kind }))).toEqual([
      { summary: 'Hall plan uploaded', actor_kind: 'admin' },
      { summary: 'Hall plan uploaded as a PDF (its first page is being rendered)', actor_kind: 'admin' },
      { summary: 'Hall plan replaced (from a PDF)', actor_kind: 'system' },
      { summary: 'Hall plan uploaded as a PDF (its first page is being rendered)', actor_kind: 'admin' },
      { summary: 'Hall plan replaced (from a PDF)', actor_kind: 'system' },
    ]);
  });

  it('that is garbage or locked ends with its code, the plan unchanged, until an image or a removal', async () => {
    const h = await hall();
    const image = (await h.upload('hall.png', png(600, 300))).json().plan;

    expect((await h.upload('garbage.pdf', garbagePdf())).statusCode).toBe(202);
    await runPlanJobs();
    expect(await h.map()).toMatchObject({ plan: image, plan_rendering: false, plan_error: 'PDF_UNREADABLE' });
    expect(keptPdfs(h.project.id)).toEqual([]);

    expect((await h.upload('locked.pdf', encryptedPdf('secret'))).statusCode).toBe(202);
    // The new upload clears the error of the one before while it renders.
    expect(await h.map()).toMatchObject({ plan: image, plan_rendering: true, plan_error: null });
    await runPlanJobs();
    expect(await h.map()).toMatchObject({ plan: image, plan_rendering: false, plan_error: 'PDF_ENCRYPTED' });
    // Refusals end their jobs at once, failed with the code (no retry).
    expect(await h.jobs()).toEqual([
      { status: 'failed', error_code: 'PDF_UNREADABLE', attempts: 1 },
      { status: 'failed', error_code: 'PDF_ENCRYPTED', attempts: 1 },
    ]);
    expect(fs.existsSync(fileOf(image.url))).toBe(true);

    // An image upload is the plan at once and clears the error.
    const next = await h.upload('hall-2.png', png(500, 300, [10, 120, 200]));
    expect(next.statusCode).toBe(200);
    expect(next.json()).toMatchObject({ plan: { width: 500 }, plan_rendering: false, plan_error: null });

    // A removal clears a refusal too (and a PDF waiting: its job then records nothing).
    await h.upload('garbage.pdf', garbagePdf());
    await runPlanJobs();
    expect((await h.map()).plan_error).toBe('PDF_UNREADABLE');
    const removed = await h.organiser.inject({ method: 'DELETE', url: `${h.api}/plan${h.q}` });
    expect(removed.json()).toMatchObject({ plan: null, plan_rendering: false, plan_error: null });
    await h.upload('plan.pdf', realPdf(POSTERS.a0PdfTex));
    expect(keptPdfs(h.project.id)).toHaveLength(1);
    const gone = await h.organiser.inject({ method: 'DELETE', url: `${h.api}/plan${h.q}` });
    expect(gone.json()).toMatchObject({ plan: null, plan_rendering: false, plan_error: null });
    expect(keptPdfs(h.project.id)).toEqual([]);
    await runPlanJobs();
    expect(await h.map()).toMatchObject({ plan: null, plan_rendering: false, plan_error: null });
  });

  it('gives way to a newer upload, whether the older job had not started or was rendering', async () => {
    const h = await hall();
    // Two uploads before any job runs: the older job finds it is not the newest and records nothing.
    await h.upload('old.pdf', realPdf(POSTERS.a0PdfTex));
    await h.upload('new.pdf', realPdf(POSTERS.koreanSlides15));
    expect(keptPdfs(h.project.id)).toHaveLength(1);
    let renders = 0;
    await runPlanJobs((...args) => {
      renders++;
      return renderPlanPdf(...args);
    });
    expect(renders).toBe(1);
    const wide = (await h.map()).plan;
    expect(wide.width).toBe(2400);
    expect(wide.height).toBeLessThan(2400);

    // An upload while a job renders: the job's plan is not recorded, the newer one's is.
    let uploadedDuring = false;
    await h.upload('during.pdf', realPdf(POSTERS.koreanSlides15));
    await runPlanJobs(async (...args) => {
      const made = await renderPlanPdf(...args);
      if (!uploadedDuring) {
        uploadedDuring = true;
        expect((await h.upload('newer.pdf', realPdf(POSTERS.a0PdfTex))).statusCode).toBe(202);
      }
      return made;
    });
    const tall = await h.map();
    expect(tall).toMatchObject({ plan_rendering: false, plan_error: null, plan: { height: 2400 } });
    expect(tall.plan.width).toBeLessThan(2400);
    expect(keptPdfs(h.project.id)).toEqual([]);
    // The plan rendered for nothing is not left in the hall folder: only the plan shown is there.
    expect(fs.readdirSync(path.join(t.config.uploadsDir, `${h.project.id}/hall`))).toEqual([
      path.basename(tall.plan.url),
    ]);
    expect((await h.jobs()).map((j) => j.status)).toEqual(['done', 'done', 'done', 'done']);

    // An image uploaded while a PDF waits wins too.
    await h.upload('late.pdf', realPdf(POSTERS.koreanSlides15));
    expect((await h.upload('hall.png', png(300, 200))).statusCode).toBe(200);
    await runPlanJobs();
    expect(await h.map()).toMatchObject({ plan: { width: 300, height: 200 }, plan_rendering: false });
  });

  it("takes a project's first two uploads at once in turn: the newer renders, nothing is left waiting", async () => {
    // Two PDFs sent at once (a double tap) before the project has a hall map row: each gets its own upload number.
    for (let round = 0; round < 4; round++) {
      const h = await hall();
      const pdf = realPdf(POSTERS.a0PdfTex);
      const sent = await Promise.all([h.upload('hall.pdf', pdf), h.upload('hall.pdf', pdf)]);
      expect(sent.map((r) => r.statusCode)).toEqual([202, 202]);
      const row = await t.db
        .selectFrom('hall_maps')
        .select('plan_upload')
        .where('project_id', '=', h.project.id)
        .executeTakeFirstOrThrow();
      expect(row.plan_upload).toBe(2);
      expect(keptPdfs(h.project.id)).toHaveLength(1);
      await runPlanJobs();
      expect(await h.map()).toMatchObject({
        plan: { height: 2400 },
        plan_rendering: false,
        plan_error: null,
      });
      expect(keptPdfs(h.project.id)).toEqual([]);
      expect((await h.jobs()).map((j) => j.status)).toEqual(['done', 'done']);
    }
  });

  it('is failed with RENDER_FAILED when its runner died on every attempt', async () => {
    const h = await hall();
    await h.upload('plan.pdf', realPdf(POSTERS.a0PdfTex));
    // What a runner that died during the last attempt leaves: the job running under a lease that has expired.
    await t.db
      .updateTable('jobs')
      .set({ status: 'running', attempts: 3, lease_owner: 'dead', lease_until: new Date(0).toISOString() })
      .where('kind', '=', HALL_PLAN_JOB)
      .where('project_id', '=', h.project.id)
      .execute();
    // The next runner fails it without rendering, and the kind's onFailed records it on the plan.
    await runPlanJobs(() => Promise.reject(new Error('not to be rendered')));
    expect(await h.jobs()).toEqual([{ status: 'failed', error_code: 'LEASE_EXPIRED', attempts: 3 }]);
    expect(await h.map()).toMatchObject({ plan: null, plan_rendering: false, plan_error: 'RENDER_FAILED' });
  });

  it('is uploaded only by its organiser, and refused with a code when it is no PDF or image', async () => {
    const h = await hall();
    const other = await hall();
    const pdf = realPdf(POSTERS.a0PdfTex);
    for (const who of [h.judge, h.participant])
      expect((await h.upload('plan.pdf', pdf, who, '')).statusCode).toBe(403);
    const foreign = await h.upload('plan.pdf', pdf, other.organiser, `?admin_id=${other.admin.id}`);
    expect(foreign.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `${h.api}/plan`,
      ...multipart({ filename: 'plan.pdf', content: pdf }),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await h.jobs()).toEqual([]);
    expect(keptPdfs(h.project.id)).toEqual([]);

    // Nothing but "%PDF-" within the first kilobyte makes a PDF; an empty file and a text are refused at once.
    const text = await h.upload('plan.pdf', Buffer.from('%PD-1.7 not quite'));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'FILE_TYPE', params: { allowed: 'PNG, JPEG, WebP, PDF' } });
    expect((await h.upload('plan.pdf', Buffer.alloc(0))).json()).toMatchObject({ code: 'FILE_EMPTY' });
    expect(await h.jobs()).toEqual([]);
    expect(await h.map()).toMatchObject({ plan: null, plan_rendering: false, plan_error: null });
  });
});
