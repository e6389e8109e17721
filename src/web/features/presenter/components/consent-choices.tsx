/**
 * The presenter's say over their own poster (decision 055): whether participants may download its file, and
 * whether it stays online after the conference, where the project allows these at all.
 */
import type { PresenterPoster } from '@shared/contracts/submissions';
import { saidAs } from '@web/components/ui/notices/mutation-notices';
import { useSetConsent } from '../api/set-consent';
import { usePresenterT } from '../i18n/presenter';

export function ConsentChoices({ view, projectId }: { view: PresenterPoster; projectId: number }) {
  const { t } = usePresenterT();
  const set = useSetConsent(projectId);
  const { poster, settings } = view;
  const pending = set.isPending ? set.variables : {};
  const downloadRefused = pending.download_refused ?? poster.download_refused;
  const afterEventRefused = pending.after_event_refused ?? poster.after_event_refused;
  const said = saidAs(t('consent.saved'), t('consent.failed'));
  return (
    <section className="card stack" aria-labelledby="presenter-consent-title">
      <h2 id="presenter-consent-title" className="presenter-section">
        {t('consent.title')}
      </h2>
      <p className="muted small">
        {settings.allow_download ? t('consent.projectAllowsDownload') : t('consent.projectNoDownload')}{' '}
        {settings.online_after_end ? t('consent.projectKeepsOnline') : t('consent.projectCloses')}
      </p>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={downloadRefused}
          disabled={set.isPending}
          onChange={(e) => set.mutate({ download_refused: e.target.checked }, said)}
        />{' '}
        {t('consent.refuseDownload')}
      </label>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={afterEventRefused}
          disabled={set.isPending}
          onChange={(e) => set.mutate({ after_event_refused: e.target.checked }, said)}
        />{' '}
        {t('consent.refuseAfterEvent')}
      </label>
    </section>
  );
}
