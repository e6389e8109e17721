// npm run backup -- <file>: the archive of the data the server's configuration names (DATA_DIR, UPLOADS_DIR, DATABASE_URL).
import { loadConfig } from '../config';
import { takeBackup } from './backup';
import { runCommand } from './command';

await runCommand('npm run backup -- <file.tar.gz>', async (file) => {
  const config = loadConfig();
  const m = await takeBackup(config, file);
  return (
    `Backup written to ${file}: ${m.database.kind} database at schema version ${m.schema.version} ` +
    `(${m.schema.lastMigration}), ${m.uploads.files} upload files (${m.uploads.bytes} bytes), taken ${m.takenAt}`
  );
});
