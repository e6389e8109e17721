import { adminsCatalogue } from '@server/modules/admins/admins.catalogue.test-kit';
import { assignmentsCatalogue } from '@server/modules/assignments/assignments.catalogue.test-kit';
import { auditCatalogue } from '@server/modules/audit/audit.catalogue.test-kit';
import { authCatalogue } from '@server/modules/auth/auth.catalogue.test-kit';
import { criteriaCatalogue } from '@server/modules/criteria/criteria.catalogue.test-kit';
import { healthCatalogue } from '@server/modules/health/health.catalogue.test-kit';
import { importsCatalogue } from '@server/modules/imports/imports.catalogue.test-kit';
import { judgesCatalogue } from '@server/modules/judges/judges.catalogue.test-kit';
import { judgingCatalogue } from '@server/modules/judging/judging.catalogue.test-kit';
import { participantsCatalogue } from '@server/modules/participants/participants.catalogue.test-kit';
import { postersCatalogue } from '@server/modules/posters/posters.catalogue.test-kit';
import { projectsCatalogue } from '@server/modules/projects/projects.catalogue.test-kit';
import { reportsCatalogue } from '@server/modules/reports/reports.catalogue.test-kit';
import { submissionsCatalogue } from '@server/modules/submissions/submissions.catalogue.test-kit';
import { presentersCatalogue } from '@server/modules/presenters/presenters.catalogue.test-kit';
import { screensCatalogue } from '@server/modules/screens/screens.catalogue.test-kit';
import { submissionUploadsCatalogue } from '@server/modules/submissions/submission-uploads.catalogue.test-kit';
import { mailCatalogue } from '@server/modules/mail/mail.catalogue.test-kit';
import { mailingsCatalogue } from '@server/modules/mailings/mailings.catalogue.test-kit';
import { abstractBookCatalogue } from '@server/modules/abstract-book/abstract-book.catalogue.test-kit';
import { sessionsCatalogue } from '@server/modules/sessions/sessions.catalogue.test-kit';
import { attendeesCatalogue } from '@server/modules/attendees/attendees.catalogue.test-kit';
import { statsCatalogue } from '@server/modules/stats/stats.catalogue.test-kit';
import { hallCatalogue } from '@server/modules/hall/hall.catalogue.test-kit';
import { checklistCatalogue } from '@server/modules/checklist/checklist.catalogue.test-kit';
import { oidcCatalogue } from '@server/modules/oidc/oidc.catalogue.test-kit';
import type { CatalogueRow } from './catalogue-row.test-kit';

/**
 * Every API route (docs/product.md#the-api), with the access it declares (docs/product.md#access) and a valid
 * call: one row a route, kept beside its module in `<module>.catalogue.test-kit.ts` (catalogue-row.test-kit.ts
 * says what a row holds). The authorization matrix calls every row as every principal, declared-access compares
 * the rows with the routes' declarations, and the other proofs take their calls from here. A registered route
 * without a row fails the matrix.
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
  ...oidcCatalogue,
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
