// The e-poster tables as Kysely sees them (migration 016; docs/decisions/041-poster-files.md), part of `DB` in
// schema.ts, which re-exports them.
import type { Generated } from 'kysely';
import type { ProjectRowKey } from './schema-common';

/** The shape a poster's file must have, for preflight (migration 016). */
export type PosterFormat = 'a0-portrait' | '16:9-landscape' | 'free';

/** A project's submission settings (migration 016); no row: the defaults (no deadline, review, A0 portrait). */
export type SubmissionSettingsTable = {
  project_id: number;
  /** ISO time after which presenters can no longer upload (their links stop); null: no deadline. */
  deadline: string | null;
  /** 0 or 1, as every flag (schema.ts Flag). */
  auto_approve: 0 | 1;
  poster_format: PosterFormat;
  /** The organiser's instructions, shown on every presenter page. */
  instructions: string | null;
  /** Consent (migration 023): participants may download the poster file. */
  allow_download: Generated<0 | 1>;
  /** Posters stay online after the conference ends; otherwise they close close_after_days after its end date. */
  online_after_end: Generated<0 | 1>;
  close_after_days: Generated<number>;
  /** Anyone with a poster's link may read it without an account. */
  public_links: Generated<0 | 1>;
  updated_at: string;
};

/**
 * A poster's one personal presenter link; the token is stored as its sha256 (migration 016). The token is
 * base64url(HMAC-SHA256(link secret, "<poster id>:<nonce>")), so it can be made again from the nonce.
 */
export type PresenterLinkTable = {
  poster_id: number;
  project_id: number;
  token_hash: string;
  /** Random, replaced at each reissue. */
  nonce: string;
  created_at: string;
};

/** processing -> submitted (or approved with auto-approve) or failed; the organiser: approved or needs_fix. */
export type SubmissionStatus = 'processing' | 'submitted' | 'needs_fix' | 'approved' | 'failed';
export type SubmissionFileKind = 'pdf' | 'png' | 'jpeg' | 'webp' | 'pptx' | 'ppt' | 'odp';

/** A file uploaded for a poster (migration 016); the newest is the poster's status, the newest approved is shown. */
export type SubmissionTable = ProjectRowKey & {
  poster_id: number;
  status: SubmissionStatus;
  /** The name the file had on the presenter's machine (shown, never used as a path). */
  file_name: string;
  file_kind: SubmissionFileKind;
  file_size: number;
  /** Relative to the uploads folder: <project>/posters/<poster>/submissions/<id>; the original and renderings. */
  folder: string;
  uploaded_by: 'presenter' | 'admin';
  uploaded_at: string;
  /** When rendering ended (done or failed). */
  processed_at: string | null;
  /** When the organiser last approved or asked for a fix. */
  reviewed_at: string | null;
  /** Why it failed (FILE_TYPE_NOT_ALLOWED, PDF_ENCRYPTED, ...). */
  error_code: string | null;
  error_detail: string | null;
  /** JSON [{code, level, params}]: the checks of the rendered file. */
  preflight: string | null;
  /** The organiser's note (what to fix), shown to the presenter. */
  note: string | null;
  /** The presenter's note to the reviewer, sent with this file (migration 029). */
  presenter_note: string | null;
  page_count: number | null;
  /** The file's text (for search inside posters). */
  text: string | null;
  /** JSON PosterOutline: the text as laid out, for the text view (migration 031); null before it or for an image. */
  outline: string | null;
};

/** A rendered page of a submission: deep-zoom tiles and the 400/800/1600 px sizes, named by the number. */
export type SubmissionPageTable = {
  submission_id: number;
  number: number;
  width: number;
  height: number;
};
