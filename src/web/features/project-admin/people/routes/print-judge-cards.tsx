/** admin/print/judge-cards: per judge, the judge login URL as a QR code and, once issued, a personal sign-in link. */
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTime } from '@web/current-project/use-time';
import { saidAs } from '@web/components/ui/notices/mutation-notices';
import { useJudges } from '../api/get-judges';
import { useIssueAccessLinks } from '../api/issue-access-link';
import { useProjectAdminScope } from '@web/features/project-admin/shell/api/scope';
import { ProjectAdminPage } from '@web/features/project-admin/shell/components/project-admin-page';
import { PrintButton } from '@web/components/ui/print/print-button';
import { QueryView } from '@web/features/project-admin/shell/components/query-view';
import { useJudgesT } from '../i18n/judges';
import '@web/components/ui/print/print.css';
import { paths } from '@web/lib/paths';

/** A QR code drawn in the browser (the URLs here are not posters', so the server's poster QR does not fit). */
function QrImage({ text, alt }: { text: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 256 }).then((url) => {
      if (live) setSrc(url);
    });
    return () => {
      live = false;
    };
  }, [text]);
  return src ? <img src={src} alt={alt} width={132} height={132} /> : null;
}

export default function PrintJudgeCardsPage() {
  const { t } = useJudgesT();
  const time = useTime();
  const scope = useProjectAdminScope();
  const judgesQ = useJudges();
  const issue = useIssueAccessLinks();
  // Shown only once the links have loaded, in the browser (the server renders this page without them).
  const loginUrl = `${typeof window === 'undefined' ? '' : window.location.origin}${paths.judge.login(scope.slug)}`;
  const links = issue.data;
  return (
    <ProjectAdminPage
      title={t('print.cardsTitle')}
      actions={
        <>
          <button
            type="button"
            className="btn no-print"
            disabled={issue.isPending || !judgesQ.data?.length}
            onClick={() =>
              issue.mutate(
                (judgesQ.data ?? []).map((j) => j.id),
                saidAs(t('print.issued'), t('print.issueFailed')),
              )
            }
          >
            {issue.isPending ? t('print.issuing') : t('print.issueLinks')}
          </button>
          <PrintButton label={t('print.print')} />
        </>
      }
    >
      <QueryView queries={[judgesQ]} failed={t('print.loadFailed')}>
        {() => (
          <div className="print-sheet" data-testid="judge-cards">
            {(judgesQ.data ?? []).map((j) => {
              const link = links?.get(j.id);
              return (
                <article key={j.id} className="print-item" data-testid="judge-card">
                  <QrImage
                    text={link?.url ?? loginUrl}
                    alt={link ? t('print.personalLink', { expires: '' }) : t('print.loginQr')}
                  />
                  <div className="stack">
                    <strong className="print-number">{j.full_name}</strong>
                    <span>{t('print.username', { username: j.username })}</span>
                    <span className="print-url">
                      {t('print.loginUrl')}: {loginUrl}
                    </span>
                    {link ? (
                      <span className="print-url">
                        {t('print.personalLink', { expires: time.dateTime(link.expires_at) })}: {link.url}
                      </span>
                    ) : null}
                  </div>
                </article>
              );
            })}
          </div>
        )}
      </QueryView>
    </ProjectAdminPage>
  );
}
