/** One conference on the public list: logo, name, description, dates and counts. */
import { useState } from 'react';
import { Link } from 'react-router';
import type { Project } from '@shared/contracts/projects';
import { PosterMark } from '@web/components/ui/poster/poster-mark';
import { useTime } from '@web/current-project/use-time';
import { formatNumber } from '@web/i18n';
import { useProjectListT } from '../i18n/project-list';
import { paths } from '@web/lib/paths';
import { initialsOf } from '../lib/initials';

export function ProjectCard({ project }: { project: Project }) {
  const { t } = useProjectListT();
  const dates = useTime(project.time_zone).period(project.start_date, project.end_date) || t('noDates');
  const stats = [
    { key: 'posters', value: project.posters },
    { key: 'users', value: project.users },
    { key: 'judges', value: project.judges },
  ] as const;
  return (
    <Link to={paths.project(project.slug)} className="card card-link card-media project-card">
      <ProjectLogo name={project.name} url={project.logo_url} />
      <div className="card-body">
        <h2 className="project-card-name">{project.name}</h2>
        {project.description ? <p className="project-card-desc clamp-lines">{project.description}</p> : null}
        <p className="project-card-dates">
          <CalendarIcon />
          <span>{dates}</span>
        </p>
        <dl className="project-card-stats" aria-label={t('statsLabel')}>
          {stats.map((s) => (
            <div key={s.key}>
              <dt>{t(s.key)}</dt>
              <dd>{formatNumber(s.value)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Link>
  );
}

/** The logo, or the conference's initials (initialsOf) when there is none or it fails to load. */
function ProjectLogo({ name, url }: { name: string; url: string | null }) {
  const { t } = useProjectListT();
  const [broken, setBroken] = useState(false);
  if (url && !broken) {
    return (
      <div className="card-picture project-card-logo">
        <img src={url} alt={t('logoAlt', { name })} loading="lazy" onError={() => setBroken(true)} />
      </div>
    );
  }
  const initials = initialsOf(name);
  return (
    <div className="card-picture project-card-logo project-card-initials" aria-hidden="true">
      {initials ?? <PosterMark />}
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </svg>
  );
}
