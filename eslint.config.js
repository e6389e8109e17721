import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
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

/**
 * React Fast Refresh keeps a module's state only when it exports components and nothing else: a .tsx file that
 * exports a component exports no hook, function, context or constant beside it (types are fine).
 */
const componentsOnly = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const pascal = (name) => /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)*$/.test(name);
    const isFunction = (node) =>
      node && ['ArrowFunctionExpression', 'FunctionExpression'].includes(node.type);
    const wrapped = (node) =>
      node?.type === 'CallExpression' &&
      ['memo', 'forwardRef', 'lazy'].includes(node.callee.name ?? node.callee.property?.name);
    const components = [];
    const others = [];
    const add = (name, component, node) => (component ? components : others).push({ name, node });
    return {
      ExportNamedDeclaration(node) {
        if (node.exportKind === 'type') return;
        const d = node.declaration;
        if (d?.type === 'FunctionDeclaration') add(d.id.name, pascal(d.id.name), node);
        else if (d?.type === 'ClassDeclaration') add(d.id.name, false, node);
        else if (d?.type === 'VariableDeclaration')
          for (const v of d.declarations)
            add(v.id.name, pascal(v.id.name) && (isFunction(v.init) || wrapped(v.init)), node);
        for (const sp of node.specifiers ?? [])
          if (sp.exportKind !== 'type') add(sp.exported.name, pascal(sp.exported.name), node);
      },
      ExportDefaultDeclaration(node) {
        const d = node.declaration;
        const fn = ['FunctionDeclaration', 'ArrowFunctionExpression', 'FunctionExpression'].includes(d.type);
        add('default', fn && (!d.id || pascal(d.id.name)), node);
      },
      'Program:exit'() {
        if (components.length === 0) return;
        for (const o of others)
          context.report({
            node: o.node,
            message: `'${o.name}' is exported beside components (${components.map((c) => c.name).join(', ')}): move it to its own file (React Fast Refresh).`,
          });
      },
    };
  },
};

/** The feature folders of the web app. */
function features() {
  return fs
    .readdirSync('src/web/features', { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
}

/** The files `files` may not import along `patterns`, nor climb more than one folder. */
function restrictImports(files, patterns) {
  return {
    files: [files],
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
    files: ['src/web/**/*.tsx'],
    ignores: ['src/web/**/*.test.tsx'],
    plugins: { local: { rules: { 'components-only': componentsOnly } } },
    rules: { 'local/components-only': 'error' },
  },
  // Boundaries, and no import climbs more than one folder: further away, the path aliases of tsconfig.json
  // (@shared, @server, @web) say where a file lives.
  restrictImports('src/shared/**', [serverOrWeb]),
  restrictImports('src/server/**', [web]),
  restrictImports('src/web/**', [server]),
  // Features never import each other nor app/; what several need lives in session/, current-project/, lib/ or
  // components/, which import no feature and nothing of app/.
  ...features().map((f) => restrictImports(`src/web/features/${f}/**`, [server, otherFeature(f), app])),
  restrictImports('src/web/{session,current-project,lib,components,i18n,sw}/**', [server, app, anyFeature]),
  restrictImports('{e2e,bench,scripts}/**', []),
);
