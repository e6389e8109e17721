/** The language switch: Korean first, English remembered. */
import { setLanguage, useTranslation } from '../i18n';

/** Korean first, English as a remembered switch. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'en' ? 'ko' : 'en';
  return (
    <button
      type="button"
      className={className ?? 'btn btn-sm'}
      onClick={() => setLanguage(next)}
      aria-label={`${t('language')}: ${next === 'en' ? 'English' : '한국어'}`}
      lang={next}
    >
      {next === 'en' ? 'English' : '한국어'}
    </button>
  );
}
