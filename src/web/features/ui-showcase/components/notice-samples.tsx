/** Notices in the page (each tone), the toasts, a load that failed, and the two dialogs (a form, a confirmation). */
import { useState, type FormEvent } from 'react';
import { DialogActions } from '@web/components/ui/dialogs/dialog-actions';
import { Modal } from '@web/components/ui/dialogs/modal';
import { useConfirm } from '@web/components/ui/dialogs/use-confirm';
import { Field } from '@web/components/ui/forms/field';
import { LoadFailed } from '@web/components/ui/notices/load-failed';
import { notice } from '@web/components/ui/notices/notice-store';
import { useShowcaseT } from '../i18n/showcase';
import { SampleGroup } from './sample-section';

export function NoticeSamples() {
  const { t } = useShowcaseT();
  return (
    <>
      <SampleGroup title={t('notices.inline')}>
        <div className="showcase-columns">
          <p className="alert-inline">{t('notices.alert')}</p>
          <p className="status-inline">{t('notices.status')}</p>
          <p className="warning-inline">{t('notices.warning')}</p>
          <p className="info-inline">{t('notices.info')}</p>
        </div>
        <LoadFailed message={t('notices.loadFailed')} onRetry={() => notice.info(t('notices.retried'))} />
      </SampleGroup>
      <SampleGroup title={t('notices.toasts')}>
        <div className="row">
          <button type="button" className="btn" onClick={() => notice.success(t('notices.success'))}>
            {t('notices.showSuccess')}
          </button>
          <button type="button" className="btn" onClick={() => notice.error(t('notices.error'))}>
            {t('notices.showError')}
          </button>
          <button type="button" className="btn" onClick={() => notice.info(t('notices.nothing'))}>
            {t('notices.showInfo')}
          </button>
        </div>
      </SampleGroup>
    </>
  );
}

export function DialogSamples() {
  const { t } = useShowcaseT();
  const confirm = useConfirm();
  const [open, setOpen] = useState(false);
  const save = (e: FormEvent) => {
    e.preventDefault();
    setOpen(false);
    notice.info(t('dialogs.saved'));
  };
  const askToDelete = async () => {
    const yes = await confirm({
      title: t('dialogs.confirmTitle'),
      message: t('dialogs.confirmMessage'),
      confirmLabel: t('common:delete'),
      danger: true,
    });
    notice.info(t(yes ? 'dialogs.confirmed' : 'dialogs.cancelled'));
  };
  return (
    <div className="row">
      <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
        {t('dialogs.open')}
      </button>
      <button type="button" className="btn btn-danger-quiet" onClick={() => void askToDelete()}>
        {t('dialogs.confirm')}
      </button>
      <Modal open={open} onOpenChange={setOpen} title={t('dialogs.formTitle')}>
        <form className="stack" onSubmit={save} noValidate>
          <Field label={t('forms.name')} hint={t('forms.nameHint')} name="name" />
          <Field label={t('forms.email')} type="email" name="email" />
          <DialogActions onCancel={() => setOpen(false)} pending={false} />
        </form>
      </Modal>
    </div>
  );
}
