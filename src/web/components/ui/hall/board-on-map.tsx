/**
 * A poster's board on the hall's plan, beside the poster's page (decision 059): the plan with every board a dot and
 * this one marked with its name. Nothing when the project has no plan, the poster no board, or the board no place.
 */
import type { HallPlanView } from '@shared/contracts/hall';
import { useHallMap } from '@web/lib/use-hall-map';
import { HallPlan } from './hall-plan';
import { useHallWordsT } from './hall-words';
import { markerPlace } from './marker-place';

/** The map of a signed-in reader (participant, judge): the plan asked for with GET /hall-map. */
export function BoardOnMap({ projectId, board }: { projectId: number; board: string | null }) {
  const q = useHallMap(projectId);
  return (
    <BoardOnPlan
      map={q.data?.plan ? { plan: q.data.plan, positions: q.data.positions } : null}
      board={board}
    />
  );
}

/**
 * The map drawn from a plan the page already has (a kiosk's roster carries it). `planLink: false` leaves out the
 * link to the plan's picture alone: a kiosk has no tabs and no back button to return from it.
 */
export function BoardOnPlan({
  map,
  board,
  planLink = true,
}: {
  map: HallPlanView | null | undefined;
  board: string | null;
  planLink?: boolean;
}) {
  const { t } = useHallWordsT();
  const here = board ? map?.positions.find((p) => p.board === board) : undefined;
  if (!map || !here || !board) return null;
  return (
    <section className="stack board-on-map" aria-labelledby="board-on-map-title" data-testid="board-on-map">
      <h2 id="board-on-map-title" className="hall-map-title">
        {t('map')}
      </h2>
      <p className="muted small">{t('whereBoard', { board })}</p>
      <HallPlan plan={map.plan} alt={t('plan')}>
        {map.positions
          .filter((p) => p.board !== board)
          .map((p) => (
            <span key={p.board} className="hall-dot" style={markerPlace(p.x, p.y)} aria-hidden="true" />
          ))}
        <span
          className="hall-marker hall-marker-here"
          style={markerPlace(here.x, here.y)}
          role="img"
          aria-label={t('boardHere', { board })}
        >
          {board}
        </span>
      </HallPlan>
      {planLink ? (
        <a href={map.plan.url} target="_blank" rel="noreferrer" className="small">
          {t('openPlan')}
        </a>
      ) : null}
    </section>
  );
}
