// The two commands' shell: one file argument, a line on success, the refusal's message and exit 1 on failure.
import path from 'node:path';
import { OpsError } from './archive';

export async function runCommand(usage: string, work: (file: string) => Promise<string>): Promise<void> {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) {
    process.stderr.write(`Usage: ${usage}\n`);
    process.exit(2);
  }
  try {
    process.stdout.write(`${await work(path.resolve(file))}\n`);
  } catch (err) {
    // A refusal says what to do; anything else keeps its stack for a bug report.
    process.stderr.write(
      `${err instanceof OpsError ? err.message : err instanceof Error ? err.stack : String(err)}\n`,
    );
    process.exit(1);
  }
}
