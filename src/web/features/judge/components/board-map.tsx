/**
 * Where a board stands on the hall's plan, for a judge walking the hall (decision 059). Its code loads after the
 * page (the judge's first visit carries none of it), and only online: offline neither the code nor the plan can
 * come (the judge's offline pages are the service worker's, decision 027), so it shows nothing and asks for
 * nothing.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { useProject } from '@web/current-project/project-context';
import { useHydrated } from '@web/lib/use-hydrated';
import { useOnline } from '@web/lib/use-online';

const BoardOnMap = lazy<ComponentType<{ projectId: number; board: string | null }>>(() =>
  import('@web/components/ui/hall/board-on-map').then(
    (m) => ({ default: m.BoardOnMap }),
    () => ({ default: () => null }),
  ),
);

export function JudgeBoardMap({ board }: { board: string | null }) {
  const project = useProject();
  const online = useOnline();
  // Never in the server's HTML: a page hydrated offline from the worker's copy would ask for the chunk.
  const hydrated = useHydrated();
  if (!board || !online || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <BoardOnMap projectId={project.id} board={board} />
    </Suspense>
  );
}
