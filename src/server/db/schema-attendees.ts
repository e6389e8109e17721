// The attendees module's tables as Kysely sees them (migration 021; docs/decisions/053-favourites-and-questions.md),
// part of `DB` in schema.ts.
import type { Generated } from 'kysely';
import type { ProjectRowKey } from './schema-common';

/** A participant's starred poster (their "my list"). */
export type FavoriteTable = ProjectRowKey & {
  participant_id: number;
  poster_id: number;
  created_at: string;
};

/** A participant's question to a poster's presenter, and its answer. */
export type PosterQuestionTable = ProjectRowKey & {
  poster_id: number;
  participant_id: number;
  text: string;
  /** 1: every participant of the project reads it; 0: its asker and the presenter only. */
  public: 0 | 1;
  /** 1: hidden by the organiser (only the organiser reads it). */
  hidden: Generated<0 | 1>;
  answer: string | null;
  answered_at: string | null;
  created_at: string;
};
