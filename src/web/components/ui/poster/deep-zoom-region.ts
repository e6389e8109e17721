/** The deep-zoom viewer's page regions in OpenSeadragon's terms (poster-place.ts has them as addresses carry them). */
import type OpenSeadragonNs from 'openseadragon';
import { regionOf, type PosterRegion } from './poster-place';

/** The region of the page the viewer shows (null: the whole page, or nothing open yet). */
export function regionInView(v: OpenSeadragonNs.Viewer): PosterRegion | null {
  const image = v.world.getItemAt(0);
  if (!image) return null;
  const size = image.getContentSize();
  const b = image.viewportToImageRectangle(v.viewport.getBounds(true));
  return regionOf(b.x / size.x, b.y / size.y, b.width / size.x, b.height / size.y);
}

/** Shows `region` of the open page at once (fitted whole: another screen's shape shows a little more). */
export function showRegion(v: OpenSeadragonNs.Viewer, region: PosterRegion) {
  const image = v.world.getItemAt(0);
  if (!image) return;
  const size = image.getContentSize();
  const rect = image.imageToViewportRectangle(
    region.x * size.x,
    region.y * size.y,
    region.w * size.x,
    region.h * size.y,
  );
  v.viewport.fitBounds(rect, true);
}
