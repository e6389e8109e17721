import { useRef, useState, type FormEvent } from 'react';
import type { Poster } from '../../../../shared/contracts/posters';
import { useConfirm } from '../../../components/ui/confirm';
import { Field } from '../../../components/ui/field';
import { notice } from '../../../components/ui/notices';
import { failedWith } from '../../../lib/error-message';
import { removePosterImage, updatePoster, uploadPosterAudio, uploadPosterImages } from '../api/posters';
import { useRefreshProject, type AdminScope } from '../api/scope';
import { usePosterEditT } from '../i18n/poster-edit';

type Props = { scope: AdminScope; poster: Poster };

/** One action at a time, with a success notice, a failure notice and a fresh copy of the poster afterwards. */
function useAction() {
  const refresh = useRefreshProject();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, ok: string, failed: string): Promise<boolean> => {
    setBusy(true);
    try {
      await work();
      notice.success(ok);
      await refresh();
      return true;
    } catch (err) {
      console.error(err);
      notice.error(failedWith(failed, err));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

export function PosterImages({ scope, poster }: Props) {
  const { t } = usePosterEditT();
  const confirm = useConfirm();
  const { busy, run } = useAction();
  const fileInput = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);

  async function upload() {
    if (files.length === 0) return;
    // The server takes up to 10 images a request: larger selections go in batches.
    const work = async () => {
      for (let i = 0; i < files.length; i += 10)
        await uploadPosterImages(scope, poster.id, files.slice(i, i + 10));
    };
    if (await run(work, t('imagesUploaded'), t('imagesFailed'))) {
      setFiles([]);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  async function addUrl(e: FormEvent) {
    e.preventDefault();
    if (!/^https?:\/\/\S+$/i.test(url.trim())) return setUrlError(t('urlInvalid'));
    setUrlError(null);
    if (
      await run(
        () => updatePoster(scope, poster.id, { image_urls: [...poster.image_urls, url.trim()] }),
        t('imageAdded'),
        t('imagesFailed'),
      )
    )
      setUrl('');
  }

  async function remove(u: string) {
    if (!(await confirm({ message: t('confirmRemoveImage'), confirmLabel: t('removeImage'), danger: true })))
      return;
    await run(() => removePosterImage(scope, poster.id, u), t('imageRemoved'), t('imageRemoveFailed'));
  }

  return (
    <section className="card stack" aria-labelledby="images-title">
      <h2 id="images-title" className="h-section">
        {t('images')}{' '}
        <span className="muted small">({t('imagesCount', { count: poster.image_urls.length })})</span>
      </h2>
      {poster.image_urls.length === 0 ? (
        <p className="muted">{t('noImages')}</p>
      ) : (
        <ul className="thumbs">
          {poster.image_urls.map((u, i) => (
            <li key={u}>
              <a href={u} target="_blank" rel="noreferrer">
                <img src={u} alt={t('imageAlt', { title: poster.title, n: i + 1 })} loading="lazy" />
              </a>
              <button
                type="button"
                className="btn btn-sm"
                onClick={() => void remove(u)}
                disabled={busy}
                aria-label={t('removeImageLabel', { n: i + 1 })}
              >
                {t('removeImage')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="upload-row">
        <div className="field upload-file">
          <label htmlFor="poster-image-files">{t('addImages')}</label>
          <input
            ref={fileInput}
            id="poster-image-files"
            type="file"
            className="input"
            accept="image/*"
            multiple
            onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
          />
        </div>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void upload()}
          disabled={busy || files.length === 0}
        >
          {busy ? t('uploadingImages') : t('uploadImages')}
        </button>
      </div>
      <form className="upload-row" onSubmit={addUrl} noValidate>
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
    </section>
  );
}

export function PosterAudio({ scope, poster }: Props) {
  const { t } = usePosterEditT();
  const confirm = useConfirm();
  const { busy, run } = useAction();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);

  async function upload() {
    if (!file) return;
    if (await run(() => uploadPosterAudio(scope, poster.id, file), t('audioUploaded'), t('audioFailed'))) {
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  async function remove() {
    if (!(await confirm({ message: t('confirmRemoveAudio'), confirmLabel: t('removeAudio'), danger: true })))
      return;
    await run(() => updatePoster(scope, poster.id, { audio_file: null }), t('audioRemoved'), t('saveFailed'));
  }

  return (
    <section className="card stack" aria-labelledby="audio-title">
      <h2 id="audio-title" className="h-section">
        {t('audio')}
      </h2>
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
            <button type="button" className="btn btn-sm" onClick={() => void remove()} disabled={busy}>
              {t('removeAudio')}
            </button>
          </div>
        </>
      ) : (
        <p className="muted">{t('noAudio')}</p>
      )}
      <div className="upload-row">
        <div className="field upload-file">
          <label htmlFor="poster-audio-file">{t('audioFile')}</label>
          <input
            ref={fileInput}
            id="poster-audio-file"
            type="file"
            className="input"
            accept="audio/*"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void upload()}
          disabled={busy || !file}
        >
          {t('uploadAudio')}
        </button>
      </div>
    </section>
  );
}
