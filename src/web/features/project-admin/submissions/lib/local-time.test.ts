import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './local-time';

describe('the deadline input', () => {
  it('shows a stored time in local time and stores what was typed as the same instant', () => {
    const iso = '2026-12-01T09:00:00.000Z';
    const shown = toLocalInput(iso);
    expect(shown).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(shown)).toBe(iso);
  });

  it('leaves the deadline out when the input is empty', () => {
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
  });
});
