/** Where confirmation dialogs open: the provider behind `useConfirm` (the dialog is loaded on first use). */
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import type { ConfirmOptions } from './confirm-dialog';
import { ConfirmContext, type ConfirmFn } from './use-confirm';

const ConfirmDialog = lazy(() => import('./confirm-dialog'));

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [opts, setOpts] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((v: boolean) => void) | null>(null);

  const confirm = useCallback<ConfirmFn>((o) => {
    resolver.current?.(false);
    setOpts(o);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const settle = useCallback((v: boolean) => {
    resolver.current?.(v);
    resolver.current = null;
    setOpts(null);
  }, []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {opts ? (
        <Suspense fallback={null}>
          <ConfirmDialog opts={opts} settle={settle} />
        </Suspense>
      ) : null}
    </ConfirmContext.Provider>
  );
}
