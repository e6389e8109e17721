/** The submission deadline as the presenter reads it. */
import { i18n } from '@web/i18n';

/** "2026년 12월 1일 화요일 오후 6:00": the deadline in the reader's language and time zone. */
export function formatDeadline(iso: string, lang: string = i18n.language): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  // The whole weekday: Korean's short one ("일") reads as the day's own "일" beside it.
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'ko-KR', {
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(d);
}
