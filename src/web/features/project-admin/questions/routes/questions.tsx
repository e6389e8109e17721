/**
 * /projects/:slug/admin/questions: the questions participants asked presenters, newest first, with its poster,
 * asker and answer, in pages with a search (decision 026); the organiser hides one (participants and the presenter
 * no longer see it) or shows it again (decision 053).
 */
import { adminQuestionSorts } from '@shared/contracts/attendees';
import { saidAs } from '@web/components/ui/notices/mutation-notices';
import { Table } from '@web/components/ui/tables/table';
import { useTime } from '@web/current-project/use-time';
import { ProjectAdminPage } from '@web/features/project-admin/shell/components/project-admin-page';
import { Pager } from '@web/features/project-admin/shell/components/pager';
import { QueryView } from '@web/features/project-admin/shell/components/query-view';
import { SearchBox } from '@web/features/project-admin/shell/components/search-box';
import { serverSlice } from '@web/features/project-admin/shell/lib/table-paging';
import { useListState, usePageInRange } from '@web/features/project-admin/shell/lib/use-list-state';
import { useHideQuestion, useQuestionPage } from '../api/questions';
import { useQuestionsT } from '../i18n/questions';
import { PosterNumber } from '@web/components/ui/poster/poster-number';
import { EmptyState } from '@web/components/ui/layout/empty-state';

export default function QuestionsPage() {
  const { t } = useQuestionsT();
  const time = useTime();
  const state = useListState(adminQuestionSorts, 'newest');
  const q = useQuestionPage(state.query);
  const hide = useHideQuestion();
  usePageInRange(q, state.setPage);
  const items = q.data?.items ?? [];
  const counts = q.data?.counts;
  return (
    <ProjectAdminPage title={t('title')}>
      <p className="muted">{t('hint')}</p>
      <QueryView queries={[q]} failed={t('loadFailed')}>
        {() =>
          counts?.all === 0 ? (
            <EmptyState>{t('empty')}</EmptyState>
          ) : (
            <>
              <p>
                {t('count', {
                  count: counts?.all ?? 0,
                  waiting: counts?.waiting ?? 0,
                  hidden: counts?.hidden ?? 0,
                })}
              </p>
              <SearchBox value={state.search} onChange={state.setSearch} label={t('search')} />
              <Table
                label={t('title')}
                testId="questions"
                empty={items.length === 0 && t('noMatch')}
                columns={[
                  t('col.poster'),
                  t('col.asker'),
                  t('col.question'),
                  t('col.answer'),
                  t('col.asked'),
                  t('col.action'),
                ]}
              >
                {items.map((x) => (
                  <tr key={x.id} className={x.hidden ? 'muted' : undefined}>
                    <td>
                      <PosterNumber number={x.poster_number} /> {x.poster_title}
                    </td>
                    <td>{x.asker}</td>
                    <td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      <span className={`badge${x.public ? ' badge-info' : ''}`}>
                        {x.public ? t('public') : t('private')}
                      </span>{' '}
                      {x.hidden ? <span className="badge badge-danger">{t('hiddenBadge')}</span> : null}{' '}
                      {x.text}
                    </td>
                    <td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {x.answer ?? <span className="muted">{t('notAnswered')}</span>}
                    </td>
                    <td className="small">{time.dateTime(x.created_at)}</td>
                    <td>
                      <button
                        type="button"
                        className="btn btn-sm"
                        aria-label={t(x.hidden ? 'showOf' : 'hideOf', { text: x.text.slice(0, 40) })}
                        disabled={hide.isPending}
                        onClick={() =>
                          hide.mutate(
                            { posterId: x.poster_id, questionId: x.id, hidden: !x.hidden },
                            saidAs(x.hidden ? t('shown') : t('hidden'), t('failed')),
                          )
                        }
                      >
                        {x.hidden ? t('show') : t('hide')}
                      </button>
                    </td>
                  </tr>
                ))}
              </Table>
              {q.data ? <Pager slice={{ ...serverSlice(q.data), setPage: state.setPage }} /> : null}
            </>
          )
        }
      </QueryView>
    </ProjectAdminPage>
  );
}
