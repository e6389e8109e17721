import { setUpConference } from './judging-setup';
import { checkResults, replay, type ReplayOutcome } from './judging-day';
import { loginFlood, placeProbeFile, type FloodOutcome } from './login-flood';
import { startTestS3, type TestS3 } from '../src/server/media/s3-server.test-kit';
import { createPgDatabase, startServer, tempDir, type Server } from './servers';
import { checkSharedPictures } from './shared-files';

/**
 * One judging day on one database: fresh data, the server(s) started as `npm start` runs them, the morning's
 * setup through the API, the replay, the results checked on every instance, and (on SQLite) the login flood.
 */
export type Scenario = {
  name: string;
  /** Fresh PostgreSQL database on this server (admin URL); none: SQLite. */
  postgres?: string;
  instances: 1 | 2 | 3;
  /**
   * Files in a bucket of an S3 server the bench starts, each instance with a data folder of its own: the
   * instances share the database and the bucket and nothing else, and a picture uploaded through one must be
   * served by all.
   */
  s3?: boolean;
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
  let s3: TestS3 | undefined;
  try {
    const dataDir = tempDir(`poster-bench-${tag}-`);
    if (scenario.flood) placeProbeFile(dataDir);
    const databaseUrl = scenario.postgres ? await createPgDatabase(scenario.postgres, tag) : undefined;
    if (scenario.s3) s3 = await startTestS3();
    const storageUrl = s3?.storageUrl();
    // One after the other: the first runs the migrations, the others find them done. Without a bucket they share
    // DATA_DIR (and so the uploads folder); with one, each has its own folder, as instances on separate machines.
    for (let i = 0; i < scenario.instances; i++)
      servers.push(
        await startServer({
          dataDir: scenario.s3 && i > 0 ? tempDir(`poster-bench-${tag}-${i}-`) : dataDir,
          databaseUrl,
          storageUrl,
        }),
      );
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
    if (scenario.s3) {
      console.log(`${scenario.name}: pictures uploaded through each instance, served by every one`);
      result.resultMismatches.push(...(await checkSharedPictures(conf, bases)).map((l) => `pictures: ${l}`));
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
    await s3?.stop();
  }
  return result;
}
