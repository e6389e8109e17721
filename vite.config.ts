import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { buildSync } from 'esbuild';
import { defineConfig, type Manifest, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const nodeModule = (p: string) => fileURLToPath(new URL(`./node_modules/${p}`, import.meta.url));

/** React 19 and React DOM themselves in dev, build and tests (docs/decisions/014-react-runtime.md). */
export default defineConfig(({ mode, isSsrBuild }) => ({
  root: 'src/web',
  // The service worker is written before the compressed copies are made, so it gets its own. Neither is the
  // server renderer's (`vite build --ssr`: dist/ssr, decision 042).
  plugins: [react(), ...(isSsrBuild ? [] : [serviceWorker(), precompress()])],
  resolve: {
    // The path aliases of tsconfig.json (@shared, @web).
    tsconfigPaths: true,
    // react-router's package exports only its development build (extra checks and warnings); production builds
    // take its production files, the same library.
    alias:
      mode === 'production'
        ? [{ find: /^react-router$/, replacement: nodeModule('react-router/dist/production/index.mjs') }]
        : [],
  },
  build: {
    outDir: isSsrBuild ? '../../dist/ssr' : '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // The browser build's manifest also tells the server which files a rendered page's route needs.
    manifest: !isSsrBuild,
    // Route chunks stay small; see docs/decisions/006-web-app.md.
    chunkSizeWarningLimit: 400,
    // Every browser we serve knows <link rel="modulepreload"> (Safari since 17); one that does not only loads the
    // chunks a moment later. The polyfill cost every first visit 0.3 KB gzip (decision 060).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // A chunk is named by its hash alone: the app's first file lists every chunk a page may preload, and
        // the names were 1 KB gzip of the judge's first visit (decision 060).
        chunkFileNames: 'assets/[hash].js',
        // The libraries every page runs, as one file: left to itself the bundler cut them into four shared
        // chunks (one more request each, and 1.4 KB more gzip on the judge's first visit).
        codeSplitting: {
          groups: [
            {
              name: 'runtime',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
}));

/**
 * The modules whose chunks a judge needs without signal: the judge's pages, the QR page that opens them, notices;
 * and the participant's my list (decision 053). And the error codes' words (OFFLINE_CHUNKS): api.ts loads them with
 * a server's refusal, and a refusal can arrive as the signal comes back, while the worker's own fetches are still
 * cut (the outbox sends at once), so the ~10 KB are kept rather than fetched then.
 */
const OFFLINE_ENTRIES = [
  'index.html',
  'app/start.tsx',
  'features/judge/routes/login.tsx',
  'features/judge/routes/posters.tsx',
  'features/judge/routes/evaluate.tsx',
  'features/judging-day/routes/poster-link.tsx',
  'features/participant/routes/my-list.tsx',
  'components/ui/notices/notice-toaster.tsx',
];

/**
 * The kiosk's pages (decision 057): not in the shell every judge installs; the worker keeps them when a kiosk
 * asks (KIOSK_FILES), so a kiosk that never opened a poster with signal opens one without.
 */
const KIOSK_ENTRIES = ['features/kiosk/routes/home.tsx', 'features/kiosk/routes/poster.tsx'];

/** The entry and the app's start (its dynamic import): the route table in them imports every page. */
const EVERY_PAGE = ['index.html', 'app/start.tsx'];

/** Shared chunks of the judge's shell, by the name the build gives them (they are no route's entry). */
const OFFLINE_CHUNKS = ['error-messages'];

/**
 * The files of the offline shell: index.html and, for each offline entry, its chunk, the chunks it imports
 * (statically, and dynamically from the judge's own pages: the image viewer) and their CSS. Not the other
 * pages' chunks (those are cached as they are used).
 */
export function offlineShellFiles(manifest: Manifest, entries = OFFLINE_ENTRIES): string[] {
  const files = new Set<string>(entries.includes('index.html') ? ['/index.html'] : []);
  // A chunk seen without following its dynamic imports is seen again when a judge's page imports it.
  const seen = new Map<string, boolean>();
  const visit = (key: string, followDynamic: boolean) => {
    const chunk = manifest[key];
    const follow = followDynamic && !EVERY_PAGE.includes(key);
    if (!chunk || (seen.has(key) && (seen.get(key) || !follow))) return;
    seen.set(key, follow);
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const dep of chunk.imports ?? []) visit(dep, followDynamic);
    if (follow) for (const dep of chunk.dynamicImports ?? []) visit(dep, false);
  };
  for (const entry of entries) visit(entry, true);
  if (entries.includes('index.html'))
    for (const [key, chunk] of Object.entries(manifest))
      if (chunk.name && OFFLINE_CHUNKS.includes(chunk.name)) visit(key, false);
  return [...files].sort();
}

/**
 * Writes dist/web/sw.js after the build: src/web/sw/service-worker.ts bundled on its own, with the offline shell's
 * files and a version made from their hashed names (a new build, a new version: the phone installs the new shell
 * and drops the old; docs/decisions/027-offline-judging.md).
 */
function serviceWorker(): Plugin {
  return afterBuild('service-worker', (outDir) => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
    const files = offlineShellFiles(manifest);
    const kiosk = offlineShellFiles(manifest, KIOSK_ENTRIES).filter((f) => !files.includes(f));
    const version = crypto
      .createHash('sha256')
      .update(files.join('\n'))
      .update(fs.readFileSync(path.join(outDir, 'index.html')))
      .digest('hex')
      .slice(0, 12);
    buildSync({
      entryPoints: [fileURLToPath(new URL('./src/web/sw/service-worker.ts', import.meta.url))],
      outfile: path.join(outDir, 'sw.js'),
      bundle: true,
      minify: true,
      format: 'iife',
      target: 'es2020',
      define: {
        SHELL_FILES: JSON.stringify(files),
        KIOSK_FILES: JSON.stringify(kiosk),
        BUILD_VERSION: JSON.stringify(version),
      },
      logLevel: 'warning',
    });
  });
}

/**
 * After every build, writes `<file>.br` and `<file>.gz` beside each compressible file of the output, which the
 * server sends as they are (@fastify/static `preCompressed`) instead of compressing on each request. Fonts and
 * pictures are compressed already; Vite's own folder (.vite, the manifest) is not served.
 */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|json|webmanifest)$/;
  return afterBuild('precompress', (outDir) => {
    for (const rel of fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
      if (!compressible.test(rel) || rel.split(path.sep).some((part) => part.startsWith('.'))) continue;
      const file = path.join(outDir, rel);
      const data = fs.readFileSync(file);
      const br = zlib.brotliCompressSync(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      });
      const gz = zlib.gzipSync(data, { level: 9 });
      // A tiny file can come out larger; then the original is what gets sent.
      if (br.length < data.length) fs.writeFileSync(`${file}.br`, br);
      if (gz.length < data.length) fs.writeFileSync(`${file}.gz`, gz);
    }
  });
}

/** A build-only plugin that runs `then` on the output folder once the bundle is written. */
function afterBuild(name: string, then: (outDir: string) => void): Plugin {
  let outDir = '';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      then(outDir);
    },
  };
}
