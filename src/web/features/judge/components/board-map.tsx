/**
 * Where a board stands on the hall's plan, for a judge walking the hall (decision 059). Its code loads after the
 * page (the judge's first visit carries none of it), and offline, when neither the code nor the plan can come,
 * it shows nothing.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { useProject } from '@web/current-project/project-context';

const BoardOnMap = lazy<ComponentType<{ projectId: number; board: string | null }>>(() =>
  import('@web/components/ui/hall/board-on-map').then(
    (m) => ({ default: m.BoardOnMap }),
    () => ({ default: () => null }),
  ),
);

export function JudgeBoardMap({ board }: { board: string | null }) {
  const project = useProject();
  if (!board) return null;
  return (
    <Suspense fallback={null}>
      <BoardOnMap projectId={project.id} board={board} />
    </Suspense>
  );
}
