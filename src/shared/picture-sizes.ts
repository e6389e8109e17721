/**
 * The size ladder of every picture the server makes (docs/decisions/025-image-pipeline.md, 073-media.md): a poster
 * image's and a rendered page's WebP sizes, long side at most 400 px (cards), 800 px (cards on dense screens) and
 * 1600 px (the poster page), never enlarged. The server makes them (src/server/media), the web picks among them.
 */
export const PICTURE_SIZES = { thumb: 400, medium: 800, screen: 1600 } as const;
