import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';

/**
 * SPEC.md's alerts, shown as accessible notices (role="alert" for errors, role="status" for successes) instead
 * of blocking browser popups. They live above the router so a notice survives the navigation that follows it.
 */
export type NoticeKind = 'error' | 'success' | 'info';
type Notice = { id: number; kind: NoticeKind; message: string };
type NoticeApi = {
  notify: (message: string, kind?: NoticeKind) => void;
  error: (message: string) => void;
  success: (message: string) => void;
};

const NoticeContext = createContext<NoticeApi | null>(null);

export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const seq = useRef(0);
  const dismiss = useCallback((id: number) => setNotices((ns) => ns.filter((n) => n.id !== id)), []);
  const notify = useCallback(
    (message: string, kind: NoticeKind = 'info') => {
      const id = ++seq.current;
      setNotices((ns) => [...ns.slice(-3), { id, kind, message }]);
      setTimeout(() => dismiss(id), kind === 'error' ? 10_000 : 5_000);
    },
    [dismiss],
  );
  const value = useMemo<NoticeApi>(
    () => ({ notify, error: (m) => notify(m, 'error'), success: (m) => notify(m, 'success') }),
    [notify],
  );
  return (
    <NoticeContext.Provider value={value}>
      {children}
      <NoticeList notices={notices} dismiss={dismiss} />
    </NoticeContext.Provider>
  );
}

function NoticeList({ notices, dismiss }: { notices: Notice[]; dismiss: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <div className="notices">
      {notices.map((n) => (
        <div key={n.id} className={`notice notice-${n.kind}`} role={n.kind === 'error' ? 'alert' : 'status'}>
          <div className="notice-body">{n.message}</div>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => dismiss(n.id)}
            aria-label={t('close')}
          >
            ✕
          </button>
        </div>
      ))}
    </div>
  );
}

export function useNotice(): NoticeApi {
  const ctx = useContext(NoticeContext);
  if (!ctx) throw new Error('useNotice must be used inside NoticeProvider');
  return ctx;
}
