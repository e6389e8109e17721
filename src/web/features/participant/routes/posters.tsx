/** user/posters: the project's posters, searchable and filtered by category. */
import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { Poster } from '../../../../shared/contracts/posters';
import { displayId } from '../../../../shared/format';
import { ProjectPage, useProject } from '../../../app/project-guard';
import { LogoutButton } from '../../../app/logout-button';
import { useSession } from '../../../app/session';
import { PosterThumb } from '../../../components/ui/poster-thumb';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { usePosters } from '../api/get-posters';
import { useParticipantT } from '../i18n/participant';
import { mediaUrl } from '../../../lib/media-url';
import '../participant.css';
import { LoadFailed } from '../../../components/ui/load-failed';
import { SelectField } from '../../../components/ui/field';

/** By number (P-001 or 1), board, title, author or keywords. */
function matches(p: Poster, term: string): boolean {
  if (!term) return true;
  return [
    displayId('P', p.number),
    String(p.number),
    p.board ?? '',
    p.title,
    p.author,
    p.keywords ?? '',
  ].some((v) => v.toLocaleLowerCase().includes(term));
}

export default function ParticipantPostersPage() {
  const { t } = useParticipantT();
  const project = useProject();
  const { user } = useSession();
  const q = usePosters(project.id);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const term = useDeferredValue(search.trim().toLocaleLowerCase());

  const categories = useMemo(
    () =>
      [...new Set((q.data ?? []).map((p) => p.category).filter((c): c is string => !!c))].sort((a, b) =>
        a.localeCompare(b),
      ),
    [q.data],
  );
  const shown = useMemo(
    () => (q.data ?? []).filter((p) => (!category || p.category === category) && matches(p, term)),
    [q.data, category, term],
  );

  return (
    <ProjectPage title={t('list.title')}>
      <div className="container stack">
        <div className="row-between">
          <div>
            <h1 className="participant-title">{t('list.title')}</h1>
            {user ? (
              <p className="muted participant-welcome">
                {t('list.welcome', { name: user.full_name || user.username })}
              </p>
            ) : null}
          </div>
          <div className="row">
            {project.phase === 'published' ? (
              <Link className="btn" to={`/projects/${project.slug}/user/results`}>
                {t('list.results')}
              </Link>
            ) : null}
            <LogoutButton to={`/projects/${project.slug}/user/login`} />
          </div>
        </div>
        <search className="participant-filters" role="search">
          <div className="field">
            <label htmlFor="poster-search">{t('list.search')}</label>
            <input
              id="poster-search"
              type="search"
              className="input"
              placeholder={t('list.searchPlaceholder')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          <SelectField
            id="poster-category"
            label={t('list.category')}
            value={category}
            onChange={setCategory}
            none={t('list.allCategories')}
            options={categories.map((c) => ({ value: c, text: c }))}
          />
        </search>
        {q.isPending ? (
          <Spinner />
        ) : q.isError ? (
          <LoadFailed
            message={`${t('list.loadFailed')}: ${errorMessage(q.error)}`}
            onRetry={() => void q.refetch()}
          />
        ) : q.data.length === 0 ? (
          <p className="empty">{t('list.empty')}</p>
        ) : (
          <>
            <p className="muted small" aria-live="polite">
              {t('list.count', { count: shown.length })}
            </p>
            {shown.length === 0 ? (
              <p className="empty">{t('list.noResults')}</p>
            ) : (
              <ul className="card-grid poster-grid">
                {shown.map((p) => (
                  <PosterCard
                    key={p.id}
                    poster={p}
                    to={`/projects/${project.slug}/user/posters/${p.id}`}
                    noImage={t('list.noImage')}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </ProjectPage>
  );
}

/** The card's picture box (participant.css .poster-thumb): 4:3 in the grid, 112 px wide in a phone's row. */
const CARD_BOX = { width: 320, height: 240, phone: { width: 112, height: 150 } };

function PosterCard({ poster, to, noImage }: { poster: Poster; to: string; noImage: string }) {
  const thumb = poster.images.find((i) => mediaUrl(i.url) !== null);
  return (
    <li>
      <Link to={to} className="card card-link poster-card" data-testid="poster-card">
        <div className="poster-thumb">
          {thumb ? (
            <PosterThumb image={thumb} alt="" box={CARD_BOX} />
          ) : (
            <span className="muted small">{noImage}</span>
          )}
        </div>
        <div className="poster-card-body">
          <span className="poster-id">
            {displayId('P', poster.number)}
            {poster.board ? ` · ${poster.board}` : ''}
          </span>
          <h2 className="poster-card-title">{poster.title}</h2>
          <p className="poster-card-author">{poster.author}</p>
          {poster.category ? <span className="badge badge-info">{poster.category}</span> : null}
        </div>
      </Link>
    </li>
  );
}
