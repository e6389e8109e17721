/** The small translation core (namespaces, nested keys, interpolation, a language switch). */
import { useMemo, useSyncExternalStore } from 'react';

/**
 * A small translation core with the subset of the i18next API this app uses: namespaced messages, `ns:key`
 * lookups, nested keys, `{{name}}` interpolation, and a language switch that re-renders. It replaced i18next
 * and react-i18next (~20 KB gzip) to keep the judge's phone pages under their size budget
 * (docs/decisions/011-small-i18n.md).
 */
export type Messages = { [key: string]: string | Messages };
type Params = Record<string, unknown>;
export type TFunction = (key: string, params?: Params) => string;

const store: Record<string, Record<string, Messages>> = {};
let chosen = 'ko';
const fallbackLanguage = 'ko';
/**
 * The page's language. In the browser, the one chosen; on the server, the language of the request being rendered
 * (entry-server.tsx sets the source), since one server renders pages in both languages at once.
 */
let languageSource = (): string => chosen;
const current = () => languageSource();

/** On the server: where the language of the page being rendered is found (entry-server.tsx). */
export function takeLanguageFrom(source: () => string): void {
  languageSource = source;
}
const listeners = new Set<() => void>();

function resolve(lang: string, ns: string, key: string): string | undefined {
  let node: string | Messages | undefined = store[lang]?.[ns];
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A number as both languages write it ("1,234", "3.5", at most three decimals): every number a message shows goes
 * through here. Written without Intl: a phone's first use of the locale data costs a long task while a page
 * hydrates, and Korean and English group digits alike.
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Math.round(Math.abs(value) * 1000) / 1000;
  const [whole, fraction] = String(rounded).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 && rounded !== 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** `{{name}}` from the params; a number written in the page's language. */
function interpolate(text: string, params?: Params): string {
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const v = params[name];
    if (typeof v === 'number') return formatNumber(v);
    return v === undefined || v === null ? '' : String(v);
  });
}

/** The plural category of a count: Korean has one form, English "one" for exactly 1 (CLDR's rules for both). */
const pluralOf = (lang: string, count: number): 'one' | 'other' =>
  lang === 'en' && count === 1 ? 'one' : 'other';

/**
 * `ns:key` split into its namespace and path, or null for a key without one. A namespace is a plain name: the
 * colon of a key's own part ("format.16:9-landscape") does not start one.
 */
function splitNamespace(key: string): [string, string] | null {
  const colon = key.indexOf(':');
  if (colon <= 0 || key.slice(0, colon).includes('.')) return null;
  return [key.slice(0, colon), key.slice(colon + 1)];
}

function translate(key: string, params: Params | undefined, namespaces: readonly string[]): string {
  const split = splitNamespace(key);
  const nss = split ? [split[0]] : namespaces;
  const path = split ? split[1] : key;
  const count = typeof params?.count === 'number' ? params.count : undefined;
  const language = current();
  for (const lang of language === fallbackLanguage ? [language] : [language, fallbackLanguage]) {
    // `{{count}}` picks `key_one` / `key_other` (the language's plural rule) when the messages have them.
    const plural = count === undefined ? undefined : `${path}_${pluralOf(lang, count)}`;
    for (const ns of nss) {
      const text = (plural && resolve(lang, ns, plural)) ?? resolve(lang, ns, path);
      if (text !== undefined) return interpolate(text, params);
    }
  }
  return path;
}

export const i18n = {
  get language(): string {
    return current();
  },
  changeLanguage(lang: string): void {
    if (lang === chosen) return;
    chosen = lang;
    for (const l of listeners) l();
  },
  t(key: string, params?: Params): string {
    return translate(key, params, ['common']);
  },
  addResourceBundle(lang: string, ns: string, messages: Messages): void {
    (store[lang] ??= {})[ns] = messages;
  },
  /** Whether `ns:key` has a message in the page's language or the fallback. */
  exists(key: string): boolean {
    const [ns, path] = splitNamespace(key) ?? ['common', key];
    return resolve(current(), ns, path) !== undefined || resolve(fallbackLanguage, ns, path) !== undefined;
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `const { t, i18n } = useTranslation(['judge', 'common'])`; `t` is stable until the language changes. */
export function useTranslation(ns?: string | readonly string[]): { t: TFunction; i18n: typeof i18n } {
  const lang = useSyncExternalStore(subscribe, current, current);
  const key = Array.isArray(ns) ? ns.join(',') : ((ns as string | undefined) ?? 'common');
  const t = useMemo<TFunction>(() => {
    const nss = key.split(',');
    if (!nss.includes('common')) nss.push('common');
    // `lang` keys the memo: a new function after a switch re-renders everything that uses it.
    void lang;
    return (k, params) => translate(k, params, nss);
  }, [key, lang]);
  return { t, i18n };
}
