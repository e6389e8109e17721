import { describe, expect, it } from 'vitest';
import { useSuperAdminWorld } from '../test/super-admin-world';
import * as fx from '../test/fixture-rows';

/**
 * The people's choice limit under concurrency (docs/decisions/021-fair-results.md): a participant who sends
 * N + 3 votes at once (Promise.all, each for another poster) gets exactly N stored, on SQLite and PostgreSQL.
 * The vote's transaction locks the participant's row FOR UPDATE before it counts; without that lock,
 * PostgreSQL's READ COMMITTED lets every request count the same votes and insert past the limit.
 */
const ROUNDS = 20;
const LIMIT = 3;

const { t, superAdmin } = useSuperAdminWorld();

describe(`votes sent at once, ${ROUNDS} rounds`, () => {
  it(`N + 3 votes at once store exactly N (N = ${LIMIT}); the others are 409 VOTE_LIMIT`, async () => {
    let bad = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const project = await fx.makeProject(t.db);
      const opened = await superAdmin.client.inject({
        method: 'PUT',
        url: `/api/projects/${project.id}/results/settings`,
        payload: { peoples_choice: { enabled: true, votes_per_participant: LIMIT } },
      });
      expect(opened.statusCode, opened.body).toBe(200);
      const posters = [];
      for (let i = 0; i < LIMIT + 3; i++) posters.push(await fx.makePoster(t.db, project.id));
      const voter = await fx.makeParticipant(t.db, project.id);
      const participant = await fx.sessionFor(t.app, 'user', voter.id, project.id);
      const answers = await Promise.all(
        posters.map((p) =>
          participant.inject({ method: 'PUT', url: `/api/projects/${project.id}/posters/${p.id}/vote` }),
        ),
      );
      for (const a of answers) expect(a.statusCode, a.body).toBeLessThan(500);
      const ok = answers.filter((a) => a.statusCode === 200).length;
      const refused = answers.filter((a) => a.statusCode === 409 && a.json().code === 'VOTE_LIMIT').length;
      const stored = await t.db
        .selectFrom('votes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('participant_id', '=', voter.id)
        .executeTakeFirstOrThrow();
      if (Number(stored.n) !== LIMIT || ok !== LIMIT || refused !== 3) bad++;
    }
    expect(bad).toBe(0);
  });
});
