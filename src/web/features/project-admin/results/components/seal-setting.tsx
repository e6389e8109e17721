/**
 * The seal or signature stored on the server for every certificate (decision 071), beside the award's other
 * settings: the one stored now, a file to upload or replace it with, and its removal (asked once more). Nothing of
 * it is printed but the seal itself, on the certificates.
 */
import type { Seal } from '@shared/contracts/hall';
import { useConfirm } from '@web/components/ui/dialogs/use-confirm';
import { saidAs } from '@web/components/ui/notices/mutation-notices';
import { mediaUrl } from '@web/lib/media-url';
import { FileUpload } from '@web/features/project-admin/posters/components/file-upload';
import { useDeleteSeal, useUploadSeal } from '../api/certificate-seal';
import { useResultsT } from '../i18n/results';
import { CardSection } from '@web/components/ui/layout/card-section';
import { AsyncButton } from '@web/components/ui/forms/async-button';

const SEAL_TYPES = 'image/png,image/jpeg';

export function SealSetting({ seal }: { seal: Seal | null }) {
  const { t } = useResultsT();
  const upload = useUploadSeal();
  const remove = useDeleteSeal();
  const confirm = useConfirm();
  const removeSeal = async () => {
    const asked = { title: t('fair.seal.removeTitle'), message: t('fair.seal.removeConfirm'), danger: true };
    if (!(await confirm(asked))) return;
    remove.mutate(undefined, saidAs(t('fair.seal.removed'), t('fair.seal.removeFailed')));
  };
  return (
    <CardSection
      id="seal-title"
      title={t('fair.certificate.seal')}
      className="seal-setting"
      headingClassName={null}
      testId="seal-setting"
    >
      {seal ? (
        <div className="row seal-stored">
          <img
            className="seal-preview"
            src={mediaUrl(seal.url) ?? undefined}
            alt={t('fair.certificate.sealAlt')}
            width={seal.width}
            height={seal.height}
            data-testid="seal-preview"
          />
          <AsyncButton className="btn btn-danger" busy={remove.isPending} run={removeSeal}>
            {t('fair.seal.remove')}
          </AsyncButton>
        </div>
      ) : (
        <p className="muted">{t('fair.seal.none')}</p>
      )}
      <FileUpload
        label={t('fair.seal.file')}
        accept={SEAL_TYPES}
        busy={upload.isPending}
        sendLabel={seal ? t('fair.seal.replace') : t('fair.seal.upload')}
        send={(files, sent) =>
          upload.mutate(files[0]!, saidAs(t('fair.seal.uploaded'), t('fair.seal.uploadFailed'), sent))
        }
      />
      <p className="muted small">{t('fair.certificate.sealHint')}</p>
    </CardSection>
  );
}
