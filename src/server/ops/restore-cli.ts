// npm run restore -- <file>: an archive of npm run backup into the empty data folder or database the configuration names.
import { loadConfig } from '../config';
import { restoreBackup } from './restore';
import { runCommand } from './command';

await runCommand('npm run restore -- <file.tar.gz>', async (file) => {
  const config = loadConfig();
  const { manifest: m, migratedTo } = await restoreBackup(config, file);
  const target = config.databaseUrl ? 'the database of DATABASE_URL' : config.dataDir;
  return (
    `Restored ${file} (taken ${m.takenAt}, product ${m.product.version}) into ${target}: ` +
    `${m.uploads.files} upload files; schema ${m.schema.lastMigration}` +
    (migratedTo !== m.schema.lastMigration ? `, migrated to ${migratedTo}` : '')
  );
});
