// A conference for the conflicts-of-interest tests: judges planned two to a poster, each with a signed-in client.
import * as fx from '@server/test/fixture-rows';
import type { Client, TestApp } from '@server/test/test-app';

/**
 * A project of its own with `nJudges` judges (no shared affiliation unless `affiliation` is given to one) and
 * `nPosters` posters, planned `perPoster` judges a poster by the organiser's plan; every judge and the organiser
 * signed in.
 */
export async function plannedConference(t: TestApp, nJudges = 4, nPosters = 4, perPoster = 2) {
  const project = await fx.makeProject(t.db);
  const judges = [];
  for (let i = 0; i < nJudges; i++)
    judges.push(await fx.makeJudge(t.db, project.id, { affiliation: `Lab ${i}`, full_name: `Judge ${i}` }));
  const posters = [];
  for (let i = 0; i < nPosters; i++)
    posters.push(await fx.makePoster(t.db, project.id, { title: `Poster ${i}` }));
  const admin = await fx.makeAdmin(t.db, { projectIds: [project.id] });
  const organiser = await fx.sessionFor(t.app, 'admin', admin.id);
  const api = `/api/projects/${project.id}`;
  const planned = await organiser.inject({
    method: 'POST',
    url: `${api}/assignments/plan`,
    payload: { judges_per_poster: perPoster, apply: true },
  });
  if (planned.statusCode !== 200) throw new Error(planned.body);
  const clients = new Map<number, Client>();
  for (const j of judges) clients.set(j.id, await fx.sessionFor(t.app, 'judge', j.id, project.id));
  const assigned = () =>
    t.db
      .selectFrom('assignments')
      .select(['judge_id', 'poster_id'])
      .where('project_id', '=', project.id)
      .execute();
  /** A judge on `posterId` (by the plan), and their client. */
  const judgeOn = async (posterId: number) => {
    const pair = (await assigned()).find((a) => a.poster_id === posterId)!;
    return { judgeId: pair.judge_id, client: clients.get(pair.judge_id)! };
  };
  const declare = (client: Client, posterId: number, payload: object = { reason: 'my_student' }) =>
    client.inject({ method: 'POST', url: `${api}/judge/posters/${posterId}/conflict`, payload });
  /** A judge on `posterId` declares `my_student` (and is refused nothing). */
  const declareOn = async (posterId: number) => {
    const on = await judgeOn(posterId);
    const res = await declare(on.client, posterId);
    if (res.statusCode !== 201) throw new Error(res.body);
    return on;
  };
  const conflicts = async () => (await organiser.inject({ method: 'GET', url: `${api}/conflicts` })).json();
  return {
    project,
    judges,
    posters,
    organiser,
    api,
    clients,
    assigned,
    judgeOn,
    declare,
    declareOn,
    conflicts,
  };
}
