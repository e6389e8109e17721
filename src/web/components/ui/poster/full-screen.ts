/** The zooming viewer's full screen. */
import { useEffect, useState } from 'react';

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
