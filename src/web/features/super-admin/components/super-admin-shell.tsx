/** The frame of every super admin page: navigation, account, logout, title and actions. */
import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { PageHeader } from '@web/components/ui/layout/page-header';
import { LogoutButton } from '@web/session/logout-button';
import { useSession } from '@web/session/session-context';
import { useShellT } from '../i18n/shell';
import '../super-admin.css';
import '../super-admin-detail.css';
import { paths } from '@web/lib/paths';

/** Every super admin page: the area's navigation, the signed-in account, logout, then the page's title and actions. */
export function SuperAdminShell({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useShellT();
  const { user, superAdminMode, returnToSuperAdmin } = useSession();

  useEffect(() => {
    document.title = `${title} · ${t('area')}`;
  }, [title, t]);

  // Arriving in the super admin area while still acting as a project admin (the browser's back button) ends
  // that mode. Only on arrival: "enter as admin" switches the mode on while this page is still showing.
  const arrivedInProjectMode = useRef(superAdminMode);
  useEffect(() => {
    if (arrivedInProjectMode.current) returnToSuperAdmin();
  }, [returnToSuperAdmin]);

  const links = [
    { to: paths.superAdmin.dashboard(), label: t('nav.dashboard') },
    { to: paths.superAdmin.projects(), label: t('nav.projects') },
    { to: paths.superAdmin.admins(), label: t('nav.admins') },
  ];
  return (
    <div className="container page-column sa">
      <nav className="sa-nav" aria-label={t('nav.label')}>
        <span className="sa-nav-area">{t('area')}</span>
        <ul className="sa-nav-links">
          {links.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} className="sa-nav-link" end={l.to === paths.superAdmin.dashboard()}>
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <span className="spacer" />
        {user ? (
          <span className="muted small hide-sm">
            {t('nav.signedInAs', { name: user.full_name || user.username })}
          </span>
        ) : null}
        <LogoutButton to={paths.superAdmin.login()} className="btn btn-sm" />
      </nav>
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      {children}
    </div>
  );
}
