/**
 * The organiser's hall plan with the boards on it (decision 059): boards are dragged onto the plan (mouse, pen or
 * finger), or tapped and then placed with a tap on the plan; a placed board is dragged again, moved with the arrow
 * keys, or taken off with Delete; the boards not yet placed may be laid out in a grid at once (GridPlacement), then
 * adjusted. Nothing is sent until "Save places": the whole set at once (PUT /positions).
 */
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { BoardPosition, HallMap } from '@shared/contracts/hall';
import { HallPlan } from '@web/components/ui/hall/hall-plan';
import { markerPlace } from '@web/components/ui/hall/marker-place';
import { useHallWordsT } from '@web/components/ui/hall/hall-words';
import { notice } from '@web/components/ui/notices/notice-store';
import { errorMessage } from '@web/lib/error-message';
import { useSavePositions } from '../api/hall-map';
import { useHallMapT } from '../i18n/hall-map';
import { GridPlacement } from './grid-placement';

type Place = { x: number; y: number };
type Drag = { board: string; pointerId: number; x0: number; y0: number; moved: boolean; at: Place | null };

/** A pointer moved less than this many CSS pixels is a tap, not a drag. */
const TAP_PX = 6;
/** The arrow keys' step as a share of the plan (Shift: five steps). */
const KEY_STEP = 0.005;

const clamp = (v: number) => Math.min(1, Math.max(0, v));
/** Stored in ten-thousandths (decision 059): the same rounding here keeps "saved" and "shown" equal. */
const round = (v: number) => Math.round(clamp(v) * 10_000) / 10_000;
const percent = (v: number) => (v * 100).toFixed(1);

function initialPlaces(map: HallMap, boards: string[]): Map<string, Place> {
  const known = new Set(boards);
  return new Map(map.positions.filter((p) => known.has(p.board)).map((p) => [p.board, { x: p.x, y: p.y }]));
}

export function HallMapEditor({
  map,
  boards,
}: {
  map: HallMap & { plan: NonNullable<HallMap['plan']> };
  /** Every board a poster hangs on, in the board list's order. */
  boards: string[];
}) {
  const { t } = useHallMapT();
  const { t: words } = useHallWordsT();
  const save = useSavePositions();
  const frame = useRef<HTMLDivElement>(null);
  const markers = useRef(new Map<string, HTMLButtonElement>());
  const [places, setPlaces] = useState(() => initialPlaces(map, boards));
  const [dirty, setDirty] = useState(false);
  /** Changes made so far: a save clears "unsaved" only when nothing moved while it was on its way. */
  const edits = useRef(0);
  const [selected, setSelected] = useState<string | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const stale = map.positions.filter((p) => !boards.includes(p.board)).length;
  const unplaced = boards.filter((b) => !places.has(b));

  /** The pointer's place as shares of the plan, or null when it is outside the plan. */
  const shareAt = (clientX: number, clientY: number): Place | null => {
    const el = frame.current;
    if (!el || el.clientWidth === 0 || el.clientHeight === 0) return null;
    // Inside the frame's border, where the markers are placed (their containing block).
    const box = el.getBoundingClientRect();
    const x = (clientX - box.left - el.clientLeft) / el.clientWidth;
    const y = (clientY - box.top - el.clientTop) / el.clientHeight;
    return x < 0 || x > 1 || y < 0 || y > 1 ? null : { x: round(x), y: round(y) };
  };

  const place = (board: string, at: Place | null) => {
    setPlaces((old) => {
      const next = new Map(old);
      if (at) next.set(board, at);
      else next.delete(board);
      return next;
    });
    edits.current++;
    setDirty(true);
  };

  /** Many boards placed at once (the grid); one edit. */
  const placeMany = (at: Map<string, Place>) => {
    setPlaces((old) => new Map([...old, ...at]));
    edits.current++;
    setDirty(true);
    setSelected(null);
  };

  const focusMarker = (board: string) => requestAnimationFrame(() => markers.current.get(board)?.focus());

  const startDrag = (board: string) => (e: PointerEvent<HTMLElement>) => {
    if (e.button !== 0) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    setDrag({ board, pointerId: e.pointerId, x0: e.clientX, y0: e.clientY, moved: false, at: null });
  };
  const moveDrag = (e: PointerEvent<HTMLElement>) => {
    if (!drag || drag.pointerId !== e.pointerId) return;
    const moved = drag.moved || Math.hypot(e.clientX - drag.x0, e.clientY - drag.y0) > TAP_PX;
    const at = shareAt(e.clientX, e.clientY);
    setDrag({ ...drag, moved, at });
    if (moved && at && places.has(drag.board)) place(drag.board, at);
  };
  const endDrag = (e: PointerEvent<HTMLElement>) => {
    if (!drag || drag.pointerId !== e.pointerId) return;
    setDrag(null);
    if (!drag.moved) {
      setSelected((s) => (s === drag.board ? null : drag.board));
      return;
    }
    const at = shareAt(e.clientX, e.clientY);
    if (at) {
      place(drag.board, at);
      setSelected(null);
      focusMarker(drag.board);
    }
  };
  const dragHandlers = (board: string) => ({
    onPointerDown: startDrag(board),
    onPointerMove: moveDrag,
    onPointerUp: endDrag,
    onPointerCancel: () => setDrag(null),
  });

  /** A tap on the plan places the board chosen before it. */
  const tapPlan = (e: PointerEvent<HTMLDivElement>) => {
    if (!selected || e.target !== e.currentTarget) return;
    const at = shareAt(e.clientX, e.clientY);
    if (!at) return;
    place(selected, at);
    focusMarker(selected);
    setSelected(null);
  };

  const keys = (board: string) => (e: KeyboardEvent<HTMLButtonElement>) => {
    const step = e.shiftKey ? KEY_STEP * 5 : KEY_STEP;
    const move: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const at = places.get(board);
    if (move[e.key] && at) {
      e.preventDefault();
      const [dx, dy] = move[e.key]!;
      place(board, { x: round(at.x + dx), y: round(at.y + dy) });
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      place(board, null);
    }
  };

  const submit = () => {
    const positions: BoardPosition[] = boards
      .filter((b) => places.has(b))
      .map((b) => ({ board: b, ...places.get(b)! }));
    const sent = edits.current;
    save.mutate(positions, {
      onSuccess: () => {
        if (edits.current === sent) setDirty(false);
        notice.success(t('saved'));
      },
      onError: (err) => notice.error(`${t('saveFailed')}: ${errorMessage(err)}`),
    });
  };
  const undo = () => {
    setPlaces(initialPlaces(map, boards));
    edits.current++;
    setDirty(false);
    setSelected(null);
  };

  const ghost = drag?.moved && !places.has(drag.board) ? drag : null;
  return (
    <div className="hall-editor">
      <p className="muted small hall-editor-help">
        {/* The keys by the names printed on them, in either language. */}
        {t('help')
          .split(/(Shift|Delete)/)
          .map((part, i) => (i % 2 ? <kbd key={i}>{part}</kbd> : part))}
      </p>
      <HallPlan
        plan={map.plan}
        alt={words('plan')}
        planRef={frame}
        className={`hall-plan-editing ${selected && !places.has(selected) ? 'hall-plan-placing' : ''}`}
      >
        <div className="hall-plan-hit" onPointerUp={tapPlan} data-testid="hall-plan" />
        {[...places].map(([board, at]) => (
          <button
            key={board}
            type="button"
            ref={(el) => {
              if (el) markers.current.set(board, el);
              else markers.current.delete(board);
            }}
            className={`hall-marker ${selected === board ? 'hall-marker-selected' : ''}`}
            style={markerPlace(at.x, at.y)}
            aria-label={t('marker', { board, x: percent(at.x), y: percent(at.y) })}
            data-board={board}
            onKeyDown={keys(board)}
            {...dragHandlers(board)}
          >
            {board}
          </button>
        ))}
        {ghost?.at ? (
          <span className="hall-marker hall-marker-selected" style={markerPlace(ghost.at.x, ghost.at.y)}>
            {ghost.board}
          </span>
        ) : null}
      </HallPlan>
      <div className="stack hall-editor-side">
        {selected && !places.has(selected) ? (
          <div className="row" role="status">
            <span>{t('selected', { board: selected })}</span>
            <button
              type="button"
              className="btn btn-sm"
              onClick={() => {
                place(selected, { x: 0.5, y: 0.5 });
                focusMarker(selected);
                setSelected(null);
              }}
            >
              {t('placeCentre')}
            </button>
          </div>
        ) : null}
        <h3 className="hall-editor-title">
          {unplaced.length > 0 ? t('unplaced', { count: unplaced.length }) : t('allPlaced')}
        </h3>
        {unplaced.length > 0 ? (
          <ul className="inline-list" aria-label={t('unplaced', { count: unplaced.length })}>
            {unplaced.map((board) => (
              <li key={board}>
                <button
                  type="button"
                  className={`hall-chip ${selected === board ? 'hall-chip-selected' : ''}`}
                  aria-pressed={selected === board}
                  data-board={board}
                  onClick={(e) => {
                    // A pointer's tap is handled on pointerup; this is the keyboard's Enter and Space.
                    if (e.detail === 0) setSelected((s) => (s === board ? null : board));
                  }}
                  {...dragHandlers(board)}
                >
                  {board}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <GridPlacement boards={unplaced} onPlace={placeMany} />
        {stale > 0 ? <p className="muted small">{t('stale', { count: stale })}</p> : null}
        <div className="row">
          <span className="muted">{t('placed', { count: places.size })}</span>
          {dirty || stale > 0 ? (
            <span className="badge badge-warning" role="status">
              {t('unsaved')}
            </span>
          ) : null}
          <button type="button" className="btn" onClick={undo} disabled={!dirty || save.isPending}>
            {t('undo')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={submit}
            disabled={(!dirty && stale === 0) || save.isPending}
          >
            {t('save')}
          </button>
        </div>
      </div>
    </div>
  );
}
