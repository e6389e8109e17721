/**
 * The judge's outbox: every evaluation is written here (IndexedDB) before it is sent, and leaves only when the
 * server has stored it or has refused it for good. Without signal it waits, survives a reload and a new
 * deployment (the service worker never touches IndexedDB), and is sent when the network returns.
 *
 * Exactly once: one poster has one entry (a newer submission replaces the waiting one), entries are sent one at
 * a time under a lock shared by the device's tabs, and an entry leaves only if it is still the one that was
 * sent. The PUT replaces the judge's evaluation, so an answer lost on the way and a second send store it once.
 */
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import type { Evaluation, EvaluationInput } from '@shared/contracts/judging';
import { api, ApiError } from '@web/lib/api';
import { judgeApi } from '@web/lib/api-paths/judge';

export type OutboxRef = { projectId: number; judgeId: number; posterId: number };

export type OutboxItem = OutboxRef & {
  /** Which submission this is: a newer one of the same poster replaces it. */
  id: string;
  /** What the judge reads in the outbox: "P-003 Title". */
  label: string;
  input: EvaluationInput;
  queuedAt: string;
  /** The server refused it (4xx other than 401): shown to the judge, never sent again by itself. */
  refused?: { status: number; code: string; detail: string };
};

export type OutboxState = {
  /** Read from IndexedDB at least once. */
  loaded: boolean;
  items: OutboxItem[];
  /** A send was answered 401: the entries wait for the judge to log in again. */
  needsLogin: boolean;
  /** How many entries this page has sent since the outbox was last empty, for "sent". */
  sent: number;
};

const path = (r: OutboxRef) => judgeApi(r.projectId).evaluation(r.posterId);
const keyOf = (r: OutboxRef) => `${r.projectId}:${r.judgeId}:${r.posterId}`;

let store: UseStore | null = null;
const db = () => (store ??= createStore('poster-judging', 'outbox'));

let state: OutboxState = { loaded: false, items: [], needsLogin: false, sent: 0 };
const listeners = new Set<() => void>();

function publish(next: Partial<OutboxState>) {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const outboxSnapshot = (): OutboxState => state;

/** Reads the outbox from IndexedDB into the page's copy. */
export async function loadOutbox(): Promise<void> {
  const rows = await entries<string, OutboxItem>(db());
  const items = rows.map(([, item]) => item).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
  publish({ loaded: true, items });
}

/** The waiting (not refused) entries of one judge in one project. */
export function waitingFor(s: OutboxState, projectId: number, judgeId: number): OutboxItem[] {
  return s.items.filter((i) => i.projectId === projectId && i.judgeId === judgeId && !i.refused);
}

export function refusedFor(s: OutboxState, projectId: number, judgeId: number): OutboxItem[] {
  return s.items.filter((i) => i.projectId === projectId && i.judgeId === judgeId && i.refused);
}

/** Puts a submission in the outbox, replacing a waiting or refused one of the same poster. */
export async function enqueue(ref: OutboxRef, label: string, input: EvaluationInput): Promise<OutboxItem> {
  const item: OutboxItem = {
    ...ref,
    id: crypto.randomUUID(),
    label,
    input,
    queuedAt: new Date().toISOString(),
  };
  await set(keyOf(ref), item, db());
  await loadOutbox();
  return item;
}

/** Takes an entry out (the judge read why it was refused; the draft stays on the device). */
export async function dismiss(ref: OutboxRef): Promise<void> {
  await del(keyOf(ref), db());
  await loadOutbox();
}

/** One sender per device: the tabs of a browser share a Web Lock; without the API, one per tab. */
let sending: Promise<unknown> = Promise.resolve();
function exclusively<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request('judge-outbox', work) as Promise<T>;
  }
  const run = sending.then(work, work);
  sending = run.catch(() => undefined);
  return run;
}

export type SendResult = { status: 'sent'; evaluation: Evaluation } | { status: 'waiting' };

/**
 * Sends one entry if it is still waiting. Answers 'sent' (stored, taken out), 'waiting' (no answer, a 5xx or a
 * 429: it stays), and throws the ApiError of a refusal: a 401 leaves it waiting for a new login, any other 4xx
 * marks it refused, unless `direct` (the judge is on the form and is shown the error there: it is taken out,
 * the draft stays).
 */
async function sendOne(ref: OutboxRef, direct: boolean): Promise<SendResult> {
  const item = await get<OutboxItem>(keyOf(ref), db());
  if (!item || item.refused) return { status: 'waiting' };
  try {
    const evaluation = await api<Evaluation>(path(item), { method: 'PUT', body: item.input });
    // Taken out only if no newer submission of the poster replaced it meanwhile.
    const now = await get<OutboxItem>(keyOf(ref), db());
    if (now?.id === item.id) await del(keyOf(ref), db());
    return { status: 'sent', evaluation };
  } catch (err) {
    if (!(err instanceof ApiError) || err.isNetwork || err.status >= 500 || err.status === 429) {
      return { status: 'waiting' };
    }
    if (err.status === 401) {
      publish({ needsLogin: true });
    } else if (direct) {
      await del(keyOf(ref), db());
    } else {
      const refused = { status: err.status, code: err.code, detail: err.detail };
      await set(keyOf(ref), { ...item, refused } satisfies OutboxItem, db());
    }
    throw err;
  } finally {
    await loadOutbox();
  }
}

/** A submission from the form: into the outbox, then sent at once if the phone has signal. */
export async function submitThroughOutbox(
  ref: OutboxRef,
  label: string,
  input: EvaluationInput,
): Promise<SendResult> {
  // Under the lock from the start: the background sender, woken by the new entry, waits for this send.
  const result = await exclusively(async (): Promise<SendResult> => {
    await enqueue(ref, label, input);
    return navigator.onLine ? sendOne(ref, true) : { status: 'waiting' };
  });
  if (result.status === 'sent') publish({ needsLogin: false });
  return result;
}

/**
 * Sends every waiting entry of the judge, oldest first; stops at the first one that gets no answer (the network
 * is still gone). `onSent` hears each stored evaluation. Refusals are kept and shown, not thrown.
 */
export async function flushOutbox(
  projectId: number,
  judgeId: number,
  onSent: (ref: OutboxRef, evaluation: Evaluation) => void,
): Promise<void> {
  if (!navigator.onLine) return;
  await exclusively(async () => {
    await loadOutbox();
    for (const item of waitingFor(state, projectId, judgeId)) {
      let result: SendResult;
      try {
        result = await sendOne(item, false);
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) return;
        continue;
      }
      if (result.status === 'waiting') return;
      publish({ sent: state.sent + 1, needsLogin: false });
      onSent(item, result.evaluation);
    }
  });
}

/** After "sent" was read: the count starts again. */
export function resetSent(): void {
  if (state.sent) publish({ sent: 0 });
}
