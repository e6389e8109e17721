// Load shedding for real: the test blocks this process's event loop (the app runs in it), waits until the
// server's own sample says so, then sends a judge's submission and a participant's gallery read at once.
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { useTestApp } from '@server/test/test-app';
import { evaluationCalls } from '../modules/judging/evaluation.test-kit';
import { useJudgingWorld } from '../modules/judging/world.test-kit';
import { keptUnderPressure } from './load-shed';

const t = useTestApp({
  shed: {
    eventLoopDelayMs: 40,
    keptEventLoopDelayMs: 60_000,
    memoryBytes: 0,
    sampleMs: 500,
    retryAfterSeconds: 7,
  },
});
const w = useJudgingWorld(t);
const { put, good, storedEvaluations } = evaluationCalls(t, w);

const calm = () =>
  vi.waitFor(() => expect(t.app.isUnderPressure()).toBe(false), { timeout: 10_000, interval: 5 });

/**
 * Holds the event loop for `ms` (what a long synchronous task does), then waits for the server's sample: its
 * mean delay over the half second holds the one long delay, and stays until the next sample.
 */
async function blockTheLoop(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    /* busy */
  }
  await vi.waitFor(() => expect(t.app.isUnderPressure()).toBe(true), { timeout: 5000, interval: 5 });
}

describe('load shedding', () => {
  it("refuses a gallery read at once with 503, Retry-After and a code, while a judge's submission goes through", async () => {
    const gallery = () => w.as.participant.inject({ url: `/api/projects/${w.project.id}/posters` });
    await calm();
    expect((await gallery()).statusCode).toBe(200);

    await blockTheLoop(3000);
    // The judge first: the gallery read, sent after it, being refused says the pressure held for both.
    const [submitted, browsed] = await Promise.all([put(w.posters.A.id, good()), gallery()]);
    expect(browsed.statusCode).toBe(503);
    expect(browsed.headers['retry-after']).toBe('7');
    expect(browsed.json()).toMatchObject({ code: 'SERVER_BUSY', params: { seconds: 7 } });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((await storedEvaluations(w.posters.A.id)).evaluations).toHaveLength(1);

    await calm();
    expect((await gallery()).statusCode).toBe(200);
  });

  it('keeps the judges, the presenters, health, metrics and the live streams; browsing and the rest go first', () => {
    for (const url of [
      '/api/projects/3/judge/posters/9/evaluation',
      '/api/projects/3/judge/posters?q=x',
      '/projects/kcs-2026/judge/evaluate/9',
      '/api/projects/3/presenter/uploads/abc',
      '/api/projects/3/presenter/presence',
      '/projects/kcs-2026/presenter',
      '/api/health',
      '/api/health/ready',
      '/metrics',
      '/api/projects/3/events',
      '/api/projects/3/kiosk/events',
      '/assets/index-abc.js',
    ])
      expect(keptUnderPressure(url), url).toBe(true);
    for (const url of [
      '/api/projects/3/posters',
      '/api/projects/3/posters?q=단백질',
      '/uploads/3/posters/1/submissions/1-0123456789abcdef01234567/page-1_files/11/0_0.jpeg',
      '/projects/kcs-2026/user/posters',
      '/api/projects/3/participant/login',
      '/api/projects/3/judges',
      '/api/projects/3/kiosk/posters',
      '/api/projects/3/judgement',
    ])
      expect(keptUnderPressure(url), url).toBe(false);
  });

  it('reads its thresholds from the environment, with defaults, and 0 turns a check off', () => {
    expect(loadConfig({}).shed).toEqual({
      eventLoopDelayMs: 200,
      keptEventLoopDelayMs: 1000,
      memoryBytes: 900 * 1024 * 1024,
      sampleMs: 500,
      retryAfterSeconds: 5,
    });
    const set = loadConfig({
      SHED_EVENT_LOOP_DELAY_MS: '0',
      SHED_KEPT_EVENT_LOOP_DELAY_MS: '800',
      SHED_MEMORY_MB: '700',
      SHED_SAMPLE_MS: '100',
      SHED_RETRY_AFTER_SECONDS: '2',
    }).shed;
    expect(set).toEqual({
      eventLoopDelayMs: 0,
      keptEventLoopDelayMs: 800,
      memoryBytes: 700 * 1024 * 1024,
      sampleMs: 100,
      retryAfterSeconds: 2,
    });
    expect(() => loadConfig({ SHED_MEMORY_MB: '-1' })).toThrow(/SHED_MEMORY_MB/);
    expect(() => loadConfig({ SHED_SAMPLE_MS: '1' })).toThrow(/SHED_SAMPLE_MS/);
  });
});
