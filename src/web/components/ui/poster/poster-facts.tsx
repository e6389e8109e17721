import type { ReactNode } from 'react';

/** A poster's facts as a definition list; facts without a value are left out. */
export function PosterFacts({ facts }: { facts: Array<[label: string, value: ReactNode]> }) {
  return (
    <dl className="facts">
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
