import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const nodeModule = (p: string) => fileURLToPath(new URL(`./node_modules/${p}`, import.meta.url));

/** React 19 and React DOM themselves in dev, build and tests (docs/decisions/014-react-runtime.md). */
export default defineConfig(({ mode }) => ({
  root: 'src/web',
  plugins: [react(), precompress()],
  resolve: {
    // react-router's package exports only its development build (extra checks and warnings); production builds
    // take its production files, the same library.
    alias:
      mode === 'production'
        ? [{ find: /^react-router$/, replacement: nodeModule('react-router/dist/production/index.mjs') }]
        : [],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // Route chunks stay small; see docs/decisions/006-web-app.md.
    chunkSizeWarningLimit: 400,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
}));

/**
 * After every build, writes `<file>.br` and `<file>.gz` beside each compressible file of the output, which the
 * server sends as they are (@fastify/static `preCompressed`) instead of compressing on each request. Fonts and
 * pictures are compressed already; Vite's own folder (.vite, the manifest) is not served.
 */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|json|webmanifest)$/;
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
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
    },
  };
}
