/** A poster's images: upload files, add one by its address, remove one (each change a mutation). */
import { useState, type FormEvent } from 'react';
import type { Poster } from '@shared/contracts/posters';
import { useConfirmedMutation, saidAs } from '@web/components/ui/notices/mutation-notices';
import { Field } from '@web/components/ui/forms/field';
import { PosterThumb } from '@web/components/ui/poster/poster-thumb';
import { useRemovePosterImage } from '../api/remove-poster-image';
import { useUpdatePoster } from '../api/update-poster';
import { useUploadPosterImages } from '../api/upload-poster-images';
import { usePosterEditT } from '../i18n/poster-edit';
import { FileUpload } from './file-upload';
import { CardSection } from '@web/components/ui/layout/card-section';
import { AsyncButton } from '@web/components/ui/forms/async-button';

/** The picture box of an image in the list (project-admin.css .thumbs). */
const ADMIN_BOX = { width: 160, height: 110 };

export function PosterImages({ poster }: { poster: Poster }) {
  const { t } = usePosterEditT();
  const uploadImages = useUploadPosterImages();
  const addUrl = useUpdatePoster();
  const removeImage = useRemovePosterImage();
  const confirmRemove = useConfirmedMutation(removeImage);
  const busy = uploadImages.isPending || addUrl.isPending || removeImage.isPending;
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);

  // An image address is a browser-side rule: the shared schema takes any text, the server checks the files.
  function submitUrl(e: FormEvent) {
    e.preventDefault();
    if (!/^https?:\/\/\S+$/i.test(url.trim())) return setUrlError(t('urlInvalid'));
    setUrlError(null);
    addUrl.mutate(
      { id: poster.id, body: { image_urls: [...poster.image_urls, url.trim()] } },
      saidAs(t('imageAdded'), t('imagesFailed'), () => setUrl('')),
    );
  }

  const remove = (u: string) =>
    confirmRemove(
      { id: poster.id, url: u },
      {
        title: t('removeImageTitle'),
        message: t('confirmRemoveImage'),
        confirmLabel: t('removeImage'),
        done: t('imageRemoved'),
        failed: t('imageRemoveFailed'),
      },
    );

  return (
    <CardSection
      id="images-title"
      title={
        <>
          {t('images')}{' '}
          <span className="muted small">({t('imagesCount', { count: poster.image_urls.length })})</span>
        </>
      }
    >
      {poster.image_urls.length === 0 && poster.picture ? (
        // No image: lists and cards picture the poster by its approved file's first page (decision 066).
        <figure className="thumbs-stand-in" data-testid="poster-picture">
          <PosterThumb image={poster.picture} alt={t('pageAlt', { title: poster.title })} box={ADMIN_BOX} />
          <figcaption className="muted small">{t('pageStandsIn')}</figcaption>
        </figure>
      ) : poster.image_urls.length === 0 ? (
        <p className="muted">{t('noImages')}</p>
      ) : (
        <ul className="thumbs">
          {poster.images.map((image, i) => (
            <li key={image.url}>
              <a href={image.url} target="_blank" rel="noreferrer">
                <PosterThumb
                  image={image}
                  alt={t('imageAlt', { title: poster.title, n: i + 1 })}
                  box={ADMIN_BOX}
                />
              </a>
              <AsyncButton
                className="btn btn-sm"
                busy={busy}
                run={() => remove(image.url)}
                label={t('removeImageLabel', { n: i + 1 })}
              >
                {t('removeImage')}
              </AsyncButton>
            </li>
          ))}
        </ul>
      )}
      <FileUpload
        label={t('addImages')}
        accept="image/*"
        multiple
        busy={busy}
        sendLabel={busy ? t('uploadingImages') : t('uploadImages')}
        send={(files, sent) =>
          uploadImages.mutate({ id: poster.id, files }, saidAs(t('imagesUploaded'), t('imagesFailed'), sent))
        }
      />
      <form className="upload-row" onSubmit={submitUrl} noValidate>
        <div className="upload-file">
          <Field
            label={t('imageUrl')}
            type="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            error={urlError}
            placeholder="https://"
          />
        </div>
        <button type="submit" className="btn" disabled={busy || !url.trim()}>
          {t('addUrl')}
        </button>
      </form>
    </CardSection>
  );
}
