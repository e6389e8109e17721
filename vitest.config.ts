import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The path aliases of tsconfig.json (@shared, @server, @web).
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: ['src/**/*.api.test.ts', 'node_modules/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/**/*.api.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // A worker imports the server once and runs file after file in it (importing it anew for each of the
          // hundred files was a third of the suite). Files share no state through it: each makes its own app on
          // its own database (test/test-app.ts); nothing in them mocks a module (docs/decisions/063-ci-migrate-once.md).
          isolate: false,
          // Migrates the template database once per run; each file's database is a copy (test/test-app.ts).
          globalSetup: ['src/server/test/global-setup.ts'],
        },
      },
    ],
  },
});
