// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useKeptObject } from './use-kept-object';

afterEach(cleanup);

describe('useKeptObject', () => {
  it('answers the same object while every part is the same, and a new one when a part changes', () => {
    const login = () => undefined;
    const { result, rerender } = renderHook((props) => useKeptObject(props), {
      initialProps: { user: 'kim', ready: false, login },
    });
    const first = result.current;
    rerender({ user: 'kim', ready: false, login });
    expect(result.current).toBe(first);
    rerender({ user: 'kim', ready: true, login });
    expect(result.current).not.toBe(first);
    expect(result.current).toEqual({ user: 'kim', ready: true, login });
    const second = result.current;
    rerender({ user: 'kim', ready: true, login });
    expect(result.current).toBe(second);
  });
});
