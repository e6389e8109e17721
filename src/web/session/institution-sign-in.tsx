/**
 * The button of sign-in through the institution (OpenID Connect; docs/decisions/090-institution-sign-in.md) under a
 * project door's password form: shown only when the site has a provider. It asks the server for the provider's
 * address (the flow's cookie set on the way) and the browser goes there; a refusal is said in place.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { OidcDoor, OidcSettingsAnswer } from '@shared/contracts/oidc';
import { FailedAlert } from '@web/components/ui/notices/failed-alert';
import { useTranslation } from '@web/i18n/core';
import { api } from '@web/lib/api';
import { authApi } from '@web/lib/api-paths/auth';
import { OIDC_FROM_KEY } from '@web/lib/storage';
import { queryKeys } from '@web/lib/query-keys';

export function InstitutionSignIn({
  door,
  projectId,
  returnTo,
  large,
}: {
  door: OidcDoor;
  projectId: number;
  /** The page to open once signed in (the password's login would go there too). */
  returnTo: string;
  large: boolean;
}) {
  const { t } = useTranslation('common');
  const settings = useQuery({
    queryKey: queryKeys.oidc,
    queryFn: () => api<OidcSettingsAnswer>(authApi.oidc()),
    staleTime: Infinity,
  });
  const start = useMutation({
    mutationFn: () =>
      api<{ url: string }>(authApi.oidcStart(projectId), {
        method: 'POST',
        body: { door, return_to: returnTo },
      }),
    onSuccess: ({ url }) => {
      sessionStorage.setItem(OIDC_FROM_KEY, window.location.pathname);
      window.location.assign(url);
    },
  });
  if (!settings.data?.enabled) return null;
  const name = settings.data.name;
  return (
    <div className="stack institution-sign-in">
      <p className="muted small center">{t('institution.or')}</p>
      <button
        type="button"
        className={`btn btn-secondary${large ? ' btn-lg' : ''} btn-block`}
        disabled={start.isPending || start.isSuccess}
        onClick={() => start.mutate()}
      >
        {name ? t('institution.named', { name }) : t('institution.unnamed')}
      </button>
      <FailedAlert error={start.error} failed={t('institution.failed')} />
    </div>
  );
}
