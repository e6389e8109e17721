/**
 * A certificate of presentation (decision 059): the poster, its presenter, and the session they stood at their
 * board in. The organiser prints every one; a presenter prints their own. The award certificate's layout.
 */
import type { PresenceCertificate as Presence } from '@shared/contracts/hall';
import { displayId } from '@shared/format';
import { Certificate } from './certificate';
import { usePresenceCertificateT } from './presence-certificate-words';
import { useTime } from '@web/current-project/use-time';

export function PresenceCertificate({ certificate: c, project }: { certificate: Presence; project: string }) {
  const { t } = usePresenceCertificateT();
  const time = useTime();
  const place = t('place', {
    session: c.session.name,
    time: time.clockRange(c.session.date, c.session.starts_at, c.session.ends_at),
  });
  return (
    <Certificate
      heading={t('heading')}
      subtitle={t('subtitle')}
      place={c.board ? `${place} · ${t('board', { board: c.board })}` : place}
      title={`${displayId('P', c.poster_number)} ${c.title}`}
      author={c.presenter_name ?? c.author}
      body={t('body', { project })}
      issuer={project}
    />
  );
}
