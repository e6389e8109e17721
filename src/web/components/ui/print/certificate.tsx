/**
 * One printed certificate (A4, one a page): the award certificates of the results and the certificates of
 * presentation (decision 059) share its layout, so both look like the society's paper.
 */
import type { ReactNode } from 'react';
import './certificate.css';

export function Certificate({
  heading,
  subtitle,
  place,
  title,
  author,
  body,
  issuer,
}: {
  /** The certificate's name (상장, 발표 확인서) and its name in the other language. */
  heading: string;
  subtitle: string;
  /** What it is for: a rank, or the session and board. */
  place: ReactNode;
  /** The poster: its number and title. */
  title: string;
  author?: string | null;
  body: string;
  /** Who issues it: the conference. */
  issuer: string;
}) {
  return (
    <article className="certificate" data-testid="certificate">
      <h2>{heading}</h2>
      <p className="muted">{subtitle}</p>
      <p className="certificate-place">{place}</p>
      <p className="certificate-title">{title}</p>
      {author ? <p>{author}</p> : null}
      <p className="certificate-body">{body}</p>
      <p>{issuer}</p>
    </article>
  );
}
