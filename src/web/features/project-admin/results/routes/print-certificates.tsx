/**
 * admin/print/certificates: an A4 award certificate for each poster placed in the top N of the judges' ranking
 * (of a category with `?category=`), and for the people's choice winners when the vote was held.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { displayId } from '@shared/format';
import { useProject } from '@web/current-project/project-context';
import { NumberField } from '@web/components/ui/forms/field';
import { usePeoplesChoice } from '../api/get-peoples-choice';
import { useResultSettings } from '../api/get-result-settings';
import { useResults } from '../api/get-results';
import { useProjectAdminScope } from '@web/features/project-admin/shell/api/scope';
import { ProjectAdminPage } from '@web/features/project-admin/shell/components/project-admin-page';
import { Certificate } from '@web/components/ui/print/certificate';
import { PrintButton } from '@web/components/ui/print/print-button';
import { QueryView } from '@web/features/project-admin/shell/components/query-view';
import { useResultsT } from '../i18n/results';
import '@web/components/ui/print/print.css';
import '../results.css';

type Award = { key: string; place: string; title: string; number: number; author: string | null };

export default function PrintCertificatesPage() {
  const { t } = useResultsT();
  const scope = useProjectAdminScope();
  const project = useProject();
  const category = useSearchParams()[0].get('category') ?? '';
  const [top, setTop] = useState(3);
  const resultsQ = useResults(category ? { category } : {});
  const settingsQ = useResultSettings();
  const votesQ = usePeoplesChoice();
  const awards: Award[] = (resultsQ.data ?? [])
    .filter((r) => r.rank <= top)
    .map((r) => ({
      key: `j${r.poster_id}`,
      place: `${category ? `${category} ` : ''}${t('fair.certificate.place', { rank: r.rank })}`,
      title: r.title,
      number: r.poster_number,
      author: r.author,
    }));
  const voted = settingsQ.data?.peoples_choice.enabled || (votesQ.data ?? []).some((v) => v.votes > 0);
  if (voted && !category)
    for (const v of (votesQ.data ?? []).filter((v) => v.rank === 1 && v.votes > 0))
      awards.push({
        key: `v${v.poster_id}`,
        place: t('fair.certificate.peoples', { rank: v.rank }),
        title: v.title,
        number: v.poster_number,
        author: null,
      });
  return (
    <ProjectAdminPage
      title={t('fair.certificates')}
      slug={scope.slug}
      actions={<PrintButton label={t('fair.certificates')} />}
    >
      <div className="no-print">
        <NumberField
          label={t('fair.certificate.top')}
          min={1}
          max={50}
          value={top}
          onChange={(e) => setTop(Math.max(1, Math.min(50, Number(e.target.value) || 1)))}
        />
      </div>
      <QueryView queries={[resultsQ, settingsQ]} failed={t('fair.certificates')}>
        {() =>
          awards.length === 0 ? (
            <p className="empty">{t('fair.certificate.none')}</p>
          ) : (
            <div data-testid="certificates">
              {awards.map((a) => (
                <Certificate
                  key={a.key}
                  heading={t('fair.certificate.title')}
                  subtitle={t('fair.certificate.subtitle')}
                  place={a.place}
                  title={`${displayId('P', a.number)} ${a.title}`}
                  author={a.author}
                  body={t('fair.certificate.body', { project: project.name })}
                  issuer={project.name}
                />
              ))}
            </div>
          )
        }
      </QueryView>
    </ProjectAdminPage>
  );
}
