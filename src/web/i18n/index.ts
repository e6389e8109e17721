/** The app's languages (Korean first, English as a remembered switch) and its date formats. */
import { useHydrated } from '../lib/use-hydrated';
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

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Korean long date ("2026년 5월 1일"), or English ("May 1, 2026"), for a YYYY-MM-DD value (the day itself) or an
 * ISO moment (its day where the page is read). Written without Intl: the same on the server and the hydrating
 * browser, and no locale data to load on a phone's first page (it cost a 100 ms task on the evaluation page).
 */
export function formatDate(value: string | null | undefined, lang: string = i18n.language): string {
  if (!value) return '';
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const d = day ? null : new Date(value);
  if (d && Number.isNaN(d.getTime())) return value;
  const [year, month, date] = day
    ? [Number(day[1]), Number(day[2]), Number(day[3])]
    : [d!.getFullYear(), d!.getMonth() + 1, d!.getDate()];
  return lang === 'en' ? `${MONTHS[month - 1]} ${date}, ${year}` : `${year}년 ${month}월 ${date}일`;
}

/** "start ~ end" in the page's language, or `none` when the project has no dates. */
export function formatPeriod(
  p: { start_date: string | null | undefined; end_date: string | null | undefined },
  none: string,
  lang: string = i18n.language,
): string {
  if (!p.start_date && !p.end_date) return none;
  return i18n.t('period', { start: formatDate(p.start_date, lang), end: formatDate(p.end_date, lang) });
}

export function formatDateTime(value: string | null | undefined, lang: string = i18n.language): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return d.toLocaleString(lang === 'en' ? 'en-US' : 'ko-KR');
}

/**
 * A moment as a page rendered by the server writes it, and the hydrating browser first: "2026-11-29 18:15" in
 * Korea's time (the product's first language's), computed without the locale data, which differ between Node and
 * the browser (decision 042).
 */
export function renderedMoment(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return new Date(d.getTime() + 9 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * A moment's formatter for a page the server may render: the server and the hydrating browser write
 * `renderedMoment`, then the browser its own language and time zone (React renders again once hydrated).
 */
export function useFormatMoment(
  format: (value: string) => string = (value) => formatDateTime(value),
): (value: string | null | undefined) => string {
  const own = useHydrated();
  return (value) => (!value ? '' : own ? format(value) : renderedMoment(value));
}

export { formatNumber, i18n, useTranslation };
