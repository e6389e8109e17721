import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * What a first visit to a route downloads: the entry chunk, the route's lazy chunk and every chunk they import
 * statically, with their CSS, compressed as the server sends them (brotli to browsers that accept it, which is
 * all current ones, gzip otherwise; the build writes both, see vite.config.ts). Read from Vite's build manifest
 * (build.manifest in vite.config.ts). Each file is compressed alone, at the build's levels.
 */
type Chunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean; src?: string };
export type RouteWeight = {
  route: string;
  jsGzipKB: number;
  jsBrotliKB: number;
  cssGzipKB: number;
  cssBrotliKB: number;
  files: string[];
};

export function buildWeb(outDir: string): void {
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
}

export function routeWeights(
  outDir: string,
  routes: Record<string, string>,
): RouteWeight[] | { error: string } {
  const manifestPath = path.join(outDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) {
    return {
      error: 'no .vite/manifest.json in the build: the lead must set build.manifest = true in vite.config.ts',
    };
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) return { error: 'the build manifest has no entry chunk' };
  const gz = (file: string) =>
    zlib.gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length / 1024;
  const br = (file: string) =>
    zlib.brotliCompressSync(fs.readFileSync(path.join(outDir, file)), {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    }).length / 1024;
  const total = (files: string[], size: (file: string) => number) =>
    Math.round(files.reduce((s, f) => s + size(f), 0) * 10) / 10;
  return Object.entries(routes).map(([route, src]) => {
    const key = Object.keys(manifest).find((k) => k.endsWith(src));
    const seen = new Set<string>();
    const css = new Set<string>();
    const visit = (k: string) => {
      if (seen.has(k) || !manifest[k]) return;
      seen.add(k);
      for (const c of manifest[k]!.css ?? []) css.add(c);
      for (const i of manifest[k]!.imports ?? []) visit(i);
    };
    visit(entryKey);
    if (key) visit(key);
    const js = [...seen].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
    return {
      route: key ? route : `${route} (route chunk ${src} not found)`,
      jsGzipKB: total(js, gz),
      jsBrotliKB: total(js, br),
      cssGzipKB: total([...css], gz),
      cssBrotliKB: total([...css], br),
      files: [...js, ...css],
    };
  });
}
