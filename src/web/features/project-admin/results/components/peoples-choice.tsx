import { TitledTable } from '@web/components/ui/tables/table';
import { usePeoplesChoice } from '../api/get-peoples-choice';
import { useResultsT } from '../i18n/results';
import { PosterNumber } from '@web/components/ui/poster/poster-number';

/** The people's choice: every poster by its audience votes, ranked on its own. */
export function PeoplesChoice() {
  const { t } = useResultsT();
  const q = usePeoplesChoice();
  const rows = q.data ?? [];
  return (
    <TitledTable
      className="card stack"
      sectionTestId="peoples-choice"
      title={t('fair.pc.title')}
      intro={<p className="muted small">{t('fair.pc.note')}</p>}
      empty={rows.length === 0 ? t('fair.pc.empty') : null}
      columns={[
        { label: t('fair.col.rank'), className: 'num' },
        t('fair.col.poster'),
        { label: t('fair.pc.votes'), className: 'num' },
      ]}
    >
      {rows.map((r) => (
        <tr key={r.poster_id}>
          <td className="num">{r.rank}</td>
          <td>
            {r.title}
            <PosterNumber className="sub" number={r.poster_number} />
          </td>
          <td className="num">{r.votes}</td>
        </tr>
      ))}
    </TitledTable>
  );
}
