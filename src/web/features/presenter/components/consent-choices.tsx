/**
 * The presenter's say over their own poster (decision 055): whether participants may download its file, and
 * whether it stays online after the conference, where the project allows these at all.
 */
import type { PresenterPoster } from '@shared/contracts/submissions';
import { saidAs } from '@web/components/ui/notices/mutation-notices';
import { useSetConsent } from '../api/set-consent';
import { usePresenterT } from '../i18n/presenter';
import { CardSection } from '@web/components/ui/layout/card-section';
import { Checkbox } from '@web/components/ui/forms/checkbox';

/** What a presenter may refuse, each its own checkbox: a tick sends that refusal alone. */
const refusals = [
  ['download_refused', 'consent.refuseDownload'],
  ['after_event_refused', 'consent.refuseAfterEvent'],
] as const;

export function ConsentChoices({ view, projectId }: { view: PresenterPoster; projectId: number }) {
  const { t } = usePresenterT();
  const set = useSetConsent(projectId);
  const { poster, settings } = view;
  const pending = set.isPending ? set.variables : {};
  const said = saidAs(t('consent.saved'), t('consent.failed'));
  return (
    <CardSection id="presenter-consent-title" title={t('consent.title')}>
      <p className="muted small">
        {settings.allow_download ? t('consent.projectAllowsDownload') : t('consent.projectNoDownload')}{' '}
        {settings.online_after_end ? t('consent.projectKeepsOnline') : t('consent.projectCloses')}
      </p>
      {refusals.map(([key, label]) => (
        <Checkbox
          key={key}
          checked={pending[key] ?? poster[key]}
          disabled={set.isPending}
          onChange={(e) => set.mutate({ [key]: e.target.checked }, said)}
        >
          {t(label)}
        </Checkbox>
      ))}
    </CardSection>
  );
}
