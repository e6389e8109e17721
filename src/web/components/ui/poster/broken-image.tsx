import { useViewerT } from './image-viewer-text';

/** Shown in place of a picture that cannot be loaded: says so, instead of the browser's broken-image icon. */
export function BrokenImage({ alt, className }: { alt: string; className?: string | undefined }) {
  const { t } = useViewerT();
  return (
    <span className={`image-broken ${className ?? ''}`} role="img" aria-label={alt || t('broken')}>
      <span aria-hidden="true" className="image-broken-icon">
        ▨
      </span>
      <span className="image-broken-text">{t('broken')}</span>
    </span>
  );
}
