// Runners of a test's own, with clocks it moves, and waits on what they record (the queue's API tests).
import type { z } from 'zod';
import type { JobContext, JobDeclaration } from './job-kind';
import { JobRunner, type RunnerEvent, type RunnerOptions } from './job-runner';

/** A runner of one kind, polling only when woken, its clock `offset` ms past the real time. */
export function runnerFor<S extends z.ZodType>(
  context: JobContext,
  declaration: JobDeclaration<S>,
  handler: JobDeclaration<S>['handler'] = declaration.handler,
  options: RunnerOptions & { concurrency?: number } = {},
) {
  const clock = { offset: 0 };
  const runner = new JobRunner(context, {
    clock: () => Date.now() + clock.offset,
    pollMs: 60_000,
    ...options,
  });
  runner.register(declaration, { handler, concurrency: options.concurrency ?? 1 });
  return { runner, clock };
}

/** Resolves with the first event of the runner that matches. */
export function until(runner: JobRunner, match: (e: RunnerEvent) => boolean): Promise<RunnerEvent> {
  return new Promise((resolve) => {
    const stop = runner.on((e) => {
      if (!match(e)) return;
      stop();
      resolve(e);
    });
  });
}

/** Resolves once `n` jobs of the kind were recorded by these runners, with what each became. */
export function settledCount(runners: JobRunner[], kind: string, n: number): Promise<string[]> {
  const seen: string[] = [];
  return new Promise((resolve) => {
    const stops = runners.map((r) =>
      r.on((e) => {
        if (e.type !== 'settled' || e.kind !== kind) return;
        seen.push(e.status);
        if (seen.length < n) return;
        stops.forEach((s) => s());
        resolve(seen);
      }),
    );
  });
}
