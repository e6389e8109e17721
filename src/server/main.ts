// The server process: migrate, seed, listen (its chores are jobs: src/server/modules/job-kinds.ts).
import path from 'node:path';
import { buildApp } from './app';
import { mediaStorage, mediaTools, missingToolsLine, storageKind } from './media';
import { loadConfig } from './config';
import { migrate, openDatabase } from './db/database';
import { ensureSuperAdmin } from './db/seed';
import { fillPosterSearch } from '@server/modules/poster-search';
import { createDemo } from './ops/demo';
import { demoBanner } from './ops/demo-banner';

const config = loadConfig();
const database = openDatabase({
  databaseUrl: config.databaseUrl,
  sqlitePath: path.join(config.dataDir, 'app.db'),
});
await migrate(database);
// Posters from before the search index (migration 033) get their rows once, before the first search.
await fillPosterSearch(database.db);
const seeded = await ensureSuperAdmin(database.db, config.adminUsername, config.adminPassword);

const app = await buildApp({ config, database, logger: true });
// What the machine lacks for poster files, said once at the start (readiness and the pages say it too).
const missingTools = missingToolsLine(await mediaTools());
if (missingTools) app.log.warn(missingTools);
// A bucket that cannot be reached, said at the start: judging goes on, files cannot be stored or served until it is.
if (storageKind(config.uploadsDir) === 'bucket' && !(await mediaStorage(config.uploadsDir).reachable()))
  app.log.warn(
    `The bucket of STORAGE_URL cannot be reached (${new URL(config.storageUrl!).host || 'its name'}): posters' files ` +
      'cannot be stored or served until it can; check the endpoint, the credentials and the network',
  );
if (seeded.generatedPassword) {
  // Printed once, on the first start only; not through the logger so it stays out of log files by default.
  process.stdout.write(
    `\nCreated super admin "${config.adminUsername}" with password: ${seeded.generatedPassword}\n` +
      'Set ADMIN_PASSWORD before the first start to choose it yourself.\n\n',
  );
}

// The demo is made before the server listens (its renders take about a minute); its block is printed once it
// listens, so that every address in it answers.
let demoBlock: string | null = null;
if (config.demo) {
  process.stdout.write('\nMaking the demo conference (poster files are rendered first: about a minute)...\n');
  const demo = await createDemo(app);
  demoBlock = demo
    ? demoBanner(demo, config.publicUrl ?? `http://localhost:${config.port}`, config.adminUsername)
    : '\nDEMO=1: the site already has projects, so no demo conference was made.\n\n';
}

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

await app.listen({ port: config.port, host: config.host });
if (demoBlock) process.stdout.write(demoBlock);
// Images stored before their derived sizes existed (migration 010), or whose derivation an earlier run did not
// finish, are derived in the background; meanwhile the API names their originals.
app.images.kick();
// Derived sizes and fetched originals that no poster uses any more (deleted posters and images) are removed.
void app.images
  .prune()
  .then((n) => n > 0 && app.log.info(`removed ${n} poster image files no poster uses`))
  .catch((err: unknown) => app.log.warn({ err }, 'removing unused poster image files failed'));
app.log.info(
  `${database.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'} database; serving http://localhost:${config.port}`,
);
app.log.info(
  config.smtpUrl
    ? `mail on: sent through ${new URL(config.smtpUrl).host} as ${config.mailFrom}, links to ${config.publicUrl}`
    : 'mail off (no SMTP_URL): batches preview and export CSV; nothing is mailed',
);
