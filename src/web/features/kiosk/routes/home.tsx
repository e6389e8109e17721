/** /projects/{slug}/kiosk: a paired screen's home, a big search field and its roster as large cards. */
import { useDeferredValue, useState } from 'react';
import { useProject } from '@web/current-project/project-context';
import { paths } from '@web/lib/paths';
import { useKioskPosters } from '../api/kiosk';
import { KioskFrame } from '../components/kiosk-frame';
import { KioskPosterCard } from '../components/poster-card';
import { useKioskT } from '../i18n/kiosk';

function Results({ q }: { q: string }) {
  const { t } = useKioskT();
  const project = useProject();
  const found = useKioskPosters(project.id, q);
  const items = found.data?.items ?? [];
  return (
    <>
      <p className="kiosk-count" aria-live="polite">
        {found.data ? (items.length ? t('count', { count: items.length }) : t('none')) : ''}
      </p>
      <ul className="kiosk-cards">
        {items.map((p) => (
          <KioskPosterCard key={p.id} poster={p} to={paths.kiosk.poster(project.slug, p.id)} />
        ))}
      </ul>
    </>
  );
}

export default function KioskHomePage() {
  const { t } = useKioskT();
  const [q, setQ] = useState('');
  const deferred = useDeferredValue(q.trim());
  return (
    <KioskFrame title={t('title')} heading>
      {() => (
        <div className="kiosk-home">
          <form className="kiosk-search" role="search" onSubmit={(e) => e.preventDefault()}>
            <label htmlFor="kiosk-q" className="kiosk-search-label">
              {t('search')}
            </label>
            <div className="kiosk-search-row">
              <input
                id="kiosk-q"
                type="search"
                value={q}
                onChange={(e) => setQ(e.target.value)}
                placeholder={t('searchHint')}
                autoComplete="off"
                enterKeyHint="search"
              />
              {q ? (
                <button type="button" className="kiosk-btn" onClick={() => setQ('')}>
                  {t('clear')}
                </button>
              ) : null}
            </div>
          </form>
          <Results q={deferred} />
        </div>
      )}
    </KioskFrame>
  );
}
