/**
 * The organiser's day on the dashboard (decision 065): the next step at the top, then the three parts (before,
 * on the day, after), each item with its state and a link to the page where it is handled. The part the
 * project is in is open and marked; the others fold to their heading and their count of items done.
 */
import { Link } from 'react-router';
import {
  checklistParts,
  type Checklist,
  type ChecklistItem,
  type ChecklistPart,
} from '@shared/contracts/checklist';
import { useChecklistT } from '../i18n/checklist';
import { checklistLinks } from '../lib/checklist-links';
import '../checklist.css';

/** A link to the item's page: a router link, or an anchor on this page (the phase control). */
function ItemLink({ to, className, children }: { to: string; className?: string; children: string }) {
  return to.startsWith('#') ? (
    <a href={to} className={className}>
      {children}
    </a>
  ) : (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}

function useItemWords() {
  const { t } = useChecklistT();
  return (item: ChecklistItem) => {
    const values = { count: item.count, total: item.total ?? 0, second: item.second ?? 0 };
    const finished = item.done && ['close_judging', 'publish', 'abstract_book'].includes(item.key);
    return {
      label: t(`item.${item.key}`),
      state: finished ? t(`stateDone.${item.key}`, values) : t(`state.${item.key}`, values),
      page: t(`page.${item.key}`),
    };
  };
}

export function NextStep({ checklist, slug }: { checklist: Checklist; slug: string }) {
  const { t } = useChecklistT();
  const words = useItemWords();
  const item = checklist.items.find((i) => i.key === checklist.next_step);
  return (
    <section className="card next-step" aria-labelledby="next-step-title" data-testid="next-step">
      <p className="next-step-label small">{t('next.label')}</p>
      {item ? (
        <>
          <h2 id="next-step-title" data-testid="next-step-item" data-key={item.key}>
            {words(item).label}
          </h2>
          <p className="muted">{words(item).state}</p>
          <div>
            <ItemLink to={checklistLinks[item.key](slug)} className="btn btn-primary">
              {t('next.go', { page: words(item).page })}
            </ItemLink>
          </div>
        </>
      ) : (
        <h2 id="next-step-title" data-testid="next-step-item" data-key="">
          {t('next.none')}
        </h2>
      )}
    </section>
  );
}

/** Items that watch for trouble: done means there is none (no failed mail, no question waiting). */
const watched = new Set<ChecklistItem['key']>(['failed_mail', 'questions']);

/** A mark's colours: done and to do in the badges' tones; a plain fact in the primary colour. */
const MARK_TONES = { done: 'badge-success', todo: 'badge-warning', info: 'check-info' } as const;

function ItemRow({ item, slug }: { item: ChecklistItem; slug: string }) {
  const { t } = useChecklistT();
  const w = useItemWords()(item);
  const state = item.done === null ? 'info' : item.done ? 'done' : 'todo';
  const badge = { done: 'badge badge-success', todo: 'badge badge-warning', info: 'badge badge-info' }[state];
  return (
    <li className="check-item" data-testid={`check-${item.key}`} data-state={state}>
      <span className={`check-mark ${MARK_TONES[state]}`} aria-hidden="true">
        {state === 'done' ? '✓' : state === 'todo' ? '!' : 'i'}
      </span>
      <div className="check-text">
        <ItemLink to={checklistLinks[item.key](slug)} className="check-link">
          {w.label}
        </ItemLink>
        <span className="small muted" data-testid={`check-${item.key}-state`}>
          {w.state}
        </span>
      </div>
      <span className={badge}>{state === 'done' && watched.has(item.key) ? t('none') : t(state)}</span>
    </li>
  );
}

function PartSection({ part, checklist, slug }: { part: ChecklistPart; checklist: Checklist; slug: string }) {
  const { t } = useChecklistT();
  const items = checklist.items.filter((i) => i.part === part);
  const ticked = items.filter((i) => i.done !== null);
  const current = part === checklist.current_part;
  return (
    <details
      className={`card check-part${current ? ' check-part-current' : ''}`}
      open={current}
      data-testid={`part-${part}`}
      data-current={current}
    >
      <summary>
        <span className="check-part-title">
          <strong>{t(`part.${part}`)}</strong>
          {current ? <span className="badge badge-info">{t('now')}</span> : null}
        </span>
        <span className="small muted">
          {t(`partHint.${part}`)} ·{' '}
          {t('partDone', { done: ticked.filter((i) => i.done).length, total: ticked.length })}
        </span>
      </summary>
      <ol className="check-list">
        {items.map((item) => (
          <ItemRow key={item.key} item={item} slug={slug} />
        ))}
      </ol>
    </details>
  );
}

export function ChecklistParts({ checklist, slug }: { checklist: Checklist; slug: string }) {
  const { t } = useChecklistT();
  return (
    <section aria-labelledby="checklist-title" className="stack">
      <h2 id="checklist-title" className="visually-hidden">
        {t('title')}
      </h2>
      <div className="check-parts">
        {checklistParts.map((part) => (
          <PartSection key={part} part={part} checklist={checklist} slug={slug} />
        ))}
      </div>
    </section>
  );
}
