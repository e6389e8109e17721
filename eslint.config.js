import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const climb = {
  regex: '^\\.\\./\\.\\./',
  message: 'Use a path alias (@shared, @server, @web) instead of climbing.',
};
const server = { regex: '^(@server/|(\\.\\./)+server/)', message: 'The web app never imports the server.' };
const web = { regex: '^(@web/|(\\.\\./)+web/)', message: 'The server never imports the web app.' };
const serverOrWeb = {
  regex: '^(@server/|@web/|(\\.\\./)+(server|web)/)',
  message: 'Shared code imports nothing of server or web.',
};
const otherFeature = (f) => ({
  regex: `^@web/features/(?!${f}/)`,
  message: 'Features never import each other.',
});
const app = {
  regex: '^(@web/app/|(\\.\\./)+app/)',
  message:
    'app/ only composes (router, providers, layouts): what pages need lives in session/, current-project/, lib/ or components/.',
};
const anyFeature = {
  regex: '^(@web/features/|(\\.\\./)+features/)',
  message: 'Shared web code imports no feature.',
};

/** Test files and test kits: what tests run, and nothing else does. */
const testCode = ['src/**/*.test.{ts,tsx}', 'src/**/*.test-kit.ts', 'src/server/test/**'];
const testKit = {
  regex: '\\.test-kit(\\.ts)?$',
  message: 'A test kit is for tests: code that runs never imports one.',
};
const testFolder = {
  regex: '^(@server/(test|proof)(/|$)|(\\.\\.?/)(test|proof)/)',
  message: 'src/server/test and src/server/proof are for tests: code that runs never imports them.',
};

/** The names of the folders in `dir`. */
function foldersIn(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
}

/** The feature folders of the web app. */
const features = () => foldersIn('src/web/features');

/** The module folders of the server. */
const modules = () => foldersIn('src/server/modules');

/**
 * Inside module `m` (a file under src/server/modules/<m>/), as a file whose way to the modules folder is `up`
 * writes it: only `@server/modules/<m>` itself, the module's face (its index.ts), is open to the rest of the server.
 * The face written relatively (`../<m>`) is refused too, so that an import of a module reads one way.
 */
const insideOf = (m, up) => ({
  regex: `^(@server/modules/${m}/|${up}${m}(/|$))`,
  message: `Import another module through its face, @server/modules/${m}.`,
});
/** Inside every module but `own`. */
const insideOthers = (own, up) =>
  modules()
    .filter((m) => m !== own)
    .map((m) => insideOf(m, up));
const anyModule = {
  regex: '^(@server/modules|\\.\\.?/modules)(/|$)',
  message: 'http/, errors.ts and principal.ts import no module: what http/ needs of one, buildApp passes in.',
};
const fastify = {
  regex: '^(fastify|@fastify/|fastify-)',
  message: 'Free of Fastify: the framework is http/.',
};

/** The files `files` (but `ignores`) may not import along `patterns`, nor climb more than one folder. */
function restrictImports(files, patterns, ignores = []) {
  return {
    files: [files],
    ignores,
    rules: { 'no-restricted-imports': ['error', { patterns: [climb, ...patterns] }] },
  };
}

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'bench/report/**',
      'bench/scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { console: 'readonly', process: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // No file imports another in a circle (module folders: src/server/modules/module-graph.test.ts).
    files: ['src/**/*.{ts,tsx}', 'bench/**/*.ts', 'e2e/**/*.ts', 'scripts/**/*.{js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // React Fast Refresh keeps a module's state only when it exports components and nothing else: a file that
    // exports a component exports no hook, function, context or constant beside it (types are fine).
    files: ['src/web/**/*.tsx'],
    ignores: ['src/web/**/*.test.tsx'],
    plugins: { 'react-refresh': reactRefresh },
    rules: { 'react-refresh/only-export-components': 'error' },
  },

  // Boundaries, and no import climbs more than one folder: further away, the path aliases of tsconfig.json
  // (@shared, @server, @web) say where a file lives.
  restrictImports('src/shared/**', [serverOrWeb]),
  restrictImports('src/server/**', [web]),
  // A module's inside is its own: the rest of the server (other modules, http/, ops/, db/, app.ts, main.ts, the
  // lists modules/index.ts and modules/job-kinds.ts) imports `@server/modules/<m>`, the face, and nothing under
  // it. Tests and test kits may reach inside (docs/decisions/078-module-faces.md).
  ...modules().map((m) =>
    restrictImports(`src/server/modules/${m}/**`, [web, ...insideOthers(m, '\\.\\./')], testCode),
  ),
  restrictImports('src/server/modules/*.ts', [web, ...insideOthers(null, '\\./')], testCode),
  restrictImports('src/server/*.ts', [web, ...insideOthers(null, '\\./modules/')], testCode),
  restrictImports(
    'src/server/*/**',
    [web, ...insideOthers(null, '\\.\\./modules/')],
    ['src/server/modules/**', ...testCode],
  ),
  // What every request goes through, the errors and the principals import no module; the errors and the
  // principals, nothing of Fastify either.
  restrictImports('src/server/http/**', [web, anyModule], testCode),
  restrictImports('src/server/{errors,principal}.ts', [web, anyModule, fastify]),
  restrictImports('src/web/**', [server]),
  // Features never import each other nor app/; what several need lives in session/, current-project/, lib/ or
  // components/, which import no feature and nothing of app/.
  ...features().map((f) => restrictImports(`src/web/features/${f}/**`, [server, otherFeature(f), app])),
  restrictImports('src/web/{session,current-project,lib,components,i18n,sw}/**', [server, app, anyFeature]),
  restrictImports('{e2e,bench,scripts}/**', []),

  // Test kits (the helpers test files share: `*.test-kit.ts`, src/server/test/, src/server/proof/) are for tests
  // only: the code that runs never imports one. A rule of its own (typescript-eslint's copy of
  // no-restricted-imports), so it adds to the zones above instead of replacing their patterns.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: testCode,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [testKit, testFolder] }] },
  },
);
