// Which of a project's live events may change what a kiosk shows (docs/decisions/057-kiosk-offline-and-live.md).
import type { LiveEvent } from '@server/db/live-events';

/**
 * The kinds after which a kiosk fetches its roster again: a poster's approved file came, went or was replaced
 * (a review, an auto-approved rendering, consent), a poster was imported, edited or deleted, boards were
 * numbered, the hall's plan or its boards' places changed (the roster carries both, decision 059), a session went
 * (its posters leave a roster naming it), or a screen of the project changed. Not narrowed to the kiosk's own
 * roster: that would need a read per event and per stream, and the roster's answer is one query; these events are
 * rare beside the evaluations that pass unseen.
 */
const ROSTER_KINDS = new Set([
  'submission.approved',
  'submission.needs_fix',
  'submission.rendered',
  'poster.consent',
  'poster.updated',
  'poster.deleted',
  'import.posters',
  'boards.numbered',
  'hall.plan',
  'hall.boards',
  'session.deleted',
  'screen.updated',
  'screen.revoked',
  'screen.deleted',
]);

export const changesRoster = (e: LiveEvent): boolean => ROSTER_KINDS.has(e.kind);
