/** A 401 on a judge page: the session ended, to the judge login and back. */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useProject } from '../../../app/project-guard';
import { useSession } from '../../../app/session';
import { notice } from '../../../components/ui/notices';
import { ApiError } from '../../../lib/api';
import { i18n } from '../../../i18n';

export function isUnauthenticated(err: unknown): boolean {
  return err instanceof ApiError && err.status === 401;
}

/** A 401 on a judge page means the server session ended: say so and go to the judge login, then come back here. */
export function useSessionExpired(error: unknown): boolean {
  const expired = isUnauthenticated(error);
  const project = useProject();
  const { endLocally } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (!expired) return;
    notice.error(i18n.t('common:errors.sessionExpired'));
    endLocally();
    navigate(`/projects/${project.slug}/judge/login`, { replace: true, state: { from: location.pathname } });
  }, [expired, endLocally, navigate, project.slug, location.pathname]);
  return expired;
}
