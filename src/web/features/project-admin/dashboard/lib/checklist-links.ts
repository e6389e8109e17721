/** Where each checklist item is handled: its page, or the phase control on the dashboard itself (`#phase`). */
import type { ChecklistItemKey } from '@shared/contracts/checklist';
import { paths } from '@web/lib/paths';

/** The dashboard's phase control's anchor (close judging, publish). */
export const PHASE_ANCHOR = 'phase';

const admin = paths.projectAdmin;
const onThisPage = () => `#${PHASE_ANCHOR}`;

export const checklistLinks: Record<ChecklistItemKey, (slug: string) => string> = {
  criteria: admin.criteria,
  judges: admin.judges,
  invitations: admin.mail,
  posters: admin.posters,
  assignments: admin.assignments,
  presenter_mail: admin.mail,
  uploads: admin.submissions,
  boards: admin.boards,
  hall_map: admin.hallMap,
  screens: admin.screens,
  judging: admin.statistics,
  presence: admin.boards,
  screens_online: admin.screens,
  failed_mail: admin.mail,
  questions: admin.questions,
  close_judging: onThisPage,
  results: admin.results,
  publish: onThisPage,
  certificates: admin.hallMap,
  abstract_book: admin.abstractBook,
};
