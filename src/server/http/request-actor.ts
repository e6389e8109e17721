// Who the current request acts as, for the audit log: set once per request, after its access was checked.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Principal } from '../principal';

const storage = new AsyncLocalStorage<Principal | null>();

/**
 * The principal of the request this code runs for; null outside a request (start-up, scripts, a test calling a
 * service directly) or for an anonymous one. Read only by the audit helper (modules/audit/audit.service.ts), so
 * a service records who changed something without every signature carrying the principal.
 */
export function currentPrincipal(): Principal | null {
  return storage.getStore() ?? null;
}

/** Runs `next` (the rest of the request: its handler) as `principal`. */
export function runAs(principal: Principal | null, next: () => void): void {
  storage.run(principal, next);
}
