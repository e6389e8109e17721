/**
 * What every kiosk page stands in: the whole screen (above the project banner), the language switch, the idle
 * clock (the screen's idle seconds: back to the home, then the attract loop), the live stream and the offline
 * keeper (decision 057) with a notice while the network is gone, the heartbeat (decision 071) and, for a computer
 * that is not paired, a notice (never a login form).
 */
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ProjectPage } from '@web/current-project/project-page';
import { useProject } from '@web/current-project/project-context';
import { Spinner } from '@web/components/ui/notices/spinner';
import { setLanguage } from '@web/i18n';
import { ApiError } from '@web/lib/api';
import { paths } from '@web/lib/paths';
import { useKioskEvents, useKioskHeartbeat, useKioskPosters } from '../api/kiosk';
import { useKioskT } from '../i18n/kiosk';
import { useIdle } from '../lib/use-idle';
import { useKioskOffline, type KioskOffline } from '../lib/use-kiosk-offline';
import { AttractLoop } from './attract-loop';
import '../kiosk.css';
import '../kiosk-poster.css';

type Roster = NonNullable<ReturnType<typeof useKioskPosters>['data']>;

type Props = {
  title: string;
  /** The project's name is the page's heading (the home); a poster's page has its title as its own. */
  heading?: boolean;
  children: (roster: Roster, offline: KioskOffline) => ReactNode;
};

export function KioskFrame({ title, heading = false, children }: Props) {
  const { t, i18n } = useKioskT();
  const project = useProject();
  const roster = useKioskPosters(project.id);
  const err = roster.error;
  const unpaired = err instanceof ApiError && (err.status === 401 || err.status === 403);
  // Live, and alive, while paired: a revoked screen's stream and beats would only be refused again and again.
  useKioskEvents(project.id, !!roster.data && !unpaired);
  useKioskHeartbeat(project.id, !!roster.data && !unpaired);
  const offline = useKioskOffline(project, roster.data);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const home = paths.kiosk.home(project.slug);
  const idle = useIdle(roster.data?.screen.idle_seconds ?? 60, () => {
    if (pathname !== home) void navigate(home);
  });
  const portrait = roster.data?.screen.orientation === 'portrait';
  return (
    <ProjectPage title={title}>
      <div className={`kiosk${portrait ? ' kiosk-portrait' : ''}`}>
        <header className="kiosk-top">
          {heading ? (
            <h1 className="kiosk-brand">{project.name}</h1>
          ) : (
            <p className="kiosk-brand">{project.name}</p>
          )}
          <button
            type="button"
            className="kiosk-btn kiosk-lang"
            lang={i18n.language === 'en' ? 'ko' : 'en'}
            onClick={() => setLanguage(i18n.language === 'en' ? 'ko' : 'en')}
          >
            {t('language')}
          </button>
        </header>
        {offline.online ? null : (
          <p className="kiosk-offline" role="status">
            {t('offline.now')}
          </p>
        )}
        {roster.data ? (
          children(roster.data, offline)
        ) : unpaired ? (
          <p className="kiosk-notice" role="alert">
            {t('notPaired')}
          </p>
        ) : err ? (
          <p className="kiosk-notice" role="alert">
            {t('loadFailed')}
          </p>
        ) : (
          <Spinner />
        )}
        {idle.attract && roster.data && pathname === home ? (
          <AttractLoop posters={roster.data.items} onWake={idle.wake} />
        ) : null}
      </div>
    </ProjectPage>
  );
}
