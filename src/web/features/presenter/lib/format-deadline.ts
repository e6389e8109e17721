/** The submission deadline as the presenter reads it. */
import { i18n } from '@web/i18n';

/** "2026년 12월 1일 (화) 오후 6:00": the deadline in the reader's language and time zone. */
export function formatDeadline(iso: string, lang: string = i18n.language): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'ko-KR', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(d);
}
