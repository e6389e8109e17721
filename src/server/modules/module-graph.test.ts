// The module folders under src/server/modules import each other in one direction only (no circles).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.dirname(new URL(import.meta.url).pathname);
const modules = fs
  .readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** Test files and test kits may reach into any module; the rule is about the code that runs. */
const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.test-kit\.ts$/.test(file);

/** module -> the other modules its source files import (from `import ... from '../<module>/...'`). */
function importGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const m of modules) {
    const uses = new Set<string>();
    for (const file of fs.readdirSync(path.join(root, m), { recursive: true }) as string[]) {
      if (!isSource(file)) continue;
      const text = fs.readFileSync(path.join(root, m, file), 'utf8');
      for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
        const target = path.relative(root, path.resolve(path.dirname(path.join(root, m, file)), spec!));
        const other = target.split(path.sep)[0]!;
        if (other !== m && modules.includes(other)) uses.add(other);
      }
    }
    graph.set(m, uses);
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
