/** Pieces the zooming viewers share: their line icons and full screen. */
import { useEffect, useState } from 'react';

/** A line icon drawn in the button's text colour (no icon font: every phone draws it the same). */
export function Icon({ d }: { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

/** Full screen: the browser's where it has one (not on an iPhone), else the frame fills the window. */
export function useFullScreen(frame: HTMLDivElement | null) {
  const [native, setNative] = useState(false);
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    const sync = () => setNative(document.fullscreenElement === frame && frame !== null);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [frame]);
  const on = native || filled;
  const toggle = () => {
    if (native) void document.exitFullscreen();
    else if (filled) setFilled(false);
    else if (frame && document.fullscreenEnabled && frame.requestFullscreen)
      frame.requestFullscreen().catch(() => setFilled(true));
    else setFilled(true);
  };
  return { on, filled, toggle, leave: () => setFilled(false) };
}
