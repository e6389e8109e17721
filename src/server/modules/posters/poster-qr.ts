// A poster's QR code: the absolute URL of /projects/{slug}/p/{posterId}, as SVG or PNG (qrcode).
import QRCode from 'qrcode';
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { notFound } from '@server/errors';
import { getProjectById } from '@server/modules/projects';
import { selectPosterExists } from './posters.repository';

/** The same options for every rendering, so a test can render the expected code the same way. */
export const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;

export const posterUrl = (origin: string, slug: string, posterId: number) =>
  `${origin}/projects/${encodeURIComponent(slug)}/p/${posterId}`;

/** The poster's QR code; `origin` is the request's (behind a trusted proxy, its forwarded host). */
export async function posterQr(
  db: Kysely<DB>,
  projectId: number,
  posterId: number,
  origin: string,
  type: 'svg' | 'png',
): Promise<Buffer> {
  if (!(await selectPosterExists(db, projectId, posterId))) throw notFound('Poster');
  const { slug } = await getProjectById(db, projectId);
  const url = posterUrl(origin, slug, posterId);
  if (type === 'png') return QRCode.toBuffer(url, { ...QR_OPTIONS, type: 'png', width: 512 });
  return Buffer.from(await QRCode.toString(url, { ...QR_OPTIONS, type: 'svg' }));
}
