/**
 * The assignment engine: which judges should see which posters (issue "Judging day", item 2). A pure function of
 * its inputs, so the preview and the applied plan are the same plan, and the same inputs always give it again.
 *
 * - Every poster gets `judgesPerPoster` judges when that is possible; pairs that exist are kept and count.
 * - No judge gets a poster whose author shares the judge's affiliation (unless the organiser cleared that pair),
 *   nor a pair marked or declared as a conflict.
 * - Loads are balanced: each judge has a share of all pairs (equal, within 1); a judge under its share goes first,
 *   and a repair pass moves new pairs from the busiest judges to the idlest until no move helps (within 1
 *   whenever the conflicts allow it).
 * - `maxPerJudge` caps a judge's total. Posters left short after the greedy pass are filled, where possible, by
 *   moving other new pairs along an augmenting path (a judge at the cap hands one of its new posters on).
 * - Among judges under their share, the one whose last poster is nearest in board order is preferred, so a
 *   judge walks on through a run of neighbouring boards instead of criss-crossing the hall.
 */
export type PlanJudge = { id: number; affiliation: string | null };
export type PlanPoster = { id: number; affiliation: string | null };
export type Pair = { judge_id: number; poster_id: number };

export type PlanInput = {
  judges: readonly PlanJudge[];
  /** In board order (the order a judge walks the hall). */
  posters: readonly PlanPoster[];
  existing: readonly Pair[];
  conflicts: readonly Pair[];
  /** Pairs the organiser cleared: a shared affiliation is no conflict for them. */
  cleared?: readonly Pair[];
  judgesPerPoster: number;
  maxPerJudge: number | null;
};

export type UnfilledReason = 'NOT_ENOUGH_JUDGES' | 'CONFLICTS' | 'MAX_PER_JUDGE';

export type Plan = {
  /** The new pairs only, in board order then judge id. */
  assignments: Pair[];
  per_judge: { judge_id: number; existing: number; added: number; total: number }[];
  unfilled: { poster_id: number; missing: number; reason: UnfilledReason }[];
  /** Judge-poster pairs left out because of a conflict, among posters that needed judges. */
  conflicts_avoided: number;
};

/** An affiliation as it is compared: as people write it, whatever the case and spaces ('' for none). */
export const affiliationKey = (s: string | null) =>
  (s ?? '').normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
const norm = affiliationKey;

/** Whether a judge and a poster's author share an affiliation. */
export const sameAffiliation = (a: string | null, b: string | null) => norm(a) !== '' && norm(a) === norm(b);
const key = (judgeId: number, posterId: number) => `${judgeId}:${posterId}`;

export function planAssignments(input: PlanInput): Plan {
  const k = input.judgesPerPoster;
  const cap = input.maxPerJudge ?? Number.POSITIVE_INFINITY;
  const judges = [...input.judges].sort((a, b) => a.id - b.id);
  const posterIndex = new Map(input.posters.map((p, i) => [p.id, i]));
  const marked = new Set(input.conflicts.map((c) => key(c.judge_id, c.poster_id)));
  const cleared = new Set((input.cleared ?? []).map((c) => key(c.judge_id, c.poster_id)));
  const judgeAff = new Map(judges.map((j) => [j.id, j.affiliation]));
  const conflicted = (judgeId: number, poster: PlanPoster) =>
    marked.has(key(judgeId, poster.id)) ||
    (!cleared.has(key(judgeId, poster.id)) && sameAffiliation(judgeAff.get(judgeId)!, poster.affiliation));

  const onPoster = new Map<number, Set<number>>(input.posters.map((p) => [p.id, new Set()]));
  const load = new Map(judges.map((j) => [j.id, 0]));
  const existingLoad = new Map(judges.map((j) => [j.id, 0]));
  const lastAt = new Map<number, number>();
  for (const e of input.existing) {
    if (!onPoster.has(e.poster_id) || !load.has(e.judge_id)) continue;
    onPoster.get(e.poster_id)!.add(e.judge_id);
    load.set(e.judge_id, load.get(e.judge_id)! + 1);
    existingLoad.set(e.judge_id, existingLoad.get(e.judge_id)! + 1);
    lastAt.set(e.judge_id, Math.max(lastAt.get(e.judge_id) ?? -1, posterIndex.get(e.poster_id)!));
  }
  /** New pairs per judge, so the repair passes can move them. */
  const added = new Map<number, Set<number>>(judges.map((j) => [j.id, new Set()]));
  const canTake = (judgeId: number, poster: PlanPoster) =>
    load.get(judgeId)! < cap && !onPoster.get(poster.id)!.has(judgeId) && !conflicted(judgeId, poster);
  const give = (judgeId: number, posterId: number) => {
    onPoster.get(posterId)!.add(judgeId);
    added.get(judgeId)!.add(posterId);
    load.set(judgeId, load.get(judgeId)! + 1);
  };
  const takeBack = (judgeId: number, posterId: number) => {
    onPoster.get(posterId)!.delete(judgeId);
    added.get(judgeId)!.delete(posterId);
    load.set(judgeId, load.get(judgeId)! - 1);
  };

  // Each judge's share of all the pairs the plan ends with: `floor` each, and `extra` judges one more.
  const slots = input.posters.reduce((n, p) => n + Math.max(k, onPoster.get(p.id)!.size), 0);
  const floor = judges.length > 0 ? Math.floor(slots / judges.length) : 0;
  const extra = judges.length > 0 ? slots % judges.length : 0;
  let aboveFloor = 0;
  const underShare = (id: number) => load.get(id)! < floor || (load.get(id)! === floor && aboveFloor < extra);

  let conflictsAvoided = 0;
  input.posters.forEach((poster, at) => {
    const need = k - onPoster.get(poster.id)!.size;
    if (need <= 0) return;
    for (const j of judges)
      if (!onPoster.get(poster.id)!.has(j.id) && conflicted(j.id, poster)) conflictsAvoided++;
    // Judges under their share first; among them, the one whose last poster is nearest (it walks on), then a
    // judge who has none yet, then the least loaded.
    const distance = (id: number) =>
      lastAt.has(id) ? Math.abs(at - lastAt.get(id)!) : Number.MAX_SAFE_INTEGER;
    aboveFloor = judges.filter((j) => load.get(j.id)! > floor).length;
    const rank = new Map(judges.map((j) => [j.id, underShare(j.id) ? 0 : 1]));
    const chosen = judges
      .filter((j) => canTake(j.id, poster))
      .sort(
        (a, b) =>
          rank.get(a.id)! - rank.get(b.id)! ||
          distance(a.id) - distance(b.id) ||
          load.get(a.id)! - load.get(b.id)! ||
          a.id - b.id,
      )
      .slice(0, need);
    for (const j of chosen) {
      give(j.id, poster.id);
      lastAt.set(j.id, at);
    }
  });

  const state: State = { onPoster, added, load, cap, conflicted, canTake, give, takeBack };
  fillShortPosters(input.posters, judges, k, state);
  balance(input.posters, judges, state);

  const assignments: Pair[] = [];
  for (const poster of input.posters)
    for (const j of judges)
      if (added.get(j.id)!.has(poster.id)) assignments.push({ judge_id: j.id, poster_id: poster.id });
  const unfilled = input.posters
    .filter((p) => onPoster.get(p.id)!.size < k)
    .map((p) => ({
      poster_id: p.id,
      missing: k - onPoster.get(p.id)!.size,
      reason: shortfallReason(p, judges, k, cap, conflicted),
    }));
  return {
    assignments,
    per_judge: judges.map((j) => ({
      judge_id: j.id,
      existing: existingLoad.get(j.id)!,
      added: added.get(j.id)!.size,
      total: load.get(j.id)!,
    })),
    unfilled,
    conflicts_avoided: conflictsAvoided,
  };
}

type State = {
  onPoster: Map<number, Set<number>>;
  added: Map<number, Set<number>>;
  load: Map<number, number>;
  cap: number;
  conflicted: (judgeId: number, poster: PlanPoster) => boolean;
  canTake: (judgeId: number, poster: PlanPoster) => boolean;
  give: (judgeId: number, posterId: number) => void;
  takeBack: (judgeId: number, posterId: number) => void;
};

/**
 * A poster still short after the greedy pass: look for a chain of moves (breadth first over judges) that ends at
 * a judge with room. Judge A takes the short poster and hands one of its new posters to judge B, which may hand
 * one on in turn, and so on: the same loads, one more pair.
 */
function fillShortPosters(posters: readonly PlanPoster[], judges: readonly PlanJudge[], k: number, s: State) {
  const byId = new Map(posters.map((p) => [p.id, p]));
  for (const poster of posters) {
    while (s.onPoster.get(poster.id)!.size < k) {
      const path = augmentingPath(poster, judges, byId, s);
      if (!path) break;
      // path: [judge that takes `poster`, then (poster handed on, judge that takes it)...]; apply from the end.
      for (let i = path.length - 1; i >= 1; i--) {
        const { judgeId, posterId } = path[i]!;
        s.takeBack(path[i - 1]!.judgeId, posterId);
        s.give(judgeId, posterId);
      }
      s.give(path[0]!.judgeId, poster.id);
    }
  }
}

type Step = { judgeId: number; posterId: number };

function augmentingPath(
  short: PlanPoster,
  judges: readonly PlanJudge[],
  byId: Map<number, PlanPoster>,
  s: State,
): Step[] | null {
  const free = (judgeId: number, poster: PlanPoster) =>
    !s.onPoster.get(poster.id)!.has(judgeId) && !s.conflicted(judgeId, poster);
  // A judge at the cap may still join the chain if it has a new poster to hand on as it takes one.
  const couldJoin = (judgeId: number, poster: PlanPoster) =>
    free(judgeId, poster) && (s.load.get(judgeId)! < s.cap || s.added.get(judgeId)!.size > 0);
  const parent = new Map<number, { from: number | null; posterId: number }>();
  const queue: number[] = [];
  for (const j of judges) {
    if (!couldJoin(j.id, short)) continue;
    if (s.canTake(j.id, short)) return [{ judgeId: j.id, posterId: short.id }];
    parent.set(j.id, { from: null, posterId: short.id });
    queue.push(j.id);
  }
  while (queue.length > 0) {
    const a = queue.shift()!;
    for (const posterId of [...s.added.get(a)!].sort((x, y) => x - y)) {
      const poster = byId.get(posterId)!;
      for (const b of judges) {
        if (parent.has(b.id) || !couldJoin(b.id, poster)) continue;
        parent.set(b.id, { from: a, posterId });
        if (s.canTake(b.id, poster)) {
          const path: Step[] = [];
          for (let at: number | null = b.id; at !== null; at = parent.get(at)!.from)
            path.unshift({ judgeId: at, posterId: parent.get(at)!.posterId });
          return path;
        }
        queue.push(b.id);
      }
    }
  }
  return null;
}

/** Moves new pairs from the busiest judges to the idlest while that narrows the spread. */
function balance(posters: readonly PlanPoster[], judges: readonly PlanJudge[], s: State) {
  const byId = new Map(posters.map((p) => [p.id, p]));
  for (let guard = 0; guard < posters.length * 4 + judges.length; guard++) {
    const sorted = [...judges].sort((a, b) => s.load.get(a.id)! - s.load.get(b.id)! || a.id - b.id);
    let moved = false;
    for (const hi of [...sorted].reverse()) {
      for (const lo of sorted) {
        if (s.load.get(hi.id)! - s.load.get(lo.id)! <= 1) break;
        const posterId = [...s.added.get(hi.id)!]
          .sort((x, y) => x - y)
          .find((id) => s.canTake(lo.id, byId.get(id)!));
        if (posterId === undefined) continue;
        s.takeBack(hi.id, posterId);
        s.give(lo.id, posterId);
        moved = true;
        break;
      }
      if (moved) break;
    }
    if (!moved) return;
  }
}

function shortfallReason(
  poster: PlanPoster,
  judges: readonly PlanJudge[],
  k: number,
  cap: number,
  conflicted: (judgeId: number, poster: PlanPoster) => boolean,
): UnfilledReason {
  if (judges.length < k) return 'NOT_ENOUGH_JUDGES';
  const free = judges.filter((j) => !conflicted(j.id, poster)).length;
  if (free < k) return 'CONFLICTS';
  return Number.isFinite(cap) ? 'MAX_PER_JUDGE' : 'NOT_ENOUGH_JUDGES';
}
