// The mailings module's routes in the route catalogue (proof/route-catalogue.test-kit.ts): the organiser's
// batches, called as previews (dry_run) naming project A's people, or project B's (404).
import { inEachProject, route, type CatalogueRow } from '@server/proof/catalogue-row.test-kit';

const judges = inEachProject((p) => ({ payload: { dry_run: true, ids: [p.otherJudge.id] } }));
const posters = inEachProject((p) => ({ payload: { dry_run: true, ids: [p.unassignedPoster.id] } }));

const judgesCsv = inEachProject((p) => ({ payload: { ids: [p.otherJudge.id] } }));
const postersCsv = inEachProject((p) => ({ payload: { ids: [p.unassignedPoster.id] } }));

export const mailingsCatalogue: CatalogueRow[] = [
  route('POST', '/api/projects/:projectId/mail/judge-invitations', 'projectAdmin', judges),
  route('POST', '/api/projects/:projectId/mail/judge-reminders', 'projectAdmin', judges),
  route('POST', '/api/projects/:projectId/mail/presenter-requests', 'projectAdmin', posters),
  route('POST', '/api/projects/:projectId/mail/presenter-reminders', 'projectAdmin', posters),
  route('POST', '/api/projects/:projectId/mail/judge-invitations.csv', 'projectAdmin', judgesCsv),
  route('POST', '/api/projects/:projectId/mail/judge-reminders.csv', 'projectAdmin', judgesCsv),
  route('POST', '/api/projects/:projectId/mail/presenter-requests.csv', 'projectAdmin', postersCsv),
  route('POST', '/api/projects/:projectId/mail/presenter-reminders.csv', 'projectAdmin', postersCsv),
];
