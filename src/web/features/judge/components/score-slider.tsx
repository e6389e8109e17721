/** One criterion's score: a native range input with − and + buttons. */
import { useId, type KeyboardEvent, type Ref } from 'react';
import type { Criterion } from '@shared/contracts/criteria';
import { useEvaluateT } from '../i18n/evaluate';

const SLIDER_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/**
 * One criterion: a native range input (0..max, integer steps) with a visible label, current/max, the description,
 * and − / + buttons for fine control with one thumb. `value` undefined means the judge has not set it yet; a tap or
 * key on the slider counts as setting it even when the value stays at 0.
 */
export function ScoreSlider({
  criterion,
  value,
  onChange,
  missing,
  refused,
  inputRef,
}: {
  criterion: Criterion;
  value: number | undefined;
  onChange: (score: number) => void;
  missing: boolean;
  /** The server refused this score (SCORE_OUT_OF_RANGE: the max changed meanwhile), in the page's language. */
  refused?: string | null;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useEvaluateT();
  const id = useId();
  const max = criterion.max_score;
  const current = value === undefined ? undefined : Math.min(Math.max(value, 0), max);
  const set = (v: number) => onChange(Math.min(Math.max(Math.round(v), 0), max));
  const problem = missing ? t('evaluate.scoresRequired') : (refused ?? null);
  const describedBy =
    [criterion.description ? `${id}-desc` : '', problem ? `${id}-err` : ''].filter(Boolean).join(' ') ||
    undefined;

  function touchWithoutChange(el: HTMLInputElement) {
    if (value === undefined) set(Number(el.value));
  }
  function onKeyUp(e: KeyboardEvent<HTMLInputElement>) {
    if (SLIDER_KEYS.has(e.key)) touchWithoutChange(e.currentTarget);
  }

  return (
    <div className={`score${problem ? ' score-missing' : ''}`} data-testid="score-slider">
      <div className="score-head">
        <label htmlFor={id} className="score-name">
          {criterion.name}
        </label>
        <output htmlFor={id} className="score-value" aria-hidden="true">
          {current === undefined ? (
            <span className="muted">{t('evaluate.notEntered')}</span>
          ) : (
            t('evaluate.scoreOf', { score: current, max })
          )}
        </output>
      </div>
      {criterion.description ? (
        <p id={`${id}-desc`} className="score-desc">
          {criterion.description}
        </p>
      ) : null}
      <div className="score-row">
        <button
          type="button"
          className="score-step"
          onClick={() => set(current === undefined ? 0 : current - 1)}
          disabled={current === 0}
          aria-label={t('evaluate.decrease', { name: criterion.name })}
        >
          −
        </button>
        <input
          ref={inputRef}
          id={id}
          type="range"
          className={`score-range${current === undefined ? ' is-untouched' : ''}`}
          min={0}
          max={max}
          step={1}
          value={current ?? 0}
          aria-valuetext={
            current === undefined ? t('evaluate.notEntered') : t('evaluate.scoreOf', { score: current, max })
          }
          aria-describedby={describedBy}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => set(Number(e.target.value))}
          onPointerUp={(e) => touchWithoutChange(e.currentTarget)}
          onKeyUp={onKeyUp}
        />
        <button
          type="button"
          className="score-step"
          onClick={() => set(current === undefined ? Math.min(1, max) : current + 1)}
          disabled={current === max}
          aria-label={t('evaluate.increase', { name: criterion.name })}
        >
          +
        </button>
      </div>
      {problem ? (
        <p id={`${id}-err`} className="field-error">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
