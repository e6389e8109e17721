// The modules' faces hold (docs/decisions/078-module-faces.md): eslint refuses the code that runs an import into
// another module's inside, and lets the same lines through that module's face, @server/modules/<m>.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const cwd = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');
const at = (file: string) => path.join(cwd, 'src/server', file);

/** A few lines as a module's file would write them: one import of `spec`, and its use. */
const importing = (spec: string) =>
  `import { selectPosterExists } from '${spec}';\n\nexport const exists = selectPosterExists;\n`;

let eslint: ESLint;
beforeAll(() => {
  // The circle check follows every import through the whole server; it is not what is proved here.
  eslint = new ESLint({ cwd, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });
});

/** What eslint says of `code` in `file`: each problem as its rule and message. */
async function lint(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: at(file) });
  return result!.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

const faceRule = {
  rule: 'no-restricted-imports',
  message: expect.stringContaining('Import another module through its face, @server/modules/posters.'),
};

describe("a module's face", () => {
  it("refuses a module's service the other module's repository", async () => {
    expect(await lint(importing('../posters/posters.repository'), 'modules/stats/views.service.ts')).toEqual([
      faceRule,
    ]);
  });

  it('refuses the inside written through the alias, and the face written relatively', async () => {
    const file = 'modules/stats/views.service.ts';
    expect(await lint(importing('@server/modules/posters/posters.repository'), file)).toEqual([faceRule]);
    expect(await lint(importing('../posters'), file)).toEqual([faceRule]);
  });

  it('lets the same lines through the face', async () => {
    expect(await lint(importing('@server/modules/posters'), 'modules/stats/views.service.ts')).toEqual([]);
  });

  it('holds outside the modules too: ops, app.ts and the modules list', async () => {
    expect(await lint(importing('../modules/posters/posters.repository'), 'ops/demo.ts')).toEqual([faceRule]);
    expect(await lint(importing('./modules/posters/posters.repository'), 'app.ts')).toEqual([faceRule]);
    expect(await lint(importing('./posters/posters.repository'), 'modules/job-kinds.ts')).toEqual([faceRule]);
    expect(await lint(importing('@server/modules/posters'), 'ops/demo.ts')).toEqual([]);
  });

  it("lets a module's own files import each other", async () => {
    expect(await lint(importing('./posters.repository'), 'modules/posters/posters.service.ts')).toEqual([]);
  });

  it('lets tests and test kits reach inside', async () => {
    const code = importing('../posters/posters.repository');
    expect(await lint(code, 'modules/stats/views.api.test.ts')).toEqual([]);
    expect(await lint(code, 'modules/stats/stats.catalogue.test-kit.ts')).toEqual([]);
  });
});

describe('the rest of the boundaries beside it', () => {
  it('http/ imports no module, not even a face', async () => {
    expect(await lint(importing('@server/modules/posters'), 'http/project-scope.ts')).toEqual([
      { rule: 'no-restricted-imports', message: expect.stringContaining('import no module') },
    ]);
  });

  it('the code that runs imports no test kit', async () => {
    expect(
      await lint(importing('./posters.catalogue.test-kit'), 'modules/posters/posters.service.ts'),
    ).toEqual([
      { rule: '@typescript-eslint/no-restricted-imports', message: expect.stringContaining('test kit') },
    ]);
    expect(await lint(importing('@server/test/fixture-rows'), 'modules/posters/posters.service.ts')).toEqual([
      { rule: '@typescript-eslint/no-restricted-imports', message: expect.stringContaining('for tests') },
    ]);
  });
});
