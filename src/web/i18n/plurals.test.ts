// @vitest-environment jsdom
/**
 * English says "1 poster", not "1 posters": every English message that counts something with {{count}} before a
 * plural noun has its singular form (`key_one`) beside it (the translation core picks it by Intl.PluralRules).
 */
import { describe, expect, it, vi } from 'vitest';
import { i18n, type Messages } from './core';

const bundles: { lang: string; ns: string; messages: Messages }[] = [];
vi.spyOn(i18n, 'addResourceBundle').mockImplementation((lang, ns, messages) => {
  bundles.push({ lang, ns, messages });
});
const modules = import.meta.glob(['../**/i18n/*.ts', '!../**/*.test.ts']);

function flatten(messages: Messages, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([k, v]) =>
    typeof v === 'string' ? [[prefix + k, v] as [string, string]] : flatten(v, `${prefix}${k}.`),
  );
}

/** {{count}}, then within three words a word in -s: "{{count}} posters", "{{count}} selected judges". */
const countsPlural = /\{\{count\}\}\s+(?:[A-Za-z-]+\s+){0,2}[A-Za-z-]+s\b/;

describe('English plurals', () => {
  it('every counted plural noun has its singular form', async () => {
    for (const load of Object.values(modules)) await load();
    const english = bundles.filter((b) => b.lang === 'en');
    expect(english.length).toBeGreaterThan(10);
    const missing: string[] = [];
    for (const { ns, messages } of english) {
      const entries = new Map(flatten(messages));
      for (const [key, text] of entries) {
        if (/_(one|other)$/.test(key) || !countsPlural.test(text)) continue;
        if (!entries.has(`${key}_one`)) missing.push(`${ns}:${key} "${text}"`);
      }
    }
    expect(missing).toEqual([]);
  });
});
