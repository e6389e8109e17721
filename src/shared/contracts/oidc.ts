import { z } from 'zod';

export { OIDC_CALLBACK_PATH } from './values';

/** The doors sign-in through the institution opens: a project's organisers' and its judges'. */
export const oidcDoors = ['admin', 'judge'] as const;
export type OidcDoor = (typeof oidcDoors)[number];

/** GET /api/auth/oidc: whether the site signs in through an institution, and the name its button says. */
export const oidcSettingsSchema = z.object({
  enabled: z.boolean(),
  /** OIDC_NAME; null: the button says "the institution". */
  name: z.string().nullable(),
});
export type OidcSettingsAnswer = z.infer<typeof oidcSettingsSchema>;

/**
 * A path of this site (`/projects/ksc/judge`): one slash, then no second one, no backslash, no space or control
 * character. Where a sign-in returns to is only ever such a path, never another site (no open redirect).
 */
export const isSitePath = (value: string) => /^\/(?![/\\])[^\\\s\p{Cc}]*$/u.test(value);

export const oidcStartBodySchema = z.object({
  door: z.enum(oidcDoors, { error: 'door must be admin or judge' }),
  return_to: z
    .string()
    .max(500, 'return_to is too long')
    .refine(isSitePath, 'return_to must be a path of this site')
    .optional(),
});
export type OidcStartBody = z.infer<typeof oidcStartBodySchema>;

/** The provider's address the browser goes to next. */
export const oidcStartSchema = z.object({ url: z.string() });

/** POST /api/auth/oidc/login: the query string the provider sent the browser back with (`code`, `state`, ...). */
export const oidcLoginBodySchema = z.object({
  params: z.string().min(1, 'params is required').max(4000, 'params is too long'),
});

/** A sign-in done: the door, the project, and the path to open (null: the door's first page). */
export const oidcLoginSchema = z.object({
  door: z.enum(oidcDoors),
  project_id: z.number(),
  return_to: z.string().nullable(),
});
export type OidcLogin = z.infer<typeof oidcLoginSchema>;
