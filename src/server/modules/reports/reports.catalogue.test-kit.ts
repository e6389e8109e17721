// The reports module's routes in the route catalogue (proof/route-catalogue.test-kit.ts): statistics,
// results and their settings, the people's choice vote, progress and the live events.
import { inEachProject, noInput, route } from '@server/proof/catalogue-row.test-kit';
import type { CallContext, CatalogueRow } from '@server/proof/catalogue-row.test-kit';
import type { ProjectWorld } from '@server/proof/two-project-world.test-kit';
import * as fx from '@server/test/fixture-rows';

/** Opens the people's choice vote in project A (50 votes each), as an organiser opens it. */
async function openVote(c: CallContext): Promise<void> {
  const values = { peoples_choice_enabled: 1 as const, votes_per_participant: 50 };
  await c.db
    .insertInto('result_settings')
    .values({
      project_id: c.world.A.project.id,
      method: 'raw',
      updated_at: new Date().toISOString(),
      ...values,
    })
    .onConflict((oc) => oc.column('project_id').doUpdateSet(values))
    .execute();
}

/** A vote call on one of each project's posters, the vote open in project A: B's poster in A's path is 404. */
const voteOn = (poster: (p: ProjectWorld) => { id: number }) =>
  inEachProject(async (p, c) => {
    await openVote(c);
    return { params: { id: poster(p).id } };
  });
const votePending = voteOn((p) => p.pendingPoster);
const voteUnassigned = voteOn((p) => p.unassignedPoster);
const judgedPosterEvaluations = (c: CallContext) => ({ query: { poster_id: c.world.A.judgedPoster.id } });
// Opening the people's choice (as the vote calls need it) changes nothing the other calls depend on.
const openPeoplesChoice = () => ({
  payload: { peoples_choice: { enabled: true, votes_per_participant: 50 } },
});
const asXlsx = () => ({ query: { format: 'xlsx' } });
/** The live events: an answer that never ends, read as far as its first event. */
const firstEvent = () => ({ stream: true as const });
// A published project of its own: the route is public, and project A stays open for the judges' calls.
// The same phase and no closing time: those let in change nothing the other calls depend on.
const samePhase = () => ({ payload: { phase: 'open', judging_closes_at: null } });
const publishedProject = async (c: CallContext) => ({
  params: { projectId: (await fx.makeProject(c.db, { phase: 'published' })).id },
});

export const reportsCatalogue: CatalogueRow[] = [
  route('GET', '/api/projects/:projectId/dashboard', 'projectAdmin', noInput),
  route('GET', '/api/projects/:projectId/statistics', 'projectAdmin', noInput),
  route('GET', '/api/projects/:projectId/results', 'projectAdmin', noInput),
  route('GET', '/api/projects/:projectId/results/evaluations', 'projectAdmin', judgedPosterEvaluations),
  route('GET', '/api/projects/:projectId/results/settings', 'projectAdmin', noInput),
  route('PUT', '/api/projects/:projectId/results/settings', 'projectAdmin', openPeoplesChoice),
  route('GET', '/api/projects/:projectId/results/export', 'projectAdmin', asXlsx),
  route('GET', '/api/projects/:projectId/results/peoples-choice', 'projectAdmin', noInput),
  route('GET', '/api/projects/:projectId/published-results', 'public', publishedProject),

  route('PUT', '/api/projects/:projectId/posters/:id/vote', 'participant', votePending),
  route('DELETE', '/api/projects/:projectId/posters/:id/vote', 'participant', voteUnassigned),
  route('GET', '/api/projects/:projectId/peoples-choice/me', 'participant', noInput),

  // The live dashboard (docs/decisions/023-live-dashboard.md).
  route('GET', '/api/projects/:projectId/events', 'projectAdmin', firstEvent),
  route('GET', '/api/projects/:projectId/progress', 'projectAdmin', noInput),

  // The phase and its guarded steps (docs/decisions/064-guarded-steps-and-publishing-scope.md).
  route('GET', '/api/projects/:projectId/phase', 'projectAdmin', noInput),
  route('PUT', '/api/projects/:projectId/phase', 'projectAdmin', samePhase),
  route('GET', '/api/projects/:projectId/phase/missing', 'projectAdmin', noInput),
];
