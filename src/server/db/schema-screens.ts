// The screens table as Kysely sees it (migration 020; docs/decisions/052-screens-and-the-kiosk.md), part of `DB`.
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
};
