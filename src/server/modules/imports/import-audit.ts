// The audit entry of an applied spreadsheet import: what it added and changed, never a password.
import type { Change } from '@server/modules/audit';
import { planCounts, type ImportPlan } from './import-plan';
import type { PeopleKind } from './import-rows';

const kinds = {
  posters: 'import.posters',
  judges: 'import.judges',
  participants: 'import.participants',
} as const;

export function importChange(
  what: 'posters' | PeopleKind,
  plan: ImportPlan<{ username?: string; title?: string }, unknown>,
): Change {
  const counts = planCounts(plan);
  return {
    kind: kinds[what],
    summary: `Import of ${what}: ${counts.new} new, ${counts.changed} changed, ${counts.errors} rows skipped`,
    detail: {
      counts,
      added: plan.inserts.map((r) => r.title ?? r.username ?? null),
      skipped_rows: plan.errors.map((e) => e.row),
    },
  };
}
