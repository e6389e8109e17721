/** The outbox on a judge page: its state, and sending what waits whenever there is a chance. */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { markEvaluated } from '../api/submit-evaluation';
import {
  flushOutbox,
  loadOutbox,
  outboxSnapshot,
  refusedFor,
  subscribeOutbox,
  waitingFor,
  type OutboxItem,
} from './outbox';
import { useOnline } from '@web/lib/use-online';

/** While entries wait and the phone reports signal: another try this often (a hall's Wi-Fi comes and goes). */
const RETRY_MS = 20_000;

export type JudgeOutbox = {
  loaded: boolean;
  waiting: OutboxItem[];
  refused: OutboxItem[];
  needsLogin: boolean;
  sent: number;
};

/** The outbox of this judge in this project. */
export function useOutboxState(projectId: number, judgeId: number | undefined): JudgeOutbox {
  const s = useSyncExternalStore(subscribeOutbox, outboxSnapshot, outboxSnapshot);
  useEffect(() => {
    if (!s.loaded) void loadOutbox();
  }, [s.loaded]);
  if (judgeId === undefined)
    return { loaded: s.loaded, waiting: [], refused: [], needsLogin: false, sent: 0 };
  return {
    loaded: s.loaded,
    waiting: waitingFor(s, projectId, judgeId),
    refused: refusedFor(s, projectId, judgeId),
    needsLogin: s.needsLogin,
    sent: s.sent,
  };
}

/**
 * Sends what waits: when the page opens, when the browser says the network is back, and every RETRY_MS while
 * something waits. Each stored evaluation is marked done in the cache at once.
 */
export function useOutboxSender(projectId: number, judgeId: number | undefined, waiting: number): void {
  const qc = useQueryClient();
  const online = useOnline();
  useEffect(() => {
    if (judgeId === undefined || !online || waiting === 0) return;
    const flush = () =>
      void flushOutbox(projectId, judgeId, (ref, evaluation) => markEvaluated(qc, ref, evaluation));
    flush();
    const timer = window.setInterval(flush, RETRY_MS);
    return () => window.clearInterval(timer);
  }, [projectId, judgeId, online, waiting, qc]);
}
