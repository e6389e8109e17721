/** A list that loads: a spinner, a load failure said once with a way to retry, then the content. */
import type { ReactNode } from 'react';
import { Spinner } from '@web/components/ui/notices/spinner';
import { useProjectAdminT } from '../i18n/project-admin';
import { useLoadErrorNotice } from '../lib/use-load-error-notice';
import { LoadFailed } from '@web/components/ui/notices/load-failed';

type Loading = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

/** docs/product.md#messages: a list that fails to load is announced in a notice and says so in place, with a retry. */
export function QueryView({
  queries,
  failed,
  children,
}: {
  queries: Loading[];
  /** "Failed to load the judges": the notice's words. */
  failed: string;
  children: () => ReactNode;
}) {
  const { t } = useProjectAdminT();
  const broken = queries.find((q) => q.isError);
  useLoadErrorNotice(broken?.error ?? null, failed);
  if (broken) {
    return <LoadFailed message={t('loadFailed')} onRetry={() => queries.forEach((q) => void q.refetch())} />;
  }
  if (queries.some((q) => q.isPending)) return <Spinner />;
  return <>{children()}</>;
}
