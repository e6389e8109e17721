/**
 * admin/print/certificates: award certificates in the Korean way, one an A4 page, once judging is closed: the
 * award's name and rank, the recipients by name and affiliation, the poster, the date, who presents it and the
 * society's seal or a signature. The top N of the judges' ranking (of a category with `?category=`) and the
 * people's choice winners; when ties put more than N posters in the top N, the page says so and the organiser
 * chooses the posters that receive one. The seal is stored on the server, one for the conference (decision 071).
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { displayId } from '@shared/format';
import { useProject } from '@web/current-project/project-context';
import { Field } from '@web/components/ui/forms/field';
import { Certificate } from '@web/components/ui/print/certificate';
import { PrintButton } from '@web/components/ui/print/print-button';
import { useTime } from '@web/current-project/use-time';
import { paths } from '@web/lib/paths';
import { usePhase } from '@web/features/project-admin/dashboard/api/get-phase';
import { usePosters } from '@web/features/project-admin/posters/api/get-posters';
import { useProjectAdminScope } from '@web/features/project-admin/shell/api/scope';
import { ProjectAdminPage } from '@web/features/project-admin/shell/components/project-admin-page';
import { QueryView } from '@web/features/project-admin/shell/components/query-view';
import { useCertificateSeal } from '../api/certificate-seal';
import { AwardChoice, type Award, type AwardOptions } from '../components/award-choice';
import { SealSetting } from '../components/seal-setting';
import { useResultsT } from '../i18n/results';
import '@web/components/ui/print/print.css';
import '../results.css';

export default function PrintCertificatesPage() {
  const { t } = useResultsT();
  const scope = useProjectAdminScope();
  const project = useProject();
  const time = useTime();
  const category = useSearchParams()[0].get('category') ?? '';
  const phaseQ = usePhase();
  const postersQ = usePosters();
  const [options, setOptions] = useState<AwardOptions>({
    top: 3,
    award: t('fair.certificate.awardDefault'),
    date: time.today(),
    issuer: project.name,
  });
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const sealQ = useCertificateSeal();
  const seal = sealQ.data?.seal ?? null;
  const closed = phaseQ.data ? phaseQ.data.phase === 'closed' || phaseQ.data.phase === 'published' : null;
  const affiliation = new Map((postersQ.data ?? []).map((p) => [p.id, p.affiliation]));
  const recipient = (a: Award) => [a.author, affiliation.get(a.posterId)].filter(Boolean).join(' · ');
  const set = (patch: Partial<AwardOptions>) => setOptions((o) => ({ ...o, ...patch }));

  return (
    <ProjectAdminPage
      title={t('fair.certificates')}
      actions={closed ? <PrintButton label={t('fair.certificates')} /> : null}
    >
      <QueryView queries={[phaseQ, sealQ]} failed={t('fair.certificates')}>
        {() =>
          !closed ? (
            <div className="alert-inline" role="status" data-testid="certificates-not-closed">
              <p>{t('fair.certificate.notClosed')}</p>
              <Link to={`${paths.projectAdmin.dashboard(scope.slug)}#phase`}>
                {t('fair.certificate.toPhase')}
              </Link>
            </div>
          ) : (
            <>
              <div className="no-print stack">
                <div className="form-grid">
                  <Field
                    label={t('fair.certificate.award')}
                    value={options.award}
                    maxLength={60}
                    onChange={(e) => set({ award: e.target.value })}
                  />
                  <Field
                    label={t('fair.certificate.date')}
                    type="date"
                    value={options.date}
                    onChange={(e) => set({ date: e.target.value })}
                  />
                  <Field
                    label={t('fair.certificate.issuer')}
                    hint={t('fair.certificate.issuerHint')}
                    value={options.issuer}
                    maxLength={120}
                    onChange={(e) => set({ issuer: e.target.value })}
                  />
                </div>
                <SealSetting seal={seal} />
              </div>
              <AwardChoice
                category={category}
                options={options}
                onTop={(top) => set({ top })}
                left={left}
                onLeft={setLeft}
              >
                {(awards) =>
                  awards.length === 0 ? (
                    <p className="empty">{t('fair.certificate.none')}</p>
                  ) : (
                    <div className="certificate-sheet" data-testid="certificates">
                      {awards.map((a) => (
                        <Certificate
                          key={a.key}
                          heading={t('fair.certificate.title')}
                          subtitle={t('fair.certificate.subtitle')}
                          place={a.place}
                          recipient={recipient(a)}
                          title={`${displayId('P', a.number)} 「${a.title}」`}
                          body={t('fair.certificate.body', { project: project.name, award: a.award })}
                          date={time.day(options.date)}
                          issuer={options.issuer}
                          seal={seal ? { ...seal, alt: t('fair.certificate.sealAlt') } : null}
                        />
                      ))}
                    </div>
                  )
                }
              </AwardChoice>
            </>
          )
        }
      </QueryView>
    </ProjectAdminPage>
  );
}
