import { setUpConference } from './judging-setup';
import { checkResults, replay, type ReplayOutcome } from './judging-day';
import { loginFlood, placeProbeFile, type FloodOutcome } from './login-flood';
import { createPgDatabase, startServer, tempDir, type Server } from './servers';

/**
 * One judging day on one database: fresh data, the server(s) started as `npm start` runs them, the morning's
 * setup through the API, the replay, the results checked on every instance, and (on SQLite) the login flood.
 */
export type Scenario = {
  name: string;
  /** Fresh PostgreSQL database on this server (admin URL); none: SQLite. */
  postgres?: string;
  instances: 1 | 2;
  flood: boolean;
};

export type ScenarioResult = {
  scenario: Scenario;
  setupMs?: number;
  outcome?: ReplayOutcome;
  resultMismatches: string[];
  rssMB: number[];
  flood?: FloodOutcome;
  /** Why the scenario stopped before its end, if it did. */
  error?: string;
};

export async function runScenario(scenario: Scenario, tag: string): Promise<ScenarioResult> {
  const result: ScenarioResult = { scenario, resultMismatches: [], rssMB: [] };
  const servers: Server[] = [];
  try {
    const dataDir = tempDir(`poster-bench-${tag}-`);
    if (scenario.flood) placeProbeFile(dataDir);
    const databaseUrl = scenario.postgres ? await createPgDatabase(scenario.postgres, tag) : undefined;
    // One after the other: the first runs the migrations, the second finds them done. Both share DATA_DIR (and
    // so the uploads folder), as instances behind a load balancer would.
    for (let i = 0; i < scenario.instances; i++) servers.push(await startServer({ dataDir, databaseUrl }));
    const bases = servers.map((s) => s.base);

    console.log(`${scenario.name}: setting up 400 posters, 200 judges, 5 criteria, 2,000 assignments (HTTP)`);
    const t0 = performance.now();
    const conf = await setUpConference(bases[0]!, tag);
    result.setupMs = performance.now() - t0;

    console.log(
      `${scenario.name}: 200 judges at once (${bases.length} instance${bases.length > 1 ? 's' : ''})`,
    );
    result.outcome = await replay(conf, bases);
    for (const base of bases) {
      const lines = await checkResults(conf, base, result.outcome.accepted);
      const where = bases.length > 1 ? `instance ${bases.indexOf(base) + 1}: ` : '';
      result.resultMismatches.push(...lines.map((l) => where + l));
    }

    if (scenario.flood) {
      console.log(
        `${scenario.name}: login flood (64 parallel unknown-user logins) against /uploads/ fetches`,
      );
      result.flood = await loginFlood(bases[0]!, conf.projectId);
    }
  } catch (err) {
    result.error = err instanceof Error ? (err.stack ?? err.message) : String(err);
    console.error(`${scenario.name}: stopped: ${result.error}`);
  } finally {
    for (const s of servers) {
      await s.stop();
      result.rssMB.push(s.peakRssMB());
    }
  }
  return result;
}
