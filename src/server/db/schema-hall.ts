// The hall map's tables (migrations 025, 027 and 029, docs/decisions/059, 061 and 071), part of `DB` in schema.ts.
import type { Generated } from 'kysely';
import type { Flag } from './schema-common';

/** A project's hall plan, its certificates-of-presentation setting and its certificates' seal; a row once one was set. */
export type HallMapTable = {
  project_id: number;
  /** The plan as the server stored it (/uploads/<project>/hall/plan-<hash>.webp), or none. */
  plan_url: string | null;
  plan_width: number | null;
  plan_height: number | null;
  /** A PDF plan waiting to be rendered: `<project>/hall/plan-<hash>.pdf` under uploads/.originals/. */
  plan_source: string | null;
  /** Why the last PDF plan was refused (a file refusal code), until the next upload or removal. */
  plan_error: string | null;
  /** The number of the newest PDF upload: a rendering records its plan only while it is still this one. */
  plan_upload: Generated<number>;
  presence_certificates: Flag;
  /** The seal or signature printed on every certificate (/uploads/<project>/hall/seal-<hash>.webp), or none (029). */
  seal_url: string | null;
  seal_width: number | null;
  seal_height: number | null;
  updated_at: string;
};

/** A board's place on the plan: its centre, in ten-thousandths of the plan's width (x) and height (y). */
export type BoardPositionTable = {
  project_id: number;
  board: string;
  x: number;
  y: number;
};
