import { z } from 'zod';
import { emailSchema, optionalText, passwordSchema, usernameSchema } from '../schemas';
import { accountFields } from './fields';

export const participantSorts = ['number', 'name', 'username', 'email', 'registered'] as const;
export type ParticipantSort = (typeof participantSorts)[number];

/** A participant (docs/product.md#records). */
export const participantSchema = z.object({
  id: z.number(),
  project_id: z.number(),
  ...accountFields,
  created_at: z.string(),
});
export type Participant = z.infer<typeof participantSchema>;

/** Added by an admin, or signing up (POST /users/register): password of 6 or more either way. */
export const participantCreateSchema = z.object({
  username: usernameSchema,
  password: z.string({ error: 'password is required' }).min(1, 'password is required').pipe(passwordSchema),
  email: emailSchema,
  full_name: optionalText('full_name', 100),
});
export type ParticipantCreate = z.infer<typeof participantCreateSchema>;
