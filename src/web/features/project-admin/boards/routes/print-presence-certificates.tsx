/**
 * admin/print/presence-certificates: a certificate of presentation (A4) for each presenter who checked in at their
 * board during their session (decision 059), with the project's seal (decision 071). While the project does not
 * issue them, a word and the way to turn them on.
 */
import { Link } from 'react-router';
import { PresenceCertificate } from '@web/components/ui/print/presence-certificate';
import { PrintButton } from '@web/components/ui/print/print-button';
import { useProject } from '@web/current-project/project-context';
import { paths } from '@web/lib/paths';
import { useHallMap } from '@web/lib/use-hall-map';
import { useProjectAdminScope } from '@web/features/project-admin/shell/api/scope';
import { useCertificateSeal } from '@web/features/project-admin/results/api/certificate-seal';
import { ProjectAdminPage } from '@web/features/project-admin/shell/components/project-admin-page';
import { QueryView } from '@web/features/project-admin/shell/components/query-view';
import { usePresenceCertificates } from '../api/hall-map';
import { useHallMapT } from '../i18n/hall-map';
import '@web/components/ui/print/print.css';

export default function PrintPresenceCertificatesPage() {
  const { t } = useHallMapT();
  const scope = useProjectAdminScope();
  const project = useProject();
  const mapQ = useHallMap(scope.projectId, scope.query);
  const on = mapQ.data?.presence_certificates ?? false;
  const list = usePresenceCertificates(on);
  const sealQ = useCertificateSeal();
  return (
    <ProjectAdminPage title={t('print')} actions={<PrintButton label={t('print')} />}>
      <QueryView queries={on ? [mapQ, list, sealQ] : [mapQ]} failed={t('printLoadFailed')}>
        {() =>
          !on ? (
            <p className="empty">
              {t('off')} <Link to={paths.projectAdmin.hallMap(scope.slug)}>{t('open')}</Link>
            </p>
          ) : (list.data ?? []).length === 0 ? (
            <p className="empty">{t('noneQualify')}</p>
          ) : (
            <div data-testid="certificates">
              {list.data!.map((c) => (
                <PresenceCertificate
                  key={c.poster_id}
                  certificate={c}
                  project={project.name}
                  seal={sealQ.data?.seal ?? null}
                />
              ))}
            </div>
          )
        }
      </QueryView>
    </ProjectAdminPage>
  );
}
