import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import * as fx from '@server/test/fixture-rows';
import type { CallContext, CallParts, CallPlan } from './catalogue-row.test-kit';
import type { ProjectWorld } from './two-project-world.test-kit';

// The records a catalogue row's call changes or removes (catalogue-row.test-kit.ts): each call gets a new one of
// project A, so every principal's call meets the same world, and its `foreign` call names project B's.

/** A kind of record: a new one of project A (for a call that changes or removes it), and project B's. */
export type RecordKind = {
  fresh: (c: CallContext) => Promise<{ id: number }>;
  ofB: (b: ProjectWorld) => { id: number };
};

/** The kind whose new record of A the fixture `make` makes (in A's project), with B's record `ofB` names. */
export const recordKind = (
  make: (db: Kysely<DB>, projectId: number) => Promise<{ id: number }>,
  ofB: RecordKind['ofB'],
): RecordKind => ({ fresh: (c) => make(c.db, c.world.A.project.id), ofB });

/** `own` with a new record of project A, `foreign` with project B's record of the same kind. */
export function onFresh(
  kind: RecordKind,
  parts: (id: number, c: CallContext) => CallParts | Promise<CallParts>,
): { own: CallPlan; foreign: CallPlan } {
  return {
    own: async (c) => parts((await kind.fresh(c)).id, c),
    foreign: (c) => parts(kind.ofB(c.world.B).id, c),
  };
}

/** A new record of the kind as the path's `:id` (B's record for `foreign`). */
export const idInPath = (kind: RecordKind) => onFresh(kind, (id) => ({ params: { id } }));

/** A new record of the kind as the body's one id (`{ ids: [id] }`, B's record for `foreign`). */
export const idsInBody = (kind: RecordKind) => onFresh(kind, (id) => ({ payload: { ids: [id] } }));

/** Posters: a new one of A, or B's poster that no judging hangs on. */
export const newPoster = recordKind(fx.makePoster, (b) => b.unassignedPoster);
