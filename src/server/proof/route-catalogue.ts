import { adminsCatalogue } from '@server/modules/admins/admins.catalogue';
import { assignmentsCatalogue } from '@server/modules/assignments/assignments.catalogue';
import { auditCatalogue } from '@server/modules/audit/audit.catalogue';
import { authCatalogue } from '@server/modules/auth/auth.catalogue';
import { criteriaCatalogue } from '@server/modules/criteria/criteria.catalogue';
import { healthCatalogue } from '@server/modules/health/health.catalogue';
import { importsCatalogue } from '@server/modules/imports/imports.catalogue';
import { judgesCatalogue } from '@server/modules/judges/judges.catalogue';
import { judgingCatalogue } from '@server/modules/judging/judging.catalogue';
import { participantsCatalogue } from '@server/modules/participants/participants.catalogue';
import { postersCatalogue } from '@server/modules/posters/posters.catalogue';
import { projectsCatalogue } from '@server/modules/projects/projects.catalogue';
import { reportsCatalogue } from '@server/modules/reports/reports.catalogue';
import { submissionsCatalogue } from '@server/modules/submissions/submissions.catalogue';
import { presentersCatalogue } from '@server/modules/presenters/presenters.catalogue';
import { screensCatalogue } from '@server/modules/screens/screens.catalogue';
import { submissionUploadsCatalogue } from '@server/modules/submissions/submission-uploads.catalogue';
import { mailCatalogue } from '@server/modules/mail/mail.catalogue';
import { mailingsCatalogue } from '@server/modules/mailings/mailings.catalogue';
import { abstractBookCatalogue } from '@server/modules/abstract-book/abstract-book.catalogue';
import { sessionsCatalogue } from '@server/modules/sessions/sessions.catalogue';
import { attendeesCatalogue } from '@server/modules/attendees/attendees.catalogue';
import { statsCatalogue } from '@server/modules/stats/stats.catalogue';
import { hallCatalogue } from '@server/modules/hall/hall.catalogue';
import { checklistCatalogue } from '@server/modules/checklist/checklist.catalogue';
import type { CatalogueRow } from './catalogue-row';

/**
 * Every API route (docs/product.md#the-api), with the access it declares (docs/product.md#access) and a valid
 * call: one row a route, kept beside its module in `<module>.catalogue.ts` (catalogue-row.ts says what a row
 * holds). The authorization matrix calls every row as every principal, declared-access compares the rows with
 * the routes' declarations, and the other proofs take their calls from here. A registered route without a row
 * fails the matrix.
 */
export const routeCatalogue: readonly CatalogueRow[] = [
  ...healthCatalogue,
  ...authCatalogue,
  ...projectsCatalogue,
  ...adminsCatalogue,
  ...reportsCatalogue,
  ...postersCatalogue,
  ...importsCatalogue,
  ...judgesCatalogue,
  ...participantsCatalogue,
  ...criteriaCatalogue,
  ...assignmentsCatalogue,
  ...auditCatalogue,
  ...judgingCatalogue,
  ...submissionsCatalogue,
  ...presentersCatalogue,
  ...screensCatalogue,
  ...submissionUploadsCatalogue,
  ...mailCatalogue,
  ...mailingsCatalogue,
  ...abstractBookCatalogue,
  ...sessionsCatalogue,
  ...attendeesCatalogue,
  ...statsCatalogue,
  ...hallCatalogue,
  ...checklistCatalogue,
];

/** `GET /api/a/:x/b` and `GET /api/a/{y}/b` name the same route. */
export const routeKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path
    .replace(/:[A-Za-z_]+/g, '{}')
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/\/$/, '')}`;

/** The routes the app registered (from its OpenAPI description), as route keys. */
export function registeredRoutes(app: { swagger: () => unknown }): Set<string> {
  const doc = app.swagger() as { paths?: Record<string, Record<string, unknown>> };
  const keys = new Set<string>();
  for (const [p, ops] of Object.entries(doc.paths ?? {})) {
    if (p.startsWith('/api/docs')) continue;
    for (const m of Object.keys(ops))
      if (['get', 'post', 'put', 'delete', 'patch'].includes(m)) keys.add(routeKey(m, p));
  }
  return keys;
}
