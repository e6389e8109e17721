// Images named by URL still to fetch, as Kysely sees them (migration 018), part of `DB` in schema.ts, which
// re-exports it.
import type { Generated } from 'kysely';
import type { ProjectRowKey } from './schema-common';

export type ImageFetchStatus = 'pending' | 'failed';

/** An image named by URL that is not fetched yet (migration 018, docs/decisions/049-image-fetch-retries.md). */
export type ImageFetchTable = ProjectRowKey & {
  poster_id: number;
  source_url: string;
  /** Its place in the sheet's list of the poster's images. */
  position: number;
  status: ImageFetchStatus;
  /** Fetches tried (the import's first one included). */
  attempts: Generated<number>;
  /** Why the last try failed (the fetcher's words). */
  error: string | null;
  /** The same as JSON `{code, params}` (FetchFailure, migration 026); null for tries made before. */
  error_why: string | null;
  /** When the job tries again (pending), null when failed. */
  next_try_at: string | null;
  /** The job now responsible for it. */
  job_key: string | null;
  created_at: string;
  updated_at: string;
};
