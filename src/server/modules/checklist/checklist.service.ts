// The organiser's day as a path (docs/decisions/065-organiser-day.md): every item of the checklist counted with
// the reads of the page where it is handled (its module's service, or its repository through the module's face),
// so the dashboard and that page never disagree.
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import {
  checklistItemKeys,
  checklistParts,
  type Checklist,
  type ChecklistItem,
  type ChecklistItemKey,
  type ChecklistPart,
} from '@shared/contracts/checklist';
import type { Phase } from '@shared/contracts/projects';
import { dayIn } from '@shared/time';
import { findBookRow } from '@server/modules/abstract-book';
import { selectQuestionTotals } from '@server/modules/attendees';
import { listCriteria } from '@server/modules/criteria';
import { getHallMap } from '@server/modules/hall';
import { listJudges } from '@server/modules/judges';
import { selectAccessLinkCounts } from '@server/modules/judging';
import { listMail, selectPeopleMailed } from '@server/modules/mail';
import { getPhaseState, getProjectById } from '@server/modules/projects';
import { projectStatistics, selectPosterCounts } from '@server/modules/reports';
import { isOnline, selectPairedScreenIds, selectScreenRows } from '@server/modules/screens';
import { listBoards, selectPresentTimes } from '@server/modules/sessions';
import { selectPosterStatuses } from '@server/modules/submissions';

type Counts = Omit<ChecklistItem, 'key' | 'part'>;
const item = (
  done: boolean | null,
  count: number,
  total: number | null = null,
  second: number | null = null,
) => ({ done, count, total, second }) satisfies Counts;
/** Every one of `total` (and at least one) is done. */
const all = (count: number, total: number) => total > 0 && count >= total;

/**
 * The part the project is in: closed or published is after; before its first day (by its dates, on its own
 * clock) it is before; from then, or once judging is open without dates, the day; set up without dates, before.
 */
export function currentPart(
  phase: Phase,
  startDate: string | null,
  zone: string,
  now = new Date(),
): ChecklistPart {
  if (phase === 'closed' || phase === 'published') return 'after';
  if (startDate !== null) return dayIn(now, zone) >= startDate ? 'day' : 'before';
  return phase === 'open' ? 'day' : 'before';
}

/** The first item not done from the current part on; then the first left undone in an earlier part. */
function nextStep(items: ChecklistItem[], part: ChecklistPart): ChecklistItemKey | null {
  const from = checklistParts.indexOf(part);
  const open = items.filter((i) => i.done === false);
  const ahead = open.find((i) => checklistParts.indexOf(i.part) >= from);
  return (ahead ?? open[0])?.key ?? null;
}

export async function getChecklist(db: Kysely<DB>, projectId: number, now = new Date()): Promise<Checklist> {
  const project = await getProjectById(db, projectId);
  const { phase } = await getPhaseState(db, projectId);
  const [criteria, judges, links, boards, statuses, hall, screens, paired] = await Promise.all([
    listCriteria(db, projectId),
    listJudges(db, projectId),
    selectAccessLinkCounts(db, projectId),
    listBoards(db, projectId),
    selectPosterStatuses(db, projectId),
    getHallMap(db, projectId),
    selectScreenRows(db, projectId),
    selectPairedScreenIds(db, projectId, now.toISOString()),
  ]);
  const [judgesMailed, presentersMailed, failedMail, questions, stats, coverage, present, book] =
    await Promise.all([
      selectPeopleMailed(db, projectId, 'judge-invitation', 'judge'),
      selectPeopleMailed(db, projectId, 'presenter-request', 'presenter'),
      listMail(db, projectId, { status: 'failed', page: 1, page_size: 1 }),
      selectQuestionTotals(db, projectId),
      projectStatistics(db, projectId),
      selectPosterCounts(db, projectId),
      selectPresentTimes(db, projectId),
      findBookRow(db, projectId),
    ]);

  const posters = boards.length;
  const activeCriteria = criteria.filter((c) => c.is_active).length;
  const withEmail = statuses.filter((s) => s.presenter_email?.trim()).length;
  const uploaded = statuses.filter((s) => s.status !== 'not_started').length;
  const approved = statuses.filter((s) => s.status === 'approved').length;
  const numbered = boards.filter((b) => b.board !== null);
  const places = new Set(hall.positions.map((p) => p.board));
  const placed = numbered.filter((b) => places.has(b.board!)).length;
  const assigned = coverage.filter((p) => p.assigned > 0).length;
  const evaluated = coverage.filter((p) => p.evaluated > 0).length;
  const presentNow = boards.filter((b) => b.presenter_presence === 'present').length;
  const everPresent = new Set(present.map((p) => p.poster_id)).size;
  const pairedCount = screens.filter((s) => paired.has(s.id)).length;
  const onlineCount = screens.filter((s) => isOnline(s.last_seen_at, paired.has(s.id), now)).length;
  const after = phase === 'closed' || phase === 'published';

  const counts: Record<ChecklistItemKey, Counts> = {
    criteria: item(activeCriteria > 0, activeCriteria),
    judges: item(judges.length > 0, judges.length),
    invitations: item(all(links.issued, judges.length), links.issued, judges.length, judgesMailed),
    posters: item(posters > 0, posters),
    assignments: item(all(assigned, posters), assigned, posters, stats.total_assignments),
    presenter_mail: item(all(presentersMailed, withEmail), presentersMailed, withEmail),
    uploads: item(all(approved, posters), uploaded, posters, approved),
    boards: item(all(numbered.length, posters), numbered.length, posters),
    hall_map: item(hall.plan !== null && all(placed, numbered.length), placed, numbered.length),
    screens: item(all(pairedCount, screens.length), pairedCount, screens.length),
    judging: item(
      all(stats.completed_assignments, stats.total_assignments),
      stats.completed_assignments,
      stats.total_assignments,
    ),
    presence: item(null, presentNow, posters),
    screens_online: item(null, onlineCount, pairedCount),
    failed_mail: item(failedMail.total === 0, failedMail.total),
    questions: item(questions.waiting === 0, questions.waiting),
    close_judging: item(after, stats.completed_assignments, stats.total_assignments),
    results: item(all(evaluated, posters), evaluated, posters),
    publish: item(phase === 'published', evaluated),
    certificates: item(null, everPresent),
    abstract_book: item(book?.published === 1, book?.status === 'ready' ? (book.poster_count ?? 0) : 0),
  };
  const items = checklistParts.flatMap((part) =>
    checklistItemKeys[part].map((key): ChecklistItem => ({ key, part, ...counts[key] })),
  );
  const part = currentPart(phase, project.start_date, project.time_zone, now);
  return { phase, current_part: part, items, next_step: nextStep(items, part) };
}
