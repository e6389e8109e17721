/**
 * The organiser's and the super admin's pages, by their path under src/web: a chunk of its own that lists them,
 * loaded on the first visit to either area (router.tsx). Their thirty-odd entries (each page's file and the chunks
 * it needs) then weigh nothing on a judge's, a participant's or a screen's first visit (decision 060).
 */
import type { ComponentType } from 'react';

export const adminPageModules = import.meta.glob<{ default: ComponentType }>([
  '../features/project-admin/*/routes/*.tsx',
  '../features/super-admin/routes/*.tsx',
  '!../features/**/*.test.tsx',
]);
