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
          // Migrates the template database once per run; each file's database is a copy (test/test-app.ts).
          globalSetup: ['src/server/test/global-setup.ts'],
        },
      },
    ],
  },
});
