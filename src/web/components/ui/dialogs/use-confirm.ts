/** Real confirmation dialogs as a promise: `if (await confirm({ message })) ...` (inside ConfirmProvider). */
import { createContext, useContext } from 'react';
import type { ConfirmOptions } from './confirm-dialog';

export type ConfirmFn = (o: ConfirmOptions) => Promise<boolean>;

export const ConfirmContext = createContext<ConfirmFn | null>(null);

export function useConfirm(): ConfirmFn {
  const ctx = useContext(ConfirmContext);
  if (!ctx) throw new Error('useConfirm must be used inside ConfirmProvider');
  return ctx;
}
