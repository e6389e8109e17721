/**
 * A part of the presenter's page that loads its own data, in its card (`name`: the card's test id, its heading's
 * id `name`-title): why it failed, else what came; nothing while it loads.
 */
import type { ReactNode } from 'react';
import { CardSection } from '@web/components/ui/layout/card-section';
import { FailedAlert } from '@web/components/ui/notices/failed-alert';

export function LoadedSection<T>({
  name,
  title,
  query,
  failed,
  children,
}: {
  name: string;
  title: string;
  query: { isError: boolean; error: unknown; data: T | undefined };
  failed: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <CardSection id={`${name}-title`} title={title} headingClassName={null} testId={name}>
      {query.isError ? (
        <FailedAlert error={query.error} failed={failed} />
      ) : query.data ? (
        children(query.data)
      ) : null}
    </CardSection>
  );
}
