/** judge/posters: welcome, progress, and one card per assigned poster. */
import { useState } from 'react';
import { Link } from 'react-router';
import type { JudgePosterCard } from '../../../../shared/contracts/judging';
import { displayId } from '../../../../shared/format';
import { ProjectPage, useProject } from '../../../app/project-guard';
import { LogoutButton } from '../../../app/logout-button';
import { useSession } from '../../../app/session';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { useJudgePosters } from '../api/get-judge-posters';
import { useJudgeProgress } from '../api/get-judge-progress';
import { ProgressCard } from '../components/progress-card';
import { useJudgeT } from '../i18n/judge';
import { loadDraft } from '../lib/draft';
import { useSessionExpired } from '../lib/use-session-expired';
import '../judge.css';
import { LoadFailed } from '../../../components/ui/load-failed';

/** A hall search: by number (P-014 or 14), board or title. */
function cardMatches(p: JudgePosterCard, search: string): boolean {
  const term = search.trim().toLocaleLowerCase();
  if (!term) return true;
  return [displayId('P', p.poster_number), String(p.poster_number), p.board ?? '', p.title].some((v) =>
    v.toLocaleLowerCase().includes(term),
  );
}

export default function JudgePostersPage() {
  const { t } = useJudgeT();
  const project = useProject();
  const { user } = useSession();
  const posters = useJudgePosters(project.id);
  const progress = useJudgeProgress(project.id);
  const expired = useSessionExpired(posters.error ?? progress.error);
  const [search, setSearch] = useState('');

  const name = user?.full_name || user?.username || '';
  return (
    <ProjectPage title={t('list.title')}>
      <div className="container judge-page">
        <div className="row-between">
          <p className="judge-welcome">{t('list.welcome', { name })}</p>
          <LogoutButton to={`/projects/${project.slug}/judge/login`} />
        </div>
        <h1 className="visually-hidden">{t('list.title')}</h1>
        <ProgressCard progress={progress.data} />
        {posters.isPending || expired ? (
          <Spinner />
        ) : posters.isError ? (
          <LoadFailed
            large
            message={`${t('list.loadFailed')}: ${errorMessage(posters.error)}`}
            onRetry={() => void posters.refetch()}
          />
        ) : posters.data.length === 0 ? (
          <p className="empty">{t('list.empty')}</p>
        ) : (
          <>
            <div className="field" role="search">
              <label htmlFor="judge-poster-search">{t('list.search')}</label>
              <input
                id="judge-poster-search"
                type="search"
                className="input"
                placeholder={t('list.searchPlaceholder')}
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
            <ul className="card-grid judge-cards" aria-label={t('list.title')}>
              {posters.data
                .filter((p) => cardMatches(p, search))
                .map((p) => {
                  const hasDraft = user
                    ? loadDraft({ projectId: project.id, judgeId: user.id, posterId: p.poster_id }) !== null
                    : false;
                  return (
                    <li
                      key={p.assignment_id}
                      className={`card judge-card${p.evaluated ? ' is-done' : ''}`}
                      data-testid="judge-poster-card"
                    >
                      <div className="row-between judge-card-head">
                        <span className="judge-card-id">
                          {displayId('P', p.poster_number)}
                          {p.board ? ` · ${p.board}` : ''}
                        </span>
                        <span className={`badge ${p.evaluated ? 'badge-success' : 'badge-warning'}`}>
                          {p.evaluated ? t('list.evaluated') : t('list.pending')}
                        </span>
                      </div>
                      <h2 className="judge-card-title">{p.title}</h2>
                      <p className="judge-card-meta">
                        {p.author}
                        {p.category ? <span className="badge badge-info">{p.category}</span> : null}
                      </p>
                      {hasDraft ? <p className="judge-card-draft small">✎ {t('list.draft')}</p> : null}
                      <Link
                        to={`/projects/${project.slug}/judge/evaluate/${p.poster_id}`}
                        className={`btn btn-lg btn-block ${p.evaluated ? '' : 'btn-primary'}`}
                        aria-label={`${p.evaluated ? t('list.editEvaluation') : t('list.evaluate')}: ${displayId('P', p.poster_number)} ${p.title}`}
                      >
                        {p.evaluated ? t('list.editEvaluation') : t('list.evaluate')}
                      </Link>
                    </li>
                  );
                })}
            </ul>
          </>
        )}
      </div>
    </ProjectPage>
  );
}
