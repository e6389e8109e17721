/**
 * The presenter says where they are: three large buttons (at the board, away, left), the one in force pressed,
 * and their session's window and board. Judges' lists show it at once (decision 051).
 */
import type { PresenceState } from '@shared/contracts/sessions';
import { presenceStates } from '@shared/contracts/values';
import { errorMessage } from '@web/lib/error-message';
import { usePresence, useSetPresence } from '../api/presence';
import { usePresenterT } from '../i18n/presenter';
import { useTime } from '@web/current-project/use-time';
import { CardSection } from '@web/components/ui/layout/card-section';

const STYLE: Record<PresenceState, string> = { present: 'btn-primary', away: '', left: '' };

/** `atBoard`: the presenter came by scanning their board's QR code (the poster link sends them here). */
export function PresenceControl({ projectId, atBoard = false }: { projectId: number; atBoard?: boolean }) {
  const { t } = usePresenterT();
  const time = useTime();
  const presence = usePresence(projectId);
  const set = useSetPresence(projectId);
  const now = presence.data?.state ?? null;
  const session = presence.data?.session;
  return (
    <CardSection id="presence-title" title={t('presence.title')} className="presence-control">
      {session ? (
        <p data-testid="presenter-session">
          {t('presence.session', {
            name: session.name,
            time: time.clockRange(session.date, session.starts_at, session.ends_at),
          })}
          {session.area ? ` · ${session.area}` : ''}
        </p>
      ) : (
        <p className="muted">{t('presence.noSession')}</p>
      )}
      {presence.data?.board ? <p>{t('presence.board', { board: presence.data.board })}</p> : null}
      {atBoard && now !== 'present' ? (
        <p className="presence-at-board" data-testid="presence-at-board">
          {t('presence.atBoard')}
        </p>
      ) : null}
      <div className="presence-buttons" role="group" aria-label={t('presence.title')}>
        {presenceStates.map((state) => (
          <button
            key={state}
            type="button"
            className={`btn btn-lg btn-block ${now === state ? STYLE[state] || 'btn-primary' : ''}`}
            aria-pressed={now === state}
            disabled={set.isPending}
            onClick={() => set.mutate(state)}
          >
            {t(`presence.${state}`)}
          </button>
        ))}
      </div>
      <p role="status" className="small">
        {now ? t('presence.now', { state: t(`presence.${now}`) }) : t('presence.unsaid')}
      </p>
      {set.isError ? (
        <p className="alert-inline" role="alert">
          {errorMessage(set.error)}
        </p>
      ) : null}
    </CardSection>
  );
}
