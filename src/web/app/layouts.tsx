/** Around every page, the layout of the pages outside a project, and the super admin area's guard. */
import { useEffect } from 'react';
import { useTranslation } from '../i18n';
import { Link, Outlet, useLocation } from 'react-router';
import { LanguageSwitch } from './language-switch';
import { useMarkReady } from '../lib/use-mark-ready';
import { NoticesFollowPage } from '../components/ui/notices/notices';
import { Spinner } from '../components/ui/notices/spinner';
import { paths } from '../lib/paths';
import { NavigateToLogin } from '../session/navigate-to-login';
import { useCheckedSession } from '../session/session-context';
import { SessionEndedWatcher } from './session-ended';

/** Pages outside a project: a slim top bar with the product name and the language switch. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <>
      <header className="topbar">
        <Link to={paths.home()} className="topbar-title">
          {t('appName')}
        </Link>
        <span className="spacer" />
        <LanguageSwitch />
      </header>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}

/** Every super admin page requires is_super_admin, otherwise the super admin login (docs/product.md#access). */
export function SuperAdminGuard() {
  const { user, ready } = useCheckedSession();
  const location = useLocation();
  const { t } = useTranslation();
  const title = t('superAdmin');
  useEffect(() => {
    document.title = title;
  }, [title]);
  if (!ready) return <Spinner />;
  if (!user?.is_super_admin)
    return <NavigateToLogin to={paths.superAdmin.login()} from={location.pathname + location.search} />;
  return <Outlet />;
}

/** Around every page: what follows the session and the address. */
export function AppRoot() {
  useMarkReady();
  return (
    <>
      <Outlet />
      <SessionEndedWatcher />
      <NoticesFollowPage />
    </>
  );
}
