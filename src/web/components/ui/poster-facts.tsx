/** A poster's facts as a definition list; facts without a value are left out. */
export function PosterFacts({
  facts,
  className,
}: {
  facts: Array<[label: string, value: string | null | undefined]>;
  className: string;
}) {
  return (
    <dl className={className}>
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
