/** A poster's audio guide: play it, upload a new one, remove it (each change a mutation). */
import type { Poster } from '@shared/contracts/posters';
import { useConfirmedMutation, saidAs } from '@web/components/ui/notices/mutation-notices';
import { useUpdatePoster } from '../api/update-poster';
import { useUploadPosterAudio } from '../api/upload-poster-audio';
import { usePosterEditT } from '../i18n/poster-edit';
import { FileUpload } from './file-upload';
import { CardSection } from '@web/components/ui/layout/card-section';
import { AsyncButton } from '@web/components/ui/forms/async-button';

export function PosterAudio({ poster }: { poster: Poster }) {
  const { t } = usePosterEditT();
  const uploadAudio = useUploadPosterAudio();
  const removeAudio = useConfirmedMutation(useUpdatePoster());

  const remove = () =>
    removeAudio(
      { id: poster.id, body: { audio_file: null } },
      {
        title: t('removeAudioTitle'),
        message: t('confirmRemoveAudio'),
        confirmLabel: t('removeAudio'),
        done: t('audioRemoved'),
        failed: t('saveFailed'),
      },
    );

  return (
    <CardSection id="audio-title" title={t('audio')}>
      {poster.audio_file ? (
        <>
          <audio
            key={poster.audio_file}
            className="audio-player"
            controls
            preload="none"
            src={poster.audio_file}
            aria-label={t('audioLabel', { title: poster.title })}
          />
          <div className="row-between small">
            <span className="muted">{poster.audio_file.split('/').pop()}</span>
            <AsyncButton className="btn btn-sm" busy={uploadAudio.isPending} run={remove}>
              {t('removeAudio')}
            </AsyncButton>
          </div>
        </>
      ) : (
        <p className="muted">{t('noAudio')}</p>
      )}
      <FileUpload
        label={t('audioFile')}
        accept="audio/*"
        busy={uploadAudio.isPending}
        sendLabel={t('uploadAudio')}
        send={([file], sent) =>
          file &&
          uploadAudio.mutate({ id: poster.id, file }, saidAs(t('audioUploaded'), t('audioFailed'), sent))
        }
      />
    </CardSection>
  );
}
