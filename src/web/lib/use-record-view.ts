/**
 * Records one open of a poster (POST /posters/{id}/views, decision 056) when a page shows it: once per poster the
 * page shows, never retried, its failure silent (a statistic is not worth a word to the reader). Offline, nothing
 * is sent: the request could only fail.
 */
import { useEffect } from 'react';
import type { ViewChannel, ViewInput } from '@shared/contracts/stats';
import { api } from './api';
import { statsApi } from './api-paths/stats';

/** Narrower than this the participant's poster page counts as a phone's, wider as the gallery's (a screen's). */
const PHONE_MAX_WIDTH = 767;

/** The channel of a poster page opened on this device: `phone` on a narrow screen, else `gallery`. */
export function screenChannel(): ViewChannel {
  if (typeof window === 'undefined' || !window.matchMedia) return 'gallery';
  return window.matchMedia(`(max-width: ${PHONE_MAX_WIDTH}px)`).matches ? 'phone' : 'gallery';
}

/** `posterId` null: nothing shown yet (or nothing to count). */
export function useRecordView(projectId: number, posterId: number | null, input: ViewInput): void {
  const { channel, from } = input;
  useEffect(() => {
    if (posterId === null || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
    const body: ViewInput = from ? { channel, from } : { channel };
    api(statsApi(projectId).views(posterId), { method: 'POST', body }).catch(() => undefined);
  }, [projectId, posterId, channel, from]);
}

/** What the QR landing hands the poster page it sends a signed-in participant to: the open was by the QR code. */
export type ViewState = { view: ViewInput };

export function viewOfState(state: unknown): ViewInput | undefined {
  const view = (state as Partial<ViewState> | null)?.view;
  return view?.channel === 'qr'
    ? { channel: 'qr', ...(view.from === 'kiosk' ? { from: 'kiosk' } : {}) }
    : undefined;
}
