// The screens table as Kysely sees it (migrations 020 and 029; docs/decisions/052-screens-and-the-kiosk.md), part of `DB`.
import type { Generated } from 'kysely';

/** A screen in the poster hall and its pairing link (screens module). */
export type ScreenTable = {
  id: Generated<number>;
  project_id: number;
  name: string;
  place: string | null;
  orientation: 'landscape' | 'portrait';
  /** JSON: `{categories?: string[], poster_ids?: number[]}`; empty means every approved poster. */
  roster: string;
  idle_seconds: number;
  nonce: string;
  token_hash: string;
  created_at: string;
  version: Generated<number>;
  /** When its kiosk last said it was alive (migration 029; written at most once a minute); null: never seen. */
  last_seen_at: string | null;
};
