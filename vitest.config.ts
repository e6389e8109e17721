import { defineConfig } from 'vitest/config';
import { preactCompat } from './vite.config';

export default defineConfig({
  test: {
    projects: [
      {
        // The web app's runtime is Preact through preact/compat, as in the browser (vite.config.ts), so the
        // libraries that import 'react' are bundled by Vite here rather than loaded by Node, and get the alias.
        // ESM builds first (their CommonJS builds would require the real react past the alias).
        resolve: { alias: preactCompat, conditions: ['module', 'node'], mainFields: ['module', 'main'] },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: ['src/**/*.api.test.ts', 'node_modules/**'],
          environment: 'node',
          server: {
            deps: {
              inline: [
                /\/preact\//,
                /@radix-ui\//,
                /@tanstack\/react-query/,
                /react-router/,
                /react-remove-scroll/,
                /react-style-singleton/,
                /use-callback-ref/,
                /use-sidecar/,
              ],
            },
          },
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/**/*.api.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
