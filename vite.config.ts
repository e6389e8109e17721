import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias } from 'vite';
import react from '@vitejs/plugin-react';

const nodeModule = (p: string) => fileURLToPath(new URL(`./node_modules/${p}`, import.meta.url));

/**
 * The browser runs Preact 11 through preact/compat instead of React DOM (docs/decisions/012-web-bundle-size.md):
 * the same API our code, React Router, TanStack Query and Radix use, at about a seventh of the gzip weight. TypeScript keeps
 * the React types. Dev and build use the same runtime, so what is tried in dev is what ships.
 */
export const preactCompat: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

export default defineConfig(({ mode }) => ({
  root: 'src/web',
  // React Fast Refresh drives React's own reconciler, which does not run here: an edit reloads the page instead.
  plugins: [react({ refreshExclude: /./ })],
  resolve: {
    alias: [
      ...preactCompat,
      // react-router's package exports only its development build; production builds use its production files.
      ...(mode === 'production'
        ? [
            {
              find: /^react-router$/,
              replacement: nodeModule('react-router/dist/production/index.mjs'),
            },
          ]
        : []),
    ],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // Route chunks stay small; see docs/decisions/006-web-app.md.
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      onwarn(warning, warn) {
        // React Router reads React 19's useOptimistic when it exists and falls back to useState without it; it
        // only matters for RouterProvider's useTransitions, which this app does not turn on.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
}));
