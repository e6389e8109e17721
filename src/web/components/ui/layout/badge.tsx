/** A short state in a pill: neutral, or one of the tones (tokens.css), with a dot before it if asked. */
import type { ReactNode } from 'react';
import { badgeClass, type Tone } from './badge-tone';

export function Badge({ tone, dot, children }: { tone?: Tone; dot?: boolean; children: ReactNode }) {
  return (
    <span className={badgeClass(tone)}>
      {dot ? <BadgeDot /> : null}
      {children}
    </span>
  );
}

export function BadgeDot() {
  return <span className="badge-dot" aria-hidden="true" />;
}
