/**
 * A certificate of presentation (decision 059): the poster, its presenter, and the session they stood at their
 * board in. The organiser prints every one; a presenter prints their own. The award certificate's layout, and the
 * project's seal.
 */
import type { PresenceCertificate as Presence, Seal } from '@shared/contracts/hall';
import { displayId } from '@shared/format';
import { Certificate } from './certificate';
import { usePresenceCertificateT } from './presence-certificate-words';
import { useTime } from '@web/current-project/use-time';

export function PresenceCertificate({
  certificate: c,
  project,
  seal,
}: {
  certificate: Presence;
  project: string;
  /** The project's seal (decision 071), printed beside the issuer. */
  seal: Seal | null;
}) {
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
      seal={seal ? { ...seal, alt: t('sealAlt') } : null}
    />
  );
}
