/** The search box of the organiser's tables. */
import { useProjectAdminT } from '../i18n/project-admin';

export function SearchBox({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (v: string) => void;
  label?: string;
}) {
  const { t } = useProjectAdminT();
  return (
    <input
      type="search"
      className="input search-box"
      aria-label={label ?? t('search')}
      placeholder={t('searchPlaceholder')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
