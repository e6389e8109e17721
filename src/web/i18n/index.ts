/** The app's languages (Korean first, English as a remembered switch); dates are @shared/time's (useTime). */
import { LANGUAGE_COOKIE } from '@shared/page-rendering';
import { common } from './common';
import { formatNumber, i18n, useTranslation, type Messages } from './core';

export const languages = ['ko', 'en'] as const;
export type Language = (typeof languages)[number];
const LANG_KEY = 'lang';

export const asLanguage = (value: string | null | undefined): Language => (value === 'en' ? 'en' : 'ko');

/** The language this browser chose, if it chose one. */
export function rememberedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LANG_KEY);
    return stored === null ? null : asLanguage(stored);
  } catch {
    return null;
  }
}

i18n.addResourceBundle('ko', 'common', common.ko);
i18n.addResourceBundle('en', 'common', common.en);

/** The page's language, as the app starts (main.tsx) or the switch changes it. */
export function startLanguage(lang: Language): void {
  i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
}

export function setLanguage(lang: Language): void {
  startLanguage(lang);
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * Each feature brings its own messages in both languages, registered when its module loads, so a route chunk
 * carries only its own text. Call at module top level: `const useT = registerMessages('judges', { ko, en })`.
 */
export function registerMessages<K extends Messages>(ns: string, messages: { ko: K; en: K }) {
  i18n.addResourceBundle('ko', ns, messages.ko);
  i18n.addResourceBundle('en', ns, messages.en);
  const namespaces = [ns, 'common'] as const;
  return () => useTranslation(namespaces);
}

export { formatNumber, i18n, useTranslation };
