/**
 * The kiosk offline (docs/decisions/057-kiosk-offline-and-live.md): registers the service worker and, once it
 * controls the page and there is a network, keeps what an offline reload needs (the session, the project, the
 * roster, the kiosk's pages' files, the deep-zoom viewer) and then the hall's plan and the roster's posters
 * (keep-offline.ts, loaded then). Again whenever the roster changes (the live stream) or the network returns.
 * Answers which posters of the roster are ready offline.
 */
import { useEffect, useMemo } from 'react';
import type { KioskPosters } from '@shared/contracts/screens';
import { loadOpenSeadragon } from '@web/components/ui/poster/openseadragon-loader';
import { api } from '@web/lib/api';
import { authApi } from '@web/lib/api-paths/auth';
import { kioskApi } from '@web/lib/api-paths/kiosk';
import { projectsApi } from '@web/lib/api-paths/projects';
import { askWorker, controlled } from '@web/lib/service-worker';
import { useOnline } from '@web/lib/use-online';
import { KEEP_KIOSK_FILES } from '@web/sw/cache-names';
import { keptSignature } from './deep-zoom-files';
import { loadKept, useKept } from './kept-posters';

export type KioskOffline = {
  online: boolean;
  /** The posters of the roster that open without a network. */
  ready: ReadonlySet<number>;
};

export function useKioskOffline(
  project: { id: number; slug: string },
  roster: KioskPosters | undefined,
): KioskOffline {
  const online = useOnline();
  const kept = useKept();
  const { id, slug } = project;

  useEffect(() => {
    void loadKept().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!roster || !online) return;
    const visit = { cancelled: false };
    void controlled().then(async (yes) => {
      if (!yes || visit.cancelled || !navigator.onLine) return;
      for (const path of [authApi.me(), projectsApi.bySlug(slug), kioskApi(id).posters()])
        await api(path).catch(() => undefined);
      await loadOpenSeadragon().catch(() => undefined);
      await askWorker(KEEP_KIOSK_FILES);
      const { keepRoster } = await import('./keep-offline');
      await keepRoster(id, roster, visit);
    });
    return () => {
      visit.cancelled = true;
    };
  }, [id, slug, roster, online]);

  const ready = useMemo(
    () =>
      new Set(
        (roster?.items ?? []).filter((p) => kept[p.id]?.signature === keptSignature(p)).map((p) => p.id),
      ),
    [roster, kept],
  );
  return { online, ready };
}
