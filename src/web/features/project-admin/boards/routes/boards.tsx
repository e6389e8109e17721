/**
 * admin/boards: the poster sessions (add, edit, delete), the board numbering (preview, then apply) and every
 * poster's board with its presenter's presence, live while the page is open (decision 051).
 */
import { Link } from 'react-router';
import type { PosterSession, PresenceState } from '@shared/contracts/sessions';
import { useTime } from '@web/current-project/use-time';
import { paths } from '@web/lib/paths';
import { Table } from '@web/components/ui/tables/table';
import { useDialogInAddress } from '@web/lib/dialog-in-address';
import { useLiveProject } from '@web/features/project-admin/dashboard/api/live-events';
import { LiveBadge } from '@web/features/project-admin/dashboard/components/live-progress';
import { useProjectAdminScope } from '@web/features/project-admin/shell/api/scope';
import { ProjectAdminPage } from '@web/features/project-admin/shell/components/project-admin-page';
import { RowActions } from '@web/features/project-admin/shell/components/row-actions';
import { QueryView } from '@web/features/project-admin/shell/components/query-view';
import { useRowDelete } from '@web/features/project-admin/shell/lib/row-delete';
import { useDialogRowMenu } from '@web/features/project-admin/shell/lib/use-row-menu';
import { useBoards, useDeleteSession, usePosterSessions } from '../api/boards';
import { BoardNumbering } from '../components/board-numbering';
import { SessionFormModal } from '../components/session-form-modal';
import { useBoardsT } from '../i18n/boards';
import { boardColumns } from '../lib/board-columns';
import { useHallMapT } from '../i18n/hall-map';

const presenceBadge: Record<PresenceState, string> = {
  present: 'badge-success',
  away: 'badge-warning',
  left: '',
};

export default function BoardsPage() {
  const { t } = useBoardsT();
  const time = useTime();
  const scope = useProjectAdminScope();
  const sessions = usePosterSessions();
  const boards = useBoards();
  const live = useLiveProject();
  const del = useDeleteSession();
  const rowDelete = useRowDelete(del, t);
  const hallT = useHallMapT().t;
  const dialog = useDialogInAddress<PosterSession>(sessions.data);
  const menu = useDialogRowMenu(dialog.openEdit, rowDelete);

  return (
    <ProjectAdminPage
      title={t('title')}
      actions={
        <>
          <Link to={paths.projectAdmin.hallMap(scope.slug)} className="btn">
            {hallT('open')}
          </Link>
          <button type="button" className="btn btn-primary" onClick={dialog.openNew}>
            {t('addSession')}
          </button>
        </>
      }
    >
      <QueryView queries={[sessions, boards]} failed={t('loadFailed')}>
        {() => (
          <>
            <h2>{t('sessions')}</h2>
            <Table
              label={t('sessions')}
              testId="poster-sessions"
              empty={(sessions.data ?? []).length === 0 && t('noSessions')}
              columns={[
                t('col.name'),
                t('col.date'),
                t('col.time'),
                { label: t('col.area'), className: 'hide-sm' },
                { label: t('col.posters'), className: 'num' },
                t('common:actions'),
              ]}
            >
              {(sessions.data ?? []).map((s) => (
                <tr key={s.id}>
                  <td>{s.name}</td>
                  <td className="nowrap">{time.day(s.date)}</td>
                  <td className="nowrap">
                    {s.starts_at}–{s.ends_at}
                  </td>
                  <td className="hide-sm">{s.area ?? t('none')}</td>
                  <td className="num">{s.posters}</td>
                  <RowActions name={s.name} items={menu(s, s.name)} />
                </tr>
              ))}
            </Table>
            <BoardNumbering />
            <div className="row">
              <h2>{t('boards')}</h2>
              <LiveBadge state={live} hint="liveHintBoards" />
            </div>
            <Table
              label={t('boards')}
              testId="boards"
              empty={(boards.data ?? []).length === 0 && t('noBoards')}
              columns={boardColumns(t, t('col.board'), t('col.presence'))}
            >
              {(boards.data ?? []).map((b) => (
                <tr key={b.poster_id}>
                  <td className="num">{b.poster_number}</td>
                  <td>
                    <div>{b.title}</div>
                    {b.presenter_name ? <div className="sub">{b.presenter_name}</div> : null}
                  </td>
                  <td>{b.session?.name ?? t('none')}</td>
                  <td className="nowrap">
                    <strong>{b.board ?? t('none')}</strong>
                  </td>
                  <td>
                    <span
                      className={`badge ${b.presenter_presence ? presenceBadge[b.presenter_presence] : ''}`}
                    >
                      {t(`presence.${b.presenter_presence ?? 'unknown'}`)}
                    </span>
                  </td>
                </tr>
              ))}
            </Table>
          </>
        )}
      </QueryView>
      {dialog.open ? <SessionFormModal session={dialog.open.record} onClose={dialog.close} /> : null}
    </ProjectAdminPage>
  );
}
