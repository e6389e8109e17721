// The poster hall's tables as Kysely sees them (migration 019; docs/decisions/051-poster-sessions.md), part of
// `DB` in schema.ts.
import type { ProjectRowKey, Versioned } from './schema-common';

export type PresenceState = 'present' | 'away' | 'left';

/** A poster session: a time and place where posters are presented (never a login session). */
export type PosterSessionTable = ProjectRowKey &
  Versioned & {
    /** Unique per project. */
    name: string;
    /** YYYY-MM-DD. */
    date: string;
    /** HH:MM, ends_at after starts_at. */
    starts_at: string;
    ends_at: string;
    /** Where in the hall, e.g. "Hall B, left wing". */
    area: string | null;
    created_at: string;
  };

/** A presenter's presence as they said it, with the time; a poster's newest row is its presence. */
export type PresenceChangeTable = ProjectRowKey & {
  poster_id: number;
  state: PresenceState;
  at: string;
};
