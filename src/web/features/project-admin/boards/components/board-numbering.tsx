/** The board numbering pattern (prefix, per session, width): a preview of old → new boards, then applied. */
import { useState } from 'react';
import type { BoardNumberingResult } from '@shared/contracts/sessions';
import { Field, NumberField } from '@web/components/ui/forms/field';
import { notice } from '@web/components/ui/notices/notice-store';
import { Table } from '@web/components/ui/tables/table';
import { errorMessage } from '@web/lib/error-message';
import { useNumberBoards } from '../api/boards';
import { useBoardsT } from '../i18n/boards';
import { boardColumns } from '../lib/board-columns';
import { CardSection } from '@web/components/ui/layout/card-section';

export function BoardNumbering() {
  const { t } = useBoardsT();
  const [prefix, setPrefix] = useState('');
  const [perSession, setPerSession] = useState(true);
  const [width, setWidth] = useState('2');
  const [preview, setPreview] = useState<BoardNumberingResult | null>(null);
  const numbering = useNumberBoards();
  const run = (apply: boolean) =>
    numbering.mutate(
      { pattern: { prefix, per_session: perSession, width: Number(width) }, apply },
      {
        onSuccess: (r) => {
          if (apply) {
            notice.success(t('applied', { count: r.changed }));
            setPreview(null);
          } else setPreview(r);
        },
        onError: (err) => notice.error(`${t('numberingFailed')}: ${errorMessage(err)}`),
      },
    );
  const changed = preview?.items.filter((i) => i.changed) ?? [];

  return (
    <CardSection id="numbering-title" title={t('numbering')} headingClassName={null}>
      <div className="form-grid">
        <Field
          label={t('prefix')}
          value={prefix}
          maxLength={20}
          onChange={(e) => setPrefix(e.target.value)}
        />
        <NumberField
          label={t('width')}
          min={1}
          max={4}
          value={width}
          onChange={(e) => setWidth(e.target.value)}
        />
      </div>
      <label className="checkbox">
        <input type="checkbox" checked={perSession} onChange={(e) => setPerSession(e.target.checked)} />
        {t('perSession')}
      </label>
      <div className="row">
        <button type="button" className="btn" disabled={numbering.isPending} onClick={() => run(false)}>
          {t('preview')}
        </button>
        {preview ? (
          <button
            type="button"
            className="btn btn-primary"
            disabled={numbering.isPending || preview.changed === 0}
            onClick={() => run(true)}
          >
            {t('apply')} ({preview.changed})
          </button>
        ) : null}
      </div>
      {preview ? (
        <>
          <p>
            <strong>{t('changes', { count: preview.changed })}</strong>
          </p>
          {changed.length > 0 ? (
            <Table
              label={t('numbering')}
              testId="numbering-preview"
              columns={boardColumns(t, t('col.oldBoard'), t('col.newBoard'))}
            >
              {changed.map((i) => (
                <tr key={i.poster_id}>
                  <td className="num">{i.poster_number}</td>
                  <td>{i.title}</td>
                  <td>{i.session_name ?? t('none')}</td>
                  <td className="nowrap">{i.board ?? t('none')}</td>
                  <td className="nowrap">
                    <strong>{i.new_board}</strong>
                  </td>
                </tr>
              ))}
            </Table>
          ) : null}
        </>
      ) : null}
    </CardSection>
  );
}
