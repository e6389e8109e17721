/**
 * What the project consents to (decision 055): downloads by participants and judges, posters online after the end,
 * reading a poster by its link without an account. All off by default; presenters may refuse the first two.
 */
import { useState, type FormEvent } from 'react';
import type { SubmissionSettings } from '@shared/contracts/submissions';
import { Field } from '@web/components/ui/forms/field';
import { saidAs } from '@web/components/ui/notices/mutation-notices';
import { useUpdateSubmissionSettings } from '../api/submission-settings';
import { useSubmissionsT } from '../i18n/submissions';
import { CardSection } from '@web/components/ui/layout/card-section';
import { Checkbox } from '@web/components/ui/forms/checkbox';

export function ConsentPanel({ settings }: { settings: SubmissionSettings }) {
  const { t } = useSubmissionsT();
  const save = useUpdateSubmissionSettings();
  const [allowDownload, setAllowDownload] = useState(settings.allow_download);
  const [onlineAfterEnd, setOnlineAfterEnd] = useState(settings.online_after_end);
  const [closeAfterDays, setCloseAfterDays] = useState(String(settings.close_after_days));
  const [publicLinks, setPublicLinks] = useState(settings.public_links);

  function submit(e: FormEvent) {
    e.preventDefault();
    save.mutate(
      {
        allow_download: allowDownload,
        online_after_end: onlineAfterEnd,
        close_after_days: Number(closeAfterDays),
        public_links: publicLinks,
      },
      saidAs(t('consent.saved'), t('consent.failed')),
    );
  }

  return (
    <CardSection id="consent-title" title={t('consent.title')}>
      <p className="muted small">{t('consent.hint')}</p>
      <form className="stack" onSubmit={submit} noValidate>
        <Checkbox checked={allowDownload} onChange={(e) => setAllowDownload(e.target.checked)}>
          {t('consent.allowDownload')}
        </Checkbox>
        <Checkbox checked={onlineAfterEnd} onChange={(e) => setOnlineAfterEnd(e.target.checked)}>
          {t('consent.onlineAfterEnd')}
        </Checkbox>
        {onlineAfterEnd ? null : (
          <Field
            label={t('consent.closeAfterDays')}
            hint={t('consent.closeAfterDaysHint')}
            name="close_after_days"
            type="number"
            inputMode="numeric"
            min={0}
            max={365}
            value={closeAfterDays}
            onChange={(e) => setCloseAfterDays(e.target.value)}
          />
        )}
        <Checkbox checked={publicLinks} onChange={(e) => setPublicLinks(e.target.checked)}>
          {t('consent.publicLinks')}
        </Checkbox>
        <div>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {t('consent.save')}
          </button>
        </div>
      </form>
    </CardSection>
  );
}
