// The screens table as Kysely sees it (migrations 020 and 029; docs/decisions/052-screens-and-the-kiosk.md), part of `DB`.
import type { ProjectRowKey, Versioned } from './schema-common';

/** A screen in the poster hall and its pairing link (screens module). */
export type ScreenTable = ProjectRowKey &
  Versioned & {
    name: string;
    place: string | null;
    orientation: 'landscape' | 'portrait';
    /** JSON: `{categories?: string[], poster_ids?: number[]}`; empty means every approved poster. */
    roster: string;
    idle_seconds: number;
    nonce: string;
    token_hash: string;
    created_at: string;
    /** When its kiosk last said it was alive (migration 029; written at most once a minute); null: never seen. */
    last_seen_at: string | null;
  };
