// The hall map's tables (migration 025, docs/decisions/059-hall-map-and-certificates.md), part of `DB` in schema.ts.
import type { Flag } from './schema';

/** A project's hall plan and its certificates-of-presentation setting; a row once either was set. */
export type HallMapTable = {
  project_id: number;
  /** The plan as the server stored it (/uploads/<project>/hall/plan-<hash>.webp), or none. */
  plan_url: string | null;
  plan_width: number | null;
  plan_height: number | null;
  presence_certificates: Flag;
  updated_at: string;
};

/** A board's place on the plan: its centre, in ten-thousandths of the plan's width (x) and height (y). */
export type BoardPositionTable = {
  project_id: number;
  board: string;
  x: number;
  y: number;
};
