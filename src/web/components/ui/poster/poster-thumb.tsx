/** A poster image in a list, card or gallery: its thumbnail sizes, the space reserved, never cropped. */
import { useState } from 'react';
import type { PosterImage } from '@shared/contracts/posters';
import { mediaUrl } from '@web/lib/media-url';
import { useViewerT } from './image-viewer-text';
import './poster-thumb.css';

/** The long side of the derived sizes (the server's IMAGE_SIZES). */
const THUMB = 400;
const MEDIUM = 800;
export const SCREEN = 1600;

/** Width of a derived size of an image of this size (never enlarged). */
export const widthAt = (long: number, w: number, h: number) =>
  Math.round(w * Math.min(1, long / Math.max(w, h)));

/**
 * The box the image is shown in, in CSS pixels: `sizes` says how wide the picture will be drawn (fitted
 * inside, never cropped), so the browser fetches the thumbnail, or the medium size on a dense screen.
 */
export type ThumbBox = { width: number; height: number; phone?: { width: number; height: number } };

function sizesFor(box: ThumbBox, w: number, h: number): string {
  const drawn = (b: { width: number; height: number }) => Math.round(Math.min(b.width, (b.height * w) / h));
  const wide = `${drawn(box)}px`;
  return box.phone ? `(max-width: 640px) ${drawn(box.phone)}px, ${wide}` : wide;
}

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

/**
 * Lazy, decoded off the main thread, with width and height so the page does not jump, fitted inside its box
 * (object-fit: contain: a portrait poster is shown whole). A picture that fails to load becomes a plain
 * placeholder that says so, not the browser's broken-image icon.
 */
export function PosterThumb({
  image,
  alt,
  box,
  className,
}: {
  image: PosterImage;
  alt: string;
  box: ThumbBox;
  className?: string;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  const src = mediaUrl(image.thumb_url);
  if (!src || broken === src) return <BrokenImage alt={alt} className={className} />;
  const { width, height } = image;
  const sized = width !== null && height !== null;
  const thumbWidth = sized ? widthAt(THUMB, width, height) : 0;
  const medium = mediaUrl(image.medium_url);
  // A choice only when the derived sizes exist (they name other files than the original) and differ in size.
  const derived =
    sized && medium !== null && image.thumb_url !== image.url && widthAt(MEDIUM, width, height) > thumbWidth;
  return (
    <img
      className={`poster-thumb-img ${className ?? ''}`}
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(src)}
      {...(sized ? { width: thumbWidth, height: Math.round((thumbWidth * height) / width) } : {})}
      {...(derived
        ? {
            srcSet: `${src} ${thumbWidth}w, ${medium} ${widthAt(MEDIUM, width, height)}w`,
            sizes: sizesFor(box, width, height),
          }
        : {})}
    />
  );
}
