// Compiles the server to plain JavaScript in dist/server: `npm start` runs it with node alone, without the
// TypeScript loader (which costs start-up time and tens of MB of memory in the server and its worker).
import fs from 'node:fs';
import { build } from 'esbuild';

const outdir = 'dist/server';
fs.rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'spreadsheet.worker': 'src/server/modules/imports/spreadsheet.worker.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
fs.copyFileSync(
  'src/server/modules/imports/spreadsheet-worker-boot.mjs',
  `${outdir}/spreadsheet-worker-boot.mjs`,
);
