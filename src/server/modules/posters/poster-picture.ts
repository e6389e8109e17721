// The one choice of a poster's picture in lists and cards (docs/decisions/066-review-loop.md): every poster
// answer carries it, so the gallery, the organiser's lists, the edit page and the judge's view all agree.
import type { PosterImage, PosterPicture } from '@shared/contracts/posters';
import type { PosterPage } from '@shared/contracts/submissions';

/** An address a page may show: http(s), or a path of this site (the web's mediaUrl takes the same). */
const shown = (url: string) => /^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'));

/**
 * The poster's first image that can be shown, else the first page of its newest approved file (`pages` hold only
 * approved pages: a file waiting for review never stands in), else null.
 */
export function posterPicture(
  images: readonly PosterImage[],
  pages: readonly PosterPage[],
): PosterPicture | null {
  const image = images.find((i) => shown(i.url));
  if (image) return { ...image, from: 'image' };
  const page = pages[0];
  if (!page) return null;
  return {
    url: page.screen_url,
    thumb_url: page.thumb_url,
    medium_url: page.medium_url,
    screen_url: page.screen_url,
    width: page.width,
    height: page.height,
    from: 'page',
  };
}
