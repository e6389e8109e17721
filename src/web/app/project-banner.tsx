/** The top banner of every project page: name, page title, dates; in super admin mode a badge and a way back. */
import { useTranslation } from '../i18n';
import { useNavigate } from 'react-router';
import { LanguageSwitch } from './language-switch';
import { useProject } from '../current-project/project-context';
import { useTime } from '../current-project/use-time';
import { useSession } from '../session/session-context';

export function ProjectBanner({ title }: { title: string }) {
  const project = useProject();
  const { t } = useTranslation();
  const { superAdminMode, returnToSuperAdmin } = useSession();
  const navigate = useNavigate();
  const dates = useTime().period(project.start_date, project.end_date);
  return (
    <header className="banner">
      <div className="banner-inner">
        {/* The page title's line is there before the page sets it, so nothing below moves when it arrives. */}
        <div className="banner-text">
          <span className="banner-name">
            {superAdminMode ? <span className="badge-super">{t('superAdminMode')}</span> : null}
            {project.name}
          </span>
          <span className="banner-title">{title}</span>
          {dates ? <span className="banner-dates">{dates}</span> : null}
        </div>
        <div className="banner-actions">
          {superAdminMode ? (
            <button type="button" className="btn btn-sm" onClick={() => navigate(returnToSuperAdmin())}>
              {t('returnToSuperAdmin')}
            </button>
          ) : null}
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}
