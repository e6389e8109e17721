/**
 * The kiosk's idle clock: `seconds` without a touch, a key or a pointer calls `onIdle` (back to the home);
 * twice as long turns `attract` on (the attract loop), and the next touch turns it off. Timers only (no
 * polling), so a test's fake clock drives it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

const EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

export function useIdle(seconds: number, onIdle: () => void) {
  const [attract, setAttract] = useState(false);
  const [touched, setTouched] = useState(0);
  const idle = useRef(onIdle);
  idle.current = onIdle;

  const wake = useCallback(() => {
    setAttract(false);
    setTouched((n) => n + 1);
  }, []);

  useEffect(() => {
    for (const e of EVENTS) window.addEventListener(e, wake, { passive: true, capture: true });
    return () => {
      for (const e of EVENTS) window.removeEventListener(e, wake, { capture: true });
    };
  }, [wake]);

  useEffect(() => {
    const ms = Math.max(1, seconds) * 1000;
    const home = window.setTimeout(() => idle.current(), ms);
    const loop = window.setTimeout(() => setAttract(true), ms * 2);
    return () => {
      window.clearTimeout(home);
      window.clearTimeout(loop);
    };
  }, [seconds, touched]);

  return { attract, wake };
}
