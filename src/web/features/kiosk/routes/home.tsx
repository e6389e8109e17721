/**
 * /projects/{slug}/kiosk: a paired screen's home, a big search field and its roster as large cards, with how many
 * open offline; without a network the posters not kept say so (decision 057).
 */
import { useDeferredValue, useState } from 'react';
import { useHydrated } from '@web/lib/use-hydrated';
import { useProject } from '@web/current-project/project-context';
import { paths } from '@web/lib/paths';
import { useKioskPosters } from '../api/kiosk';
import { KioskFrame } from '../components/kiosk-frame';
import { KioskPosterCard } from '../components/poster-card';
import { useKioskT } from '../i18n/kiosk';
import type { KioskOffline } from '../lib/use-kiosk-offline';

function Results({ q, offline }: { q: string; offline: KioskOffline }) {
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
          <KioskPosterCard
            key={p.id}
            poster={p}
            to={paths.kiosk.poster(project.slug, p.id)}
            unavailable={offline.online || offline.ready.has(p.id) ? undefined : t('offline.badge')}
          />
        ))}
      </ul>
    </>
  );
}

/** How many posters of the roster open offline: shown once the page runs in the browser that keeps them. */
function ReadyOffline({ total, offline }: { total: number; offline: KioskOffline }) {
  const { t } = useKioskT();
  const hydrated = useHydrated();
  if (!hydrated || !import.meta.env.PROD || !('serviceWorker' in navigator)) return null;
  return (
    <p className="kiosk-ready" aria-live="polite">
      {t('offline.ready', { ready: offline.ready.size, total })}
    </p>
  );
}

export default function KioskHomePage() {
  const { t } = useKioskT();
  const [q, setQ] = useState('');
  const deferred = useDeferredValue(q.trim());
  return (
    <KioskFrame title={t('title')} heading>
      {(roster, offline) => (
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
          <ReadyOffline total={roster.items.length} offline={offline} />
          <Results q={deferred} offline={offline} />
        </div>
      )}
    </KioskFrame>
  );
}
