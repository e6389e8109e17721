/**
 * admin/screens: the poster hall's screens, registered and changed in a dialog (what each shows: categories and
 * poster sessions, decision 058), each one's pairing link and whether it is alive (online, last seen, offline;
 * decision 071: live, and read again every minute), and its link replaced or the screen deleted, each asked once
 * more (both sign its kiosks out).
 */
import { useState } from 'react';
import type { Roster, Screen } from '@shared/contracts/screens';
import { useConfirm } from '@web/components/ui/dialogs/use-confirm';
import { useTime } from '@web/current-project/use-time';
import type { PosterSession } from '@shared/contracts/sessions';
import { saidAs } from '@web/components/ui/notices/mutation-notices';
import { usePosterSessions } from '@web/features/project-admin/boards/api/boards';
import { useLiveProject } from '@web/features/project-admin/dashboard/api/live-events';
import { ProjectAdminPage } from '@web/features/project-admin/shell/components/project-admin-page';
import { QueryView } from '@web/features/project-admin/shell/components/query-view';
import { useDeleteScreen, useRevokeScreen, useScreens } from '../api/screens';
import { ScreenFormModal } from '../components/screen-form-modal';
import { useScreensT } from '../i18n/screens';
import '../screens.css';

/** Whether the screen is alive: online, when it was last seen, or offline (never paired). */
function ScreenStatus({ screen }: { screen: Screen }) {
  const { t } = useScreensT();
  const time = useTime();
  const [state, text] = screen.online
    ? (['online', t('status.online')] as const)
    : screen.last_seen_at
      ? (['seen', t('status.lastSeen', { at: time.dateTime(screen.last_seen_at) })] as const)
      : (['never', t('status.never')] as const);
  return (
    <p className={`screen-status screen-status-${state}`} data-testid="screen-status">
      <span className="screen-status-dot" aria-hidden="true" />
      {text}
    </p>
  );
}

/** What a screen shows, in words: its categories and sessions, or every approved poster. */
function rosterWords(roster: Roster, sessions: PosterSession[], all: string): string {
  const names = (roster.session_ids ?? []).map((id) => sessions.find((s) => s.id === id)?.name ?? `#${id}`);
  return [...(roster.categories ?? []), ...names].join(', ') || all;
}

export default function ScreensPage() {
  const { t } = useScreensT();
  const q = useScreens();
  // A kiosk that comes online is announced: the list is read again at once.
  useLiveProject();
  const sessions = usePosterSessions().data ?? [];
  const revoke = useRevokeScreen();
  const del = useDeleteScreen();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<Screen | 'new' | null>(null);
  const replaceLink = async (s: Screen) => {
    if (!(await confirm({ title: t('revokeTitle'), message: t('revokeConfirm', { name: s.name }) }))) return;
    revoke.mutate(s.id, saidAs(t('revoked'), t('failed')));
  };
  const remove = async (s: Screen) => {
    const asked = { title: t('removeTitle'), message: t('removeConfirm', { name: s.name }), danger: true };
    if (!(await confirm(asked))) return;
    del.mutate(s.id, saidAs(t('removed'), t('failed')));
  };
  return (
    <ProjectAdminPage
      title={t('title')}
      actions={
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          {t('add')}
        </button>
      }
    >
      <p>{t('intro')}</p>
      {editing ? (
        <ScreenFormModal screen={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <QueryView queries={[q]} failed={t('loadFailed')}>
        {() =>
          q.data?.items.length ? (
            <ul className="stack">
              {q.data.items.map((s) => (
                <li key={s.id} className="card stack">
                  <h2>{s.name}</h2>
                  <ScreenStatus screen={s} />
                  <p>
                    {[s.place, t(s.orientation), rosterWords(s.roster, sessions, t('all'))]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <p className="screen-link">
                    {t('link')}: <a href={s.url}>{s.url}</a>
                  </p>
                  <div className="row screen-actions">
                    <button
                      type="button"
                      className="btn"
                      onClick={() => setEditing(s)}
                      aria-label={t('editLabel', { name: s.name })}
                    >
                      {t('edit')}
                    </button>
                    <button type="button" className="btn" onClick={() => void replaceLink(s)}>
                      {t('revoke')}
                    </button>
                    <button type="button" className="btn btn-danger" onClick={() => void remove(s)}>
                      {t('remove')}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty">{t('empty')}</p>
          )
        }
      </QueryView>
    </ProjectAdminPage>
  );
}
