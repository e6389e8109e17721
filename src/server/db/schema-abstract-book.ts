// The abstract book's table (migration 022, docs/decisions/054-abstract-book.md).

export type AbstractBookStatus = 'queued' | 'ready' | 'failed';

export type AbstractBookTable = {
  project_id: number;
  /** Counts the organiser's requests; names the build job. */
  build: number;
  status: AbstractBookStatus;
  published: number;
  requested_at: string;
  built_at: string | null;
  /** Names the files of the last ready build (uploads/.books/<project>/<stamp>.pdf and .xlsx). */
  file_stamp: string | null;
  poster_count: number | null;
  page_count: number | null;
  error_detail: string | null;
};
