/**
 * A poster image in a list, card or gallery: its thumbnail sizes, the space reserved, never cropped; and the small
 * picture at a card's side (the judge's cards, my list: decision 071).
 */
import { useState } from 'react';
import type { PosterImage } from '@shared/contracts/posters';
import { mediaUrl } from '@web/lib/media-url';
import { BrokenImage } from './broken-image';
import { MEDIUM, THUMB, widthAt, type ThumbBox } from './thumb-sizes';
import './poster-thumb.css';

function sizesFor(box: ThumbBox, w: number, h: number): string {
  const drawn = (b: { width: number; height: number }) => Math.round(Math.min(b.width, (b.height * w) / h));
  const wide = `${drawn(box)}px`;
  return box.phone ? `(max-width: 640px) ${drawn(box.phone)}px, ${wide}` : wide;
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

/** The side picture's box (poster-thumb.css .poster-side-thumb): a portrait poster's shape, a thumb's width. */
const SIDE_BOX = { width: 72, height: 96 };

/**
 * The server's one picture of a poster (decision 066) small at a card's side, in a box of its own size, so the
 * card does not move when it loads; nothing without a picture. Offline, a picture not kept shows the placeholder.
 */
export function PosterSideThumb({ picture, alt }: { picture: PosterImage | null; alt: string }) {
  if (!picture) return null;
  return (
    <span className="poster-side-thumb" data-testid="poster-side-thumb">
      <PosterThumb image={picture} alt={alt} box={SIDE_BOX} />
    </span>
  );
}
