/** The preflight of a file: each error and warning with its explanation, errors first. */
import type { PreflightItem } from '@shared/contracts/submissions';
import { preflightMessage } from './preflight-message';
import { useSubmissionT } from './submission-text';
import './submission.css';

export function PreflightList({ items, title = true }: { items: PreflightItem[]; title?: boolean }) {
  const { t } = useSubmissionT();
  if (items.length === 0) return null;
  const sorted = [...items].sort((a, b) => (a.level === b.level ? 0 : a.level === 'error' ? -1 : 1));
  return (
    <section className="stack preflight" aria-label={t('preflight.title')}>
      {title ? <h3 className="preflight-title">{t('preflight.title')}</h3> : null}
      <ul className="preflight-list">
        {sorted.map((item, i) => (
          <li key={`${item.code}-${i}`} className={`preflight-item preflight-${item.level}`}>
            <span className={`badge ${item.level === 'error' ? 'badge-danger' : 'badge-warning'}`}>
              {t(`preflight.${item.level}`)}
            </span>{' '}
            <span>{preflightMessage(item, t)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
