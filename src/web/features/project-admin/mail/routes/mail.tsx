/**
 * admin/mail: the four batches (previewed with the count and the first message, then sent; as CSV for a mail
 * merge when the server sends no mail) and the log of what was sent to whom, delivered or failed and why, with a
 * resend (decision 044).
 */
import { useState } from 'react';
import { mailStatuses, type MailStatusName } from '@shared/contracts/mail';
import { SelectField } from '@web/components/ui/forms/field';
import { notice } from '@web/components/ui/notices/notice-store';
import { Table } from '@web/components/ui/tables/table';
import { useTime } from '@web/current-project/use-time';
import { errorMessage } from '@web/lib/error-message';
import { useProjectAdminScope } from '@web/features/project-admin/shell/api/scope';
import { Pager } from '@web/features/project-admin/shell/components/pager';
import { ProjectAdminPage } from '@web/features/project-admin/shell/components/project-admin-page';
import { serverSlice } from '@web/features/project-admin/shell/lib/table-paging';
import {
  downloadBatchCsv,
  mailBatches,
  useMailLog,
  useMailPreview,
  useResendMail,
  useSendBatch,
  type MailBatchKind,
  type MailFilter,
} from '../api/mail';
import { useMailT } from '../i18n/mail';
import '../mail.css';

const badge: Record<MailStatusName, string> = {
  queued: 'badge-info',
  sent: 'badge-success',
  failed: 'badge-danger',
};

const failedWith = (words: string, err: unknown) => `${words}: ${errorMessage(err)}`;

function BatchCard({ kind }: { kind: MailBatchKind }) {
  const { t } = useMailT();
  const scope = useProjectAdminScope();
  const [asked, setAsked] = useState(false);
  const preview = useMailPreview(kind, asked);
  const send = useSendBatch();
  const [downloading, setDownloading] = useState(false);
  const p = preview.data;
  return (
    <section className="card stack" aria-labelledby={`batch-${kind}`}>
      <h3 id={`batch-${kind}`}>{t(`batch.${kind}`)}</h3>
      <p className="muted small">{t(`batch.${kind}Hint`)}</p>
      {!p ? (
        <button
          type="button"
          className="btn btn-wrap"
          disabled={preview.isFetching}
          aria-busy={preview.isFetching}
          onClick={() => (asked ? void preview.refetch() : setAsked(true))}
        >
          {preview.isFetching ? t('previewing') : t('preview')}
        </button>
      ) : (
        <div className="stack" data-testid={`preview-${kind}`}>
          <p>
            <strong>{t('recipients', { count: p.recipients })}</strong>
            {p.skipped_no_email > 0 ? <> · {t('skipped', { count: p.skipped_no_email })}</> : null}
          </p>
          {p.sample ? (
            <figure className="mail-letter" aria-label={t('sampleTitle')}>
              <figcaption className="small muted">{t('sampleTitle')}</figcaption>
              <dl>
                <dt>{t('to')}</dt>
                <dd>{p.sample.to}</dd>
                <dt>{t('subject')}</dt>
                <dd>
                  <strong>{p.sample.subject}</strong>
                </dd>
              </dl>
              <pre>{p.sample.text}</pre>
            </figure>
          ) : (
            <p className="muted">{t('nobody')}</p>
          )}
          {p.mail_on ? (
            <button
              type="button"
              className="btn btn-primary btn-wrap"
              disabled={p.recipients === 0 || send.isPending}
              aria-busy={send.isPending}
              onClick={() =>
                send.mutate(kind, {
                  onSuccess: (r) => notice.success(t('sent', { count: r.queued })),
                  onError: (err) => notice.error(failedWith(t('failed'), err)),
                })
              }
            >
              {send.isPending ? t('sending') : t('send', { count: p.recipients })}
            </button>
          ) : (
            <>
              <p className="small">{t('off')}</p>
              <button
                type="button"
                className="btn btn-wrap"
                disabled={downloading}
                aria-busy={downloading}
                onClick={() => {
                  setDownloading(true);
                  downloadBatchCsv(scope, kind)
                    .catch((err: unknown) => notice.error(failedWith(t('failed'), err)))
                    .finally(() => setDownloading(false));
                }}
              >
                {t('csv')}
              </button>
            </>
          )}
        </div>
      )}
    </section>
  );
}

export default function MailPage() {
  const { t } = useMailT();
  const time = useTime();
  const [filter, setFilter] = useState<MailFilter>({ page: 1 });
  const log = useMailLog(filter).data;
  const resend = useResendMail();

  return (
    <ProjectAdminPage title={t('title')}>
      <h2>{t('batches')}</h2>
      <div className="mail-batches">
        {mailBatches.map((kind) => (
          <BatchCard key={kind} kind={kind} />
        ))}
      </div>
      <h2>{t('log')}</h2>
      <div className="assign-form">
        <SelectField
          label={t('filter')}
          value={filter.status ?? ''}
          onChange={(v) => setFilter({ page: 1, status: v === '' ? undefined : (v as MailStatusName) })}
          none={t('all')}
          options={mailStatuses.map((s) => ({ value: s, text: t(`status.${s}`) }))}
        />
      </div>
      <Table
        label={t('log')}
        testId="mail-log"
        empty={log && log.items.length === 0 && t('empty')}
        columns={[t('col.at'), t('col.to'), t('col.subject'), t('col.status'), '']}
      >
        {(log?.items ?? []).map((m) => (
          <tr key={m.id}>
            <td className="small">{time.dateTime(m.sent_at ?? m.created_at)}</td>
            <td>
              {m.recipient_name ? <div>{m.recipient_name}</div> : null}
              <div className="sub">{m.recipient}</div>
            </td>
            <td>{m.subject}</td>
            <td>
              <span className={`badge ${badge[m.status]}`}>{t(`status.${m.status}`)}</span>
              {m.error_detail ? <div className="sub small">{m.error_detail}</div> : null}
            </td>
            <td>
              <button
                type="button"
                className="btn btn-sm"
                disabled={resend.isPending}
                onClick={() =>
                  resend.mutate(m.id, {
                    onSuccess: () => notice.success(t('resent')),
                    onError: (err) => notice.error(failedWith(t('failed'), err)),
                  })
                }
              >
                {t('resend')}
              </button>
            </td>
          </tr>
        ))}
      </Table>
      {log ? (
        <Pager slice={{ ...serverSlice(log), setPage: (page) => setFilter((f) => ({ ...f, page })) }} />
      ) : null}
    </ProjectAdminPage>
  );
}
