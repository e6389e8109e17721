/** The logout button of every area: ends the session (a mutation), then goes to that area's login page. */
import { useNavigate } from 'react-router';
import { useTranslation } from '../i18n';
import { useLogout } from './use-logout';

export function LogoutButton({ to, className = 'btn' }: { to: string; className?: string }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={className}
      disabled={logout.isPending}
      onClick={() => logout.mutate(undefined, { onSettled: () => navigate(to, { replace: true }) })}
    >
      {t('logout')}
    </button>
  );
}
