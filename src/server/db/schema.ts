// The tables as Kysely sees them (kept by hand beside the migrations).
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  PresenterLinkTable,
  SubmissionPageTable,
  SubmissionSettingsTable,
  SubmissionTable,
} from './schema-submissions';
export type * from './schema-submissions';
import type { JobTable } from './schema-jobs';
import type { ImageFetchTable } from './schema-image-fetches';
export type * from './schema-image-fetches';
export type * from './schema-jobs';
import type { MailMessageTable, PasswordResetTable } from './schema-mail';
import type { PosterSessionTable, PresenceChangeTable } from './schema-sessions';
export type * from './schema-sessions';
export type * from './schema-mail';
import type { AbstractBookTable } from './schema-abstract-book';
export type * from './schema-abstract-book';
import type { ScreenTable } from './schema-screens';
export type * from './schema-screens';
import type { FavoriteTable, PosterQuestionTable } from './schema-attendees';
export type * from './schema-attendees';
import type { PosterViewCountTable, PosterViewMarkTable } from './schema-stats';
export type * from './schema-stats';
import type { PosterSearchTable } from './schema-search';
export type * from './schema-search';
import type { BoardPositionTable, HallMapTable } from './schema-hall';
export type * from './schema-hall';
import type {
  AccountLogin,
  Flag,
  JudgePosterKey,
  ProjectRowKey,
  SingleUseToken,
  Versioned,
} from './schema-common';
export type * from './schema-common';

export type ProjectTable = Versioned & {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string | null;
  start_date: string | null;
  end_date: string | null;
  is_active: Flag;
  logo_url: string | null;
  settings: string | null;
  created_at: string;
  /** setup, open, closed, published (migration 007); `open` with a past judging_closes_at reads as closed. */
  phase: Generated<ProjectPhase>;
  judging_closes_at: string | null;
  /** The IANA zone its dates and times are read and written in; Asia/Seoul unless chosen (migration 030). */
  time_zone: Generated<string>;
};

export type ProjectPhase = 'setup' | 'open' | 'closed' | 'published';

export type PhaseChangeTable = ProjectRowKey & {
  from_phase: ProjectPhase;
  to_phase: ProjectPhase;
  reason: string | null;
  admin_id: number | null;
  created_at: string;
};

/**
 * Judge-poster pairs that are conflicts of interest (never assigned): marked by the organiser, declared by the
 * judge, or a shared affiliation the organiser cleared; a cleared row may be assigned again (migration 032).
 */
export type ConflictTable = JudgePosterKey & {
  created_at: string;
  source: Generated<ConflictSource>;
  reason: string | null;
  note: string | null;
  cleared_at: string | null;
  cleared_reason: string | null;
};

export type ConflictSource = 'marked' | 'declared' | 'affiliation';

/** A judge's one single-use sign-in link. */
export type JudgeAccessLinkTable = SingleUseToken & {
  judge_id: number;
  project_id: number;
};

/** The organiser's ranking settings, one row per project (migration 008); no row: the defaults. */
export type ResultSettingsTable = {
  project_id: number;
  method: 'raw' | 'normalized';
  /** JSON object {criterion_id: weight}; null: weights as the max scores imply. */
  weights: string | null;
  /** JSON {criterion_id, other_method}; null: no tie-break. */
  tie_break: string | null;
  peoples_choice_enabled: Flag;
  votes_per_participant: number;
  updated_at: string;
  /** What publishing shows: winners, ranking (no scores) or scores; null: never chosen, read as scores (028). */
  publish_scope: PublishScope | null;
  /** N of "the top N of each category" under `winners` (migration 028). */
  winners_per_category: Generated<number>;
};

export type PublishScope = 'winners' | 'ranking' | 'scores';

/** A participant's vote for a poster (people's choice), one per pair. */
export type VoteTable = ProjectRowKey & {
  participant_id: number;
  poster_id: number;
  created_at: string;
};

export type AdminTable = AccountLogin & {
  id: Generated<number>;
  full_name: string | null;
  is_super_admin: Flag;
  is_active: Flag;
  created_at: string;
};

export type AdminProjectTable = {
  admin_id: number;
  project_id: number;
  created_at: string;
};

export type JudgeTable = ProjectRowKey &
  Versioned &
  AccountLogin & {
    full_name: string;
    affiliation: string | null;
    specialty: string | null;
    created_at: string;
  };

/** A conference attendee with an account in one project (the table was `users` until migration 014). */
export type ParticipantTable = ProjectRowKey &
  Versioned &
  AccountLogin & {
    full_name: string | null;
    created_at: string;
  };

export type PosterTable = ProjectRowKey &
  Versioned & {
    title: string;
    author: string;
    affiliation: string | null;
    category: string | null;
    abstract: string | null;
    keywords: string | null;
    audio_file: string | null;
    order_number: number | null;
    /** The poster's number within its project (P-001), from 1; unique per project (migration 006). */
    number: number;
    /** Where the poster hangs, e.g. "A-12"; unique per project when set (migration 019). */
    board: string | null;
    /** Its poster session (migration 019), null when none or when the session was deleted. */
    session_id: number | null;
    /** Who presents it and uploads its file through a personal link (migration 016); both optional. */
    presenter_name: string | null;
    presenter_email: string | null;
    /** The presenter's refusals for this poster (migration 023): no download, not online after the event. */
    download_refused: Generated<Flag>;
    after_event_refused: Generated<Flag>;
    created_at: string;
  };

export type PosterImageTable = {
  id: Generated<number>;
  poster_id: number;
  url: string;
  position: number;
  /** The original's size as shown (EXIF rotation applied); null until derived (migration 010). */
  width: number | null;
  height: number | null;
  /** sha256 prefix of the original; names its derived sizes. Null until derived, or when it is no image. */
  hash: string | null;
  /** The URL a spreadsheet named, when the server fetched the image and stored it under url. */
  source_url: string | null;
  /** When the derived sizes were made (or the attempt failed); null: not yet. */
  derived_at: string | null;
};

export type CriterionTable = ProjectRowKey &
  Versioned & {
    name: string;
    max_score: number;
    order_number: number;
    description: string | null;
    is_active: Flag;
    created_at: string;
  };

export type AssignmentStatus = 'pending' | 'completed';

export type AssignmentTable = JudgePosterKey & {
  status: AssignmentStatus;
  created_at: string;
};

export type EvaluationTable = JudgePosterKey & {
  comment: string;
  created_at: string;
  updated_at: string;
};

export type EvaluationScoreTable = {
  evaluation_id: number;
  criterion_id: number;
  score: number;
};

export type SessionTable = {
  /** sha256 of the cookie token: a stolen database does not yield usable cookies. */
  id: string;
  principal_type: 'admin' | 'judge' | 'user' | 'presenter' | 'kiosk';
  principal_id: number;
  project_id: number | null;
  created_at: string;
  expires_at: string;
};

/** Login throttling counters (docs/decisions/015-login-throttling.md); a row lives until reset_at. */
export type LoginAttemptTable = {
  key: string;
  /** scope:username for the rows about one account; null for a client's row across usernames. */
  account: string | null;
  failures: number;
  reset_at: string;
  /** When this client may next try this account (progressive delay); null when it need not wait. */
  next_at: string | null;
};

/** One change, who made it and when (migration 009, docs/decisions/024-audit-log.md). */
export type AuditEventTable = ProjectRowKey & {
  at: string;
  actor_kind: 'admin' | 'judge' | 'user' | 'presenter' | 'kiosk' | 'system';
  actor_id: number | null;
  actor_name: string;
  kind: string;
  poster_id: number | null;
  judge_id: number | null;
  summary: string;
  /** JSON: what changed, with the old and new values. */
  detail: string;
};

/** The database, as Kysely sees it (its flags and timestamps: schema-common.ts). */
export type DB = {
  projects: ProjectTable;
  admins: AdminTable;
  admin_projects: AdminProjectTable;
  judges: JudgeTable;
  participants: ParticipantTable;
  posters: PosterTable;
  poster_images: PosterImageTable;
  image_fetches: ImageFetchTable;
  criteria: CriterionTable;
  assignments: AssignmentTable;
  evaluations: EvaluationTable;
  evaluation_scores: EvaluationScoreTable;
  sessions: SessionTable;
  login_attempts: LoginAttemptTable;
  phase_changes: PhaseChangeTable;
  conflicts: ConflictTable;
  judge_access_links: JudgeAccessLinkTable;
  result_settings: ResultSettingsTable;
  votes: VoteTable;
  audit_events: AuditEventTable;
  jobs: JobTable;
  submission_settings: SubmissionSettingsTable;
  presenter_links: PresenterLinkTable;
  submissions: SubmissionTable;
  submission_pages: SubmissionPageTable;
  mail_messages: MailMessageTable;
  password_resets: PasswordResetTable;
  abstract_books: AbstractBookTable;
  poster_sessions: PosterSessionTable;
  presence_changes: PresenceChangeTable;
  screens: ScreenTable;
  favorites: FavoriteTable;
  poster_questions: PosterQuestionTable;
  poster_view_counts: PosterViewCountTable;
  poster_view_marks: PosterViewMarkTable;
  poster_search: PosterSearchTable;
  hall_maps: HallMapTable;
  board_positions: BoardPositionTable;
};

export type Project = Selectable<ProjectTable>;
export type NewProject = Insertable<ProjectTable>;
export type ProjectUpdate = Updateable<ProjectTable>;
export type Admin = Selectable<AdminTable>;
export type Judge = Selectable<JudgeTable>;
export type Participant = Selectable<ParticipantTable>;
export type Poster = Selectable<PosterTable>;
export type Criterion = Selectable<CriterionTable>;
export type Assignment = Selectable<AssignmentTable>;
export type Evaluation = Selectable<EvaluationTable>;
