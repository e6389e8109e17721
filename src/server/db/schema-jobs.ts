// The job queue's table as Kysely sees it (migration 015; docs/decisions/040-job-queue.md), part of `DB` in
// schema.ts, which re-exports it.
import type { Generated } from 'kysely';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

/** Work that outlives a request (migration 015, docs/decisions/040-job-queue.md). */
export type JobTable = {
  id: Generated<number>;
  kind: string;
  project_id: number | null;
  /** JSON: what the handler of its kind needs. */
  payload: string;
  status: JobStatus;
  /** Runs started (a runner that died counts). */
  attempts: Generated<number>;
  max_attempts: number;
  /** When it may run (later after a failed attempt: the backoff). */
  run_at: string;
  lease_owner: string | null;
  lease_until: string | null;
  error_code: string | null;
  error_detail: string | null;
  /** Names the work: one job per key. */
  key: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
};
