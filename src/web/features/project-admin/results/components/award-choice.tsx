/**
 * Who receives an award certificate: the top N (a number the organiser sets), ties at N stated, each candidate a
 * checkbox the organiser may clear; the people's choice winners when the vote was held. Hands the chosen awards
 * to its child (the certificates). Nothing of it is printed.
 */
import type { ReactNode } from 'react';
import { displayId } from '@shared/format';
import { ChoiceList } from '@web/components/ui/forms/choice-list';
import { NumberField } from '@web/components/ui/forms/field';
import { QueryView } from '@web/features/project-admin/shell/components/query-view';
import { usePeoplesChoice } from '../api/get-peoples-choice';
import { useResultSettings } from '../api/get-result-settings';
import { useResults } from '../api/get-results';
import { rankedAwards, tiesAtTheEdge, type Award, type AwardOptions } from '../lib/awards';
import { useResultsT } from '../i18n/results';

export type { Award, AwardOptions };

export function AwardChoice({
  category,
  options,
  onTop,
  left,
  onLeft,
  children,
}: {
  category: string;
  options: AwardOptions;
  onTop: (top: number) => void;
  /** The awards the organiser cleared (by key). */
  left: ReadonlySet<string>;
  onLeft: (left: ReadonlySet<string>) => void;
  children: (awards: Award[]) => ReactNode;
}) {
  const { t } = useResultsT();
  const resultsQ = useResults(category ? { category } : {});
  const settingsQ = useResultSettings();
  const votesQ = usePeoplesChoice();
  const place = (rank: number, tied: boolean) =>
    t(tied ? 'fair.certificate.tied' : 'fair.certificate.place', { rank });
  const ranked = rankedAwards(resultsQ.data ?? [], { ...options, category }, place);
  const awards = [...ranked];
  const voted = settingsQ.data?.peoples_choice.enabled || (votesQ.data ?? []).some((v) => v.votes > 0);
  if (voted && !category)
    for (const v of (votesQ.data ?? []).filter((v) => v.rank === 1 && v.votes > 0))
      awards.push({
        key: `v${v.poster_id}`,
        posterId: v.poster_id,
        number: v.poster_number,
        title: v.title,
        author: null,
        rank: 1,
        tied: false,
        award: t('fair.certificate.peoplesAward'),
        place: t('fair.certificate.peoples', { rank: v.rank }),
      });
  const chosen = awards.filter((a) => !left.has(a.key));
  const ties = tiesAtTheEdge(ranked, options.top);
  return (
    <QueryView queries={[resultsQ, settingsQ]} failed={t('fair.certificates')}>
      {() => (
        <>
          <div className="no-print stack">
            <NumberField
              label={t('fair.certificate.top')}
              min={1}
              max={50}
              value={options.top}
              onChange={(e) => onTop(Math.max(1, Math.min(50, Number(e.target.value) || 1)))}
            />
            <p
              className={ties ? 'alert-inline' : 'muted'}
              role={ties ? 'alert' : undefined}
              data-testid="certificate-ties"
            >
              {t(ties ? 'fair.certificate.ties' : 'fair.certificate.noTies', {
                top: options.top,
                count: ranked.length,
              })}
            </p>
            {awards.length > 0 ? (
              <ChoiceList
                legend={t('fair.certificate.chosen')}
                items={awards.map((a) => ({
                  key: a.key,
                  label: `${a.place} · ${displayId('P', a.number)} ${a.title}${a.author ? ` · ${a.author}` : ''}`,
                }))}
                chosen={chosen.map((a) => a.key)}
                onChange={(keys) =>
                  onLeft(new Set(awards.filter((a) => !keys.includes(a.key)).map((a) => a.key)))
                }
              />
            ) : null}
            <p className="muted">{t('fair.certificate.count', { count: chosen.length })}</p>
          </div>
          {children(chosen)}
        </>
      )}
    </QueryView>
  );
}
