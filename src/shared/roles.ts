/**
 * Roles as the client names them (docs/product.md#records, the session). `presenter`: a poster's presenter signed
 * in by the poster's personal link (docs/decisions/041-poster-files.md); it acts on that one poster only. `kiosk`:
 * a screen of the poster hall paired by its link; it reads its roster only (052).
 */
export const roles = ['super_admin', 'project_admin', 'judge', 'user', 'presenter', 'kiosk'] as const;
export type Role = (typeof roles)[number];

/** Kinds of principal a server-side session can belong to. */
export const principalKinds = ['admin', 'judge', 'user', 'presenter', 'kiosk'] as const;
export type PrincipalKind = (typeof principalKinds)[number];
