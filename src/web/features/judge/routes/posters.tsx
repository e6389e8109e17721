/** judge/posters: welcome, progress, what waits to be sent, and one card per assigned poster. */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ProjectPage } from '@web/current-project/project-page';
import { useProject } from '@web/current-project/project-context';
import { LogoutButton } from '@web/session/logout-button';
import { useSession } from '@web/session/session-context';
import { SearchField } from '@web/components/ui/forms/search-field';
import { LoadFailed } from '@web/components/ui/notices/load-failed';
import { Spinner } from '@web/components/ui/notices/spinner';
import { errorMessage } from '@web/lib/error-message';
import { readString, write } from '@web/lib/storage';
import { useJudgePosterSearch, useJudgePosters } from '../api/get-judge-posters';
import { useDebounced } from '@web/lib/use-debounced';
import { useJudgeProgress } from '../api/get-judge-progress';
import { usePresenceEvents } from '../api/presence-events';
import { OutboxStatus } from '../components/outbox-status';
import { ProgressCard } from '../components/progress-card';
import { useJudgeT } from '../i18n/judge';
import { loadDraft } from '../lib/draft';
import { useKeepForOffline } from '../lib/offline-ready';
import { useOutboxState } from '../lib/use-outbox';
import { useSessionExpired } from '../lib/use-session-expired';
import { cardMatches, posterLabel } from '../lib/walk';
import { PosterNumber } from '@web/components/ui/poster/poster-number';
import { PosterSideThumb } from '@web/components/ui/poster/poster-thumb';
import '../judge.css';
import '../judge-evaluation.css';
import { paths } from '@web/lib/paths';
import { Checkbox } from '@web/components/ui/forms/checkbox';

const SHOW_KEY = 'judgeShow';
const ORDER_KEY = 'judgeOrder';
const PRESENCE_BADGE = { present: 'badge-success', away: 'badge-warning', left: 'badge-danger' } as const;

/**
 * The judge's list in board order: "not scored yet" or all (the choice is kept on the device, so coming back
 * from a poster keeps it), a search by number, board or title (and, online, words inside the posters' files), and
 * a large button per poster. Opens at the top.
 */
export default function JudgePostersPage() {
  const { t } = useJudgeT();
  const project = useProject();
  const { user } = useSession();
  const posters = useJudgePosters(project.id);
  const progress = useJudgeProgress(project.id);
  const expired = useSessionExpired(posters.error ?? progress.error);
  const box = useOutboxState(project.id, user?.id);
  const [search, setSearch] = useState('');
  const [todoOnly, setTodoOnly] = useState(() => readString(SHOW_KEY) === 'todo');
  const [presentFirst, setPresentFirst] = useState(() => readString(ORDER_KEY) === 'present');
  usePresenceEvents(project.id);
  const found = useJudgePosterSearch(project.id, useDebounced(search.trim()));
  useKeepForOffline(project.id, project.slug, posters.data);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  const waiting = new Set(box.waiting.map((i) => i.posterId));
  const all = posters.data ?? [];
  const shown = all.filter(
    (p) =>
      (cardMatches(p, search) || found.has(p.poster_id)) &&
      (!todoOnly || (!p.evaluated && !waiting.has(p.poster_id))),
  );
  // Present presenters first, the list's own order kept within each part (a stable sort).
  if (presentFirst)
    shown.sort(
      (a, b) => Number(b.presenter_presence === 'present') - Number(a.presenter_presence === 'present'),
    );
  const name = user?.full_name || user?.username || '';
  return (
    <ProjectPage title={t('list.title')}>
      <div className="container judge-page">
        <div className="row-between">
          <p className="judge-welcome">{t('list.welcome', { name })}</p>
          <LogoutButton to={paths.judge.login(project.slug)} />
        </div>
        <h1 className="visually-hidden">{t('list.title')}</h1>
        <ProgressCard progress={progress.data} />
        <OutboxStatus projectId={project.id} projectSlug={project.slug} judgeId={user?.id} />
        {posters.isPending || expired ? (
          <Spinner />
        ) : posters.isError ? (
          <LoadFailed
            large
            message={`${t('list.loadFailed')}: ${errorMessage(posters.error)}`}
            onRetry={() => void posters.refetch()}
          />
        ) : all.length === 0 ? (
          <p className="empty">{t('list.empty')}</p>
        ) : (
          <>
            <div className="judge-filter" role="group" aria-label={t('list.show')}>
              {[
                [true, t('list.showTodo')],
                [false, t('list.showAll')],
              ].map(([todo, label]) => (
                <button
                  key={String(todo)}
                  type="button"
                  className={`btn btn-lg${todoOnly === todo ? ' btn-primary' : ''}`}
                  aria-pressed={todoOnly === todo}
                  onClick={() => {
                    setTodoOnly(Boolean(todo));
                    write(SHOW_KEY, todo ? 'todo' : 'all');
                  }}
                >
                  {label}
                </button>
              ))}
            </div>
            <Checkbox
              checked={presentFirst}
              onChange={(e) => {
                setPresentFirst(e.target.checked);
                write(ORDER_KEY, e.target.checked ? 'present' : 'number');
              }}
            >
              {t('list.presentFirst')}
            </Checkbox>
            <SearchField
              label={t('list.search')}
              placeholder={t('list.searchPlaceholder')}
              value={search}
              onChange={setSearch}
              landmark
            />
            {shown.length === 0 ? (
              <p className="empty">{todoOnly && !search.trim() ? t('list.allDone') : t('list.noMatch')}</p>
            ) : null}
            <ul className="card-grid judge-cards" aria-label={t('list.title')}>
              {shown.map((p) => {
                const hasDraft = user
                  ? loadDraft({ projectId: project.id, judgeId: user.id, posterId: p.poster_id }) !== null
                  : false;
                const queued = waiting.has(p.poster_id);
                const id = posterLabel(p.poster_number, p.board);
                return (
                  <li
                    key={p.assignment_id}
                    className={`card grid-card judge-card${p.evaluated ? ' is-done' : ''}`}
                    data-testid="judge-poster-card"
                  >
                    <div className="row-between judge-card-head">
                      <PosterNumber className="judge-card-id" number={p.poster_number} board={p.board} />
                      <span
                        className={`badge ${queued ? 'badge-info' : p.evaluated ? 'badge-success' : 'badge-warning'}`}
                      >
                        {queued ? t('list.waiting') : p.evaluated ? t('list.evaluated') : t('list.pending')}
                      </span>
                    </div>
                    {p.presenter_presence ? (
                      <span
                        className={`badge ${PRESENCE_BADGE[p.presenter_presence]}`}
                        data-testid="presenter-presence"
                      >
                        {t(`list.presence.${p.presenter_presence}`)}
                      </span>
                    ) : null}
                    <div className="judge-card-body">
                      <PosterSideThumb picture={p.picture} alt={t('list.pictureAlt', { title: p.title })} />
                      <div className="judge-card-text">
                        <h2 className="judge-card-title">{p.title}</h2>
                        {p.session ? (
                          <p className="judge-card-meta small">
                            {t('list.session', {
                              name: p.session.name,
                              start: p.session.starts_at,
                              end: p.session.ends_at,
                            })}
                          </p>
                        ) : null}
                        <p className="judge-card-meta">
                          {p.author}
                          {p.category ? <span className="badge badge-info">{p.category}</span> : null}
                        </p>
                      </div>
                    </div>
                    {hasDraft && !queued ? (
                      <p className="judge-card-draft small">✎ {t('list.draft')}</p>
                    ) : null}
                    <Link
                      to={paths.judge.evaluate(project.slug, p.poster_id)}
                      className={`btn btn-lg btn-block ${p.evaluated || queued ? '' : 'btn-primary'}`}
                      aria-label={`${p.evaluated || queued ? t('list.editEvaluation') : t('list.evaluate')}: ${id} ${p.title}`}
                    >
                      {p.evaluated || queued ? t('list.editEvaluation') : t('list.evaluate')}
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
