// The stats module's tables as Kysely sees them (migration 024; docs/decisions/056-poster-statistics.md), part of
// `DB` in schema.ts.
import type { ProjectRowKey } from './schema-common';

/** Views of one poster on one day (UTC) through one channel; no row says who looked. */
export type PosterViewCountTable = ProjectRowKey & {
  poster_id: number;
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  /** gallery, phone, kiosk or qr (ViewChannel in src/shared/contracts/stats.ts). */
  channel: string;
  views: number;
  /** Of these views, the arrivals from a kiosk's "continue on your phone" code (qr only). */
  handoffs: number;
};

/** A view already counted this hour: HMAC(session, poster, hour), kept for the hour only. */
export type PosterViewMarkTable = {
  key: string;
  /** Hours since 1970 (UTC). */
  hour: number;
};
