import { z } from 'zod';

/** Reusable field schemas shared by the server routes and the web forms. */

export const slugSchema = z
  .string()
  .trim()
  .min(1, 'slug is required')
  .max(64, 'slug must be at most 64 characters')
  .regex(/^[a-z0-9-]+$/, 'slug may contain only lowercase letters, numbers and hyphens');

export const emailSchema = z
  .string()
  .trim()
  .max(254, 'email is too long')
  .pipe(z.email('email must be a valid email address'));

export const usernameSchema = z
  .string()
  .trim()
  .min(1, 'username is required')
  .max(64, 'username must be at most 64 characters');

export const passwordSchema = z
  .string()
  .min(6, 'password must be at least 6 characters')
  .max(256, 'password must be at most 256 characters');

/** A date input value (YYYY-MM-DD); an ISO date-time is cut to its date part. */
export const dateOnlySchema = z
  .string()
  .trim()
  .transform((v) => v.slice(0, 10))
  .pipe(z.iso.date('date must be a date in the form YYYY-MM-DD'));

export const idParam = z.coerce
  .number({ error: 'id must be a positive whole number' })
  .int('id must be a positive whole number')
  .positive('id must be a positive whole number')
  .max(2_147_483_647, 'id is too large');

/** A whole number from `min` to `max`, in a JSON body or as text (query strings, form fields). */
export const wholeNumber = (field: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${field} must be a whole number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(max, `${field} must be at most ${max}`);

/**
 * A whole number from `min` to `max` in a JSON body (no text), with one message however it is wrong: "`field` must
 * be a whole number from `min` to `max`", then ", or `alternative`" when one is named (a null the caller allows).
 */
export const wholeNumberFrom = (field: string, min: number, max: number, alternative?: string) => {
  const message = `${field} must be a whole number from ${min} to ${max}${alternative ? `, or ${alternative}` : ''}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

/** The secret of a link (a presenter's, a screen's pairing, a password reset) as its page sends it back. */
export const linkToken = (max: number) =>
  z.string().min(1, 'token is required').max(max, 'token is too long');

/** The version of a record an edit was based on (absent: the edit overwrites whatever is stored). */
export const baseVersionSchema = z.coerce
  .number({ error: 'version must be a whole number' })
  .int('version must be a whole number')
  .positive('version must be 1 or more')
  .max(2_147_483_647, 'version is too large')
  .optional();

/** Query strings carry booleans as text; JSON bodies carry real booleans. Accept both. */
export const boolish = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
]);

/** Empty strings from forms and query strings mean "no value". */
export function emptyToNull<T extends z.ZodTypeAny>(schema: T) {
  return z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable());
}

/** An optional free text of at most `max` characters, trimmed; empty means none. */
export const optionalText = (field: string, max: number) =>
  emptyToNull(z.string().trim().max(max, `${field} must be at most ${max} characters`)).optional();
