// The seal or signature printed on every certificate of the project (award certificates and certificates of
// presentation; docs/decisions/071-poster-day-finishing.md): one a project, stored beside the hall plan and made
// the same way (hall-plan.ts), replaced or removed by the organiser.
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { AppError } from '@server/errors';
import { fileTooLarge } from '@server/http/multipart-files';
import type { CertificateSeal } from '@shared/contracts/hall';
import { recordChange } from '@server/modules/audit';
import { checkUploadedPicture, removeHallPicture, storeHallPicture, type HallPicture } from './hall-plan';
import { findHallMapRow, lockHallMap, upsertHallMap } from './hall.repository';

/** A scan or an export of a seal is well under this; a phone photo of one, shrunk, too. */
export const SEAL_MAX_BYTES = 2 * 1024 * 1024;
/**
 * The upload's long side, in pixels: under 100 it prints as a blur (about 85 dpi at 3 cm); over 4000 it is a
 * photo of a desk, not a seal.
 */
export const SEAL_MIN_SIDE = 100;
export const SEAL_MAX_SIDE = 4000;
/** Stored at most 800 px on its long side: about 680 dpi at 3 cm, more than a printer draws. */
const SEAL: HallPicture = { name: 'seal', side: 800, quality: 90 };
const ALLOWED = 'PNG, JPEG';

const sealOf = (row: { seal_url: string | null; seal_width: number | null; seal_height: number | null }) =>
  row.seal_url && row.seal_width && row.seal_height
    ? { url: row.seal_url, width: row.seal_width, height: row.seal_height }
    : null;

export async function getCertificateSeal(db: Kysely<DB>, projectId: number): Promise<CertificateSeal> {
  const row = await findHallMapRow(db, projectId);
  return { seal: row ? sealOf(row) : null };
}

/**
 * Stores the seal (or replaces it): PNG or JPEG by content, at most SEAL_MAX_BYTES, SEAL_MIN_SIDE to
 * SEAL_MAX_SIDE px on its long side, made into a WebP (transparency kept) before the transaction that records
 * it; the file it replaces is removed after, the new one if the transaction fails.
 */
export async function setCertificateSeal(
  db: Kysely<DB>,
  uploadsDir: string,
  projectId: number,
  file: { name: string; data: Buffer },
): Promise<CertificateSeal> {
  if (file.data.length > SEAL_MAX_BYTES) throw fileTooLarge(SEAL_MAX_BYTES);
  const facts = await checkUploadedPicture(file, ['png', 'jpg'], ALLOWED);
  const long = Math.max(facts.width, facts.height);
  if (long < SEAL_MIN_SIDE || long > SEAL_MAX_SIDE)
    throw new AppError(
      'SEAL_PIXELS',
      `The seal must be ${SEAL_MIN_SIDE} to ${SEAL_MAX_SIDE} pixels on its long side; "${file.name}" is ${facts.width} x ${facts.height}`,
      {
        field: 'file',
        params: {
          file: file.name,
          width: facts.width,
          height: facts.height,
          min: SEAL_MIN_SIDE,
          max: SEAL_MAX_SIDE,
        },
      },
    );
  const seal = await storeHallPicture(uploadsDir, projectId, file, SEAL);
  let old: string | null;
  try {
    old = await db.transaction().execute(async (trx) => {
      const before = await lockHallMap(trx, projectId);
      await upsertHallMap(trx, projectId, {
        seal_url: seal.url,
        seal_width: seal.width,
        seal_height: seal.height,
      });
      await recordChange(trx, projectId, {
        kind: 'certificates.seal',
        summary: before.seal_url ? 'Certificate seal replaced' : 'Certificate seal uploaded',
        detail: {
          old: before.seal_url,
          new: seal.url,
          file: file.name,
          width: seal.width,
          height: seal.height,
        },
      });
      return before.seal_url;
    });
  } catch (err) {
    await removeHallPicture(uploadsDir, projectId, seal.url, 'seal');
    throw err;
  }
  await removeHallPicture(uploadsDir, projectId, old, 'seal');
  return { seal };
}

/** Takes the seal away: certificates print without one. Removing none changes nothing. */
export async function deleteCertificateSeal(
  db: Kysely<DB>,
  uploadsDir: string,
  projectId: number,
): Promise<CertificateSeal> {
  const old = await db.transaction().execute(async (trx) => {
    const before = await lockHallMap(trx, projectId);
    if (!before.seal_url) return null;
    await upsertHallMap(trx, projectId, { seal_url: null, seal_width: null, seal_height: null });
    await recordChange(trx, projectId, {
      kind: 'certificates.seal',
      summary: 'Certificate seal removed',
      detail: { old: before.seal_url, new: null },
    });
    return before.seal_url;
  });
  await removeHallPicture(uploadsDir, projectId, old, 'seal');
  return { seal: null };
}
