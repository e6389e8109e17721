/**
 * One printed certificate (A4, one a page): the award certificates of the results and the certificates of
 * presentation (decision 059) share its layout, so both look like the society's paper.
 */
import type { ReactNode } from 'react';
import { mediaUrl } from '@web/lib/media-url';
import './certificate.css';

export function Certificate({
  heading,
  subtitle,
  place,
  title,
  author,
  body,
  issuer,
  recipient,
  date,
  seal,
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
  /** Who issues it: the conference, or the person who signs for it. */
  issuer: string;
  /** Who receives it, by name and affiliation (an award names the people, not the poster). */
  recipient?: string | null;
  /** The day it is given, as the page's language writes it. */
  date?: string | null;
  /** The society's seal or the issuer's signature (stored on the server), printed beside the issuer. */
  seal?: { url: string; width: number; height: number; alt: string } | null;
}) {
  return (
    <article className="certificate" data-testid="certificate">
      <h2>{heading}</h2>
      <p className="muted">{subtitle}</p>
      <p className="certificate-place">{place}</p>
      {recipient ? <p className="certificate-recipient">{recipient}</p> : null}
      <p className="certificate-title">{title}</p>
      {author ? <p>{author}</p> : null}
      <p className="certificate-body">{body}</p>
      {date ? <p className="certificate-date">{date}</p> : null}
      <p className="certificate-issuer">
        <span>{issuer}</span>
        {seal ? (
          <img
            className="certificate-seal"
            src={mediaUrl(seal.url) ?? undefined}
            alt={seal.alt}
            width={seal.width}
            height={seal.height}
            data-testid="certificate-seal"
          />
        ) : null}
      </p>
    </article>
  );
}
