/**
 * The browser keeps only what docs/product.md#records lists: currentProject, user, userRole and the role-switch
 * backup. The server's session is the truth; these only make the first paint fast.
 */
export const keys = {
  currentProject: 'currentProject',
  user: 'user',
  userRole: 'userRole',
  backup: 'roleSwitchBackup',
  legacyAdmin: 'admin',
  legacyJudge: 'judge',
} as const;

/** sessionStorage: the login page a sign-in through the institution started from (its answer's way back). */
export const OIDC_FROM_KEY = 'oidc-from';

export function readJson<T>(key: string): T | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch (err) {
    // Unparsable stored data is treated as absent (docs/product.md#states).
    console.error(`Stored "${key}" could not be read and was ignored`, err);
    return null;
  }
}

export function readString(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  } catch {
    /* storage full or disabled: memory still holds the value */
  }
}

export function remove(...ks: string[]): void {
  for (const k of ks) {
    try {
      localStorage.removeItem(k);
    } catch {
      /* ignore */
    }
  }
}
