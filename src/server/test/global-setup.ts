// The api project's globalSetup (vitest.config.ts): migrates the template database once per run, before any test
// file, and drops it after the last (test/template-database.ts).
import type { TestProject } from 'vitest/node';
import { makeTemplate } from './template-database';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { template, drop } = await makeTemplate(process.env.DATABASE_URL || undefined);
  project.provide('templateDatabase', template);
  return drop;
}
