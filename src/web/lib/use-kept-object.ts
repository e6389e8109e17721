import { useRef } from 'react';

/**
 * `value` as it was at the last render while each of its properties is still the same (`Object.is`): a context's
 * value that changes, and renders its readers again, only when one of its parts does (`useMemo` with every
 * property as a dependency, without writing them twice).
 */
export function useKeptObject<T extends object>(value: T): T {
  const kept = useRef(value);
  const before = kept.current as Record<string, unknown>;
  const now = value as Record<string, unknown>;
  const keys = Object.keys(now);
  const same =
    keys.length === Object.keys(before).length &&
    keys.every((k) => k in before && Object.is(before[k], now[k]));
  if (!same) kept.current = value;
  return kept.current;
}
