// Certificates of presentation: to presenters who checked in during their poster's session (decision 059).
import type { Kysely } from 'kysely';
import { groupRowsBy } from '@server/db/rows';
import type { DB } from '@server/db/schema';
import { AppError } from '@server/errors';
import type { PresenceCertificate, PresenterCertificate } from '@shared/contracts/hall';
import type { SessionSummary } from '@shared/contracts/sessions';
import { zonedInstant } from '@shared/time';
import { getProjectState } from '@server/modules/projects';
import { listSessions, selectBoardRows, selectPresentTimes } from '@server/modules/sessions';
import { getCertificateSeal } from './certificate-seal';
import { findHallMapRow } from './hall.repository';

/**
 * The session's window as two UTC instants, comparable with presence times (stored in UTC) as text: a session's
 * date and times are the hall's wall clock, the project's time zone.
 */
export const sessionWindow = (s: Pick<SessionSummary, 'date' | 'starts_at' | 'ends_at'>, zone: string) => ({
  from: zonedInstant(`${s.date}T${s.starts_at}`, zone)!,
  until: zonedInstant(`${s.date}T${s.ends_at}`, zone)!,
});

const certificatesOn = async (db: Kysely<DB>, projectId: number) =>
  (await findHallMapRow(db, projectId))?.presence_certificates === 1;

/** Every poster whose presenter said "present" within its session's window, with the first such time. */
async function qualifying(db: Kysely<DB>, projectId: number, posterId?: number) {
  const { time_zone: zone } = await getProjectState(db, projectId);
  const sessions = new Map((await listSessions(db, projectId)).map((s) => [s.id, s]));
  const times = groupRowsBy(await selectPresentTimes(db, projectId, posterId), 'poster_id', (t) => t.at);
  const out: PresenceCertificate[] = [];
  for (const p of await selectBoardRows(db, projectId)) {
    if (posterId !== undefined && p.id !== posterId) continue;
    const s = p.session_id === null ? undefined : sessions.get(p.session_id);
    if (!s) continue;
    const { from, until } = sessionWindow(s, zone);
    const at = (times.get(p.id) ?? []).find((t) => t >= from && t <= until);
    if (!at) continue;
    out.push({
      poster_id: p.id,
      poster_number: p.number,
      title: p.title,
      author: p.author,
      presenter_name: p.presenter_name,
      board: p.board,
      session: {
        id: s.id,
        name: s.name,
        date: s.date,
        starts_at: s.starts_at,
        ends_at: s.ends_at,
        area: s.area,
      },
      checked_in_at: at,
    });
  }
  return out;
}

/** The organiser's list of who gets a certificate; refused while the project does not issue them. */
export async function listPresenceCertificates(
  db: Kysely<DB>,
  projectId: number,
): Promise<PresenceCertificate[]> {
  if (!(await certificatesOn(db, projectId)))
    throw new AppError(
      'CERTIFICATES_OFF',
      'This project does not issue certificates of presentation: turn the setting on first',
    );
  return qualifying(db, projectId);
}

/** The signed-in presenter's own certificate, or why there is none. */
export async function getPresenterCertificate(
  db: Kysely<DB>,
  projectId: number,
  posterId: number,
): Promise<PresenterCertificate> {
  if (!(await certificatesOn(db, projectId)))
    return { certificate: null, refusal: 'CERTIFICATES_OFF', seal: null };
  const [certificate] = await qualifying(db, projectId, posterId);
  if (!certificate) return { certificate: null, refusal: 'NOT_CHECKED_IN', seal: null };
  return { certificate, refusal: null, seal: (await getCertificateSeal(db, projectId)).seal };
}
