// The module folders under src/server/modules import each other in one direction only (no circles), and no files
// of the server import each other in a circle, type imports included (eslint's import-x/no-cycle sees the others).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.dirname(new URL(import.meta.url).pathname);
const repo = path.resolve(root, '../../..');
const server = path.join(repo, 'src/server');
const modules = fs
  .readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** Test files and test kits may reach into any module; the rule is about the code that runs. */
const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.test-kit\.ts$/.test(file);

/** The path aliases of tsconfig.json (`@server/*` -> `./src/server/*`), as prefixes. */
const aliases = Object.entries(
  (
    JSON.parse(fs.readFileSync(path.join(repo, 'tsconfig.json'), 'utf8')) as {
      compilerOptions: { paths: Record<string, string[]> };
    }
  ).compilerOptions.paths,
).map(([alias, [target]]) => ({
  alias: alias.replace(/\*$/, ''),
  target: path.join(repo, target!.replace(/\*$/, '')),
}));

/** Where an import of `spec` from `file` points (a path without its extension), or null for a package. */
function resolve(file: string, spec: string): string | null {
  if (spec.startsWith('.')) return path.resolve(path.dirname(file), spec);
  const a = aliases.find(({ alias }) => spec.startsWith(alias));
  return a ? path.join(a.target, spec.slice(a.alias.length)) : null;
}

/** The import specifiers of a file's text (`import ... from`, `export ... from`, `import(...)`). */
const specifiers = (text: string) =>
  [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map(([, spec]) => spec!);

/** The other modules a file of module `m` imports. */
function modulesImported(m: string, file: string, text: string): string[] {
  const uses = new Set<string>();
  for (const spec of specifiers(text)) {
    const target = resolve(path.join(root, m, file), spec);
    if (!target) continue;
    const other = path.relative(root, target).split(path.sep)[0]!;
    if (other !== m && modules.includes(other)) uses.add(other);
  }
  return [...uses];
}

/** module -> the other modules its source files import. */
function importGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const m of modules) {
    const uses = new Set<string>();
    for (const file of fs.readdirSync(path.join(root, m), { recursive: true }) as string[]) {
      if (!isSource(file)) continue;
      for (const other of modulesImported(m, file, fs.readFileSync(path.join(root, m, file), 'utf8')))
        uses.add(other);
    }
    graph.set(m, uses);
  }
  return graph;
}

/** The file an import points to: itself with .ts or .tsx, or its folder's index.ts. */
function fileOf(target: string): string | null {
  for (const f of [`${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts'), target])
    if (fs.existsSync(f) && fs.statSync(f).isFile()) return f;
  return null;
}

/** file -> the files it imports, for every file of the server. */
function fileGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of fs.readdirSync(server, { recursive: true }) as string[]) {
    if (!/\.tsx?$/.test(file)) continue;
    const at = path.join(server, file);
    const text = fs.readFileSync(at, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const targets = specifiers(text).map((spec) => resolve(at, spec));
    const files = targets.map((t) => (t ? fileOf(t) : null)).filter((f): f is string => f !== null);
    graph.set(path.relative(server, at), new Set(files.map((f) => path.relative(server, f))));
  }
  return graph;
}

/** Every circle in the graph, each as a path that ends where it starts. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const visit = (node: string, trail: string[]) => {
    const at = trail.indexOf(node);
    if (at >= 0) return void found.push([...trail.slice(at), node]);
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) visit(next, [...trail, node]);
    done.add(node);
  };
  for (const m of graph.keys()) visit(m, []);
  return found;
}

describe('server modules', () => {
  const graph = importGraph();

  it('are found, with the imports between them', () => {
    expect(modules).toEqual(expect.arrayContaining(['auth', 'projects', 'posters', 'imports', 'judging']));
    // The check below is only as good as the graph: a known edge must be in it.
    expect([...graph.get('imports')!]).toContain('posters');
  });

  it('are seen imported through the alias, as through a relative path', () => {
    const through = (spec: string) =>
      modulesImported('stats', 'stats.service.ts', `import { x } from '${spec}';`);
    expect(through('@server/modules/posters')).toEqual(['posters']);
    expect(through('@server/modules/posters/posters.repository')).toEqual(['posters']);
    expect(through('../posters/posters.repository')).toEqual(['posters']);
    expect(through('@server/errors')).toEqual([]);
    // Every import between modules goes through a face now: an edge only the alias shows.
    expect([...graph.get('checklist')!]).toContain('abstract-book');
  });

  it('import each other without a circle', () => {
    expect(cycles(graph).map((c) => c.join(' -> '))).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const circle = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(cycles(circle).map((c) => c.join(' -> '))).toEqual(['a -> b -> c -> a']);
  });
});

describe('server files', () => {
  const graph = fileGraph();

  it('are found, with the imports between them (a face, a type import)', () => {
    expect([...graph.get('modules/index.ts')!]).toContain('modules/posters/index.ts');
    expect([...graph.get('db/schema.ts')!]).toContain('db/schema-hall.ts');
  });

  it('import each other without a circle, type imports included', () => {
    expect(cycles(graph).map((c) => c.join(' -> '))).toEqual([]);
  });
});
