// The docs a newcomer reads first, held to the tree: docs/architecture.md's lists of contracts, modules and
// features, its table of modules and their tables, the glossary's table in docs/concepts.md, the long files the
// architecture names, and no issue numbers in the code.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const architecture = read('docs/architecture.md');
const concepts = read('docs/concepts.md');

/** The folders (or, with `ending`, the files without it) directly in `dir`. */
function namesIn(dir: string, ending?: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((d) =>
      ending ? d.isFile() && d.name.endsWith(ending) && !d.name.includes('.test') : d.isDirectory(),
    )
    .map((d) => (ending ? d.name.slice(0, -ending.length) : d.name))
    .sort();
}

/** The rows of the markdown table whose header row starts with `| first`, each as its trimmed cells. */
function tableRows(text: string, first: string): string[][] {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => new RegExp(`^\\|\\s*${first}\\s*\\|`).test(l));
  expect(start, `a table headed "${first}"`).toBeGreaterThanOrEqual(0);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split('|')
        .map((c) => c.trim()),
    );
  }
  return rows;
}

/** The names in backticks in a table cell: `posters`, `judges` -> ['posters', 'judges']. */
const ticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

/** The tables of the database: the keys of the `DB` type in src/server/db/schema.ts. */
function tables(): string[] {
  const schema = read('src/server/db/schema.ts');
  const body = /export type DB = \{([^}]*)\}/.exec(schema)?.[1] ?? '';
  return [...body.matchAll(/^\s*(\w+):/gm)].map((m) => m[1]!).sort();
}

/** The text of the layout block's entry that starts with `name` (up to the next entry at its indent or less). */
function layoutEntry(name: string): string {
  const block = /## The layout\n\n```\n([\s\S]*?)```/.exec(architecture)?.[1] ?? '';
  const lines = block.split('\n');
  const at = lines.findIndex((l) => l.trimStart().startsWith(name));
  expect(at, `the layout names ${name}`).toBeGreaterThanOrEqual(0);
  const indent = lines[at]!.length - lines[at]!.trimStart().length;
  const entry = [lines[at]!];
  for (const line of lines.slice(at + 1)) {
    const own = line.length - line.trimStart().length;
    if (line.trim() && own <= indent + 2 && !/^\s{16,}/.test(line)) break;
    entry.push(line);
  }
  return entry.join(' ').replace(/\s+/g, ' ');
}

/** Every source file under the folders, walked. */
function sourceFiles(...dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[])
      .filter((f) => /\.(ts|tsx|css|mjs)$/.test(f))
      .map((f) => path.join(dir, f)),
  );
}

describe('docs/architecture.md', () => {
  it('lists every contract file', () => {
    const entry = layoutEntry('contracts/');
    const named = [...entry.matchAll(/\b([a-z][a-z-]*[a-z])\b/g)].map((m) => m[1]!);
    for (const contract of namesIn('src/shared/contracts', '.ts'))
      expect(named, `contracts/ names ${contract}`).toContain(contract);
  });

  it('has a row for every server module, and only for those, with tables that exist', () => {
    const rows = tableRows(architecture, 'module');
    const modules = namesIn('src/server/modules');
    expect(rows.map((r) => r[0]).sort()).toEqual(modules);
    const known = tables();
    const owned = rows.flatMap((r) =>
      r[1]!
        .replace(/\(.*?\)/g, '')
        .split(/[,\s]+/)
        .filter(Boolean),
    );
    for (const table of owned) expect(known, `${table} is a table`).toContain(table);
    // Every table has its module.
    expect([...new Set(owned)].sort()).toEqual(known);
  });

  it('names every web feature', () => {
    const entry = layoutEntry('features/<f>/');
    for (const feature of namesIn('src/web/features'))
      expect(entry, `features/ names ${feature}`).toContain(feature);
  });

  it('names every source file in src longer than 300 lines', () => {
    const long = sourceFiles('src').filter((f) => read(f).split('\n').length - 1 > 300);
    for (const file of long)
      expect(architecture, `${file} is long: split it or say why`).toContain(path.basename(file));
  });
});

describe('docs/concepts.md', () => {
  it("glossary's modules, contracts, tables and features are the tree's", () => {
    const rows = tableRows(concepts, 'idea');
    const [modules, contracts, features, known] = [
      namesIn('src/server/modules'),
      namesIn('src/shared/contracts', '.ts'),
      namesIn('src/web/features'),
      tables(),
    ];
    for (const [idea, , api, database, module, contract, feature] of rows) {
      // The fields the row names are its contracts' fields, or its modules' route parameters (a field is a
      // lower-case name, not a path).
      const texts = [
        ...ticked(contract!).map((c) => read(c.includes('/') ? c : `src/shared/contracts/${c}.ts`)),
        ...ticked(module!.replace(/\(.*?\)/g, '')).flatMap((m) =>
          sourceFiles(`src/server/modules/${m}`).map(read),
        ),
      ];
      for (const field of ticked(api!).filter((name) => /^[a-z][a-z_]*$/.test(name)))
        expect(
          texts.some((t) => t.includes(field)),
          `${idea}: field ${field} in its contracts`,
        ).toBe(true);
      for (const m of ticked(module!.replace(/\(.*?\)/g, '')))
        expect(modules, `${idea}: module ${m}`).toContain(m);
      for (const c of ticked(contract!))
        if (!c.includes('/')) expect(contracts, `${idea}: contract ${c}`).toContain(c);
        else expect(fs.existsSync(path.join(root, c)), `${idea}: ${c} exists`).toBe(true);
      for (const f of ticked(feature!))
        if (!f.endsWith('/')) expect(features, `${idea}: feature ${f}`).toContain(f);
      for (const t of ticked(database!).filter((name) => /^[a-z_]+(\.[a-z_]+)?$/.test(name)))
        expect(known, `${idea}: table ${t}`).toContain(t.split('.')[0]);
    }
  });
});

describe('the code', () => {
  it('cites no issue number (decisions say why; issues come and go)', () => {
    const cited = sourceFiles('src', 'e2e', 'bench', 'scripts').filter((f) =>
      /\bissues? #?\d+|\(#\d+\)/i.test(read(f)),
    );
    expect(cited).toEqual([]);
  });
});
