// Fields several contracts' objects share, spread into each (`{ ...posterRowFields, votes: z.number() }`).
import { z } from 'zod';

/** How a row of a list or a report names its poster. */
export const posterRowFields = {
  poster_id: z.number(),
  /** The poster's number in its project, shown as P-001. */
  poster_number: z.number(),
  title: z.string(),
};

/** A poster's row with who wrote it and who presents it (no presenter named yet: null). */
export const posterPeopleFields = {
  ...posterRowFields,
  author: z.string(),
  presenter_name: z.string().nullable(),
};

/** How an account is named and reached: its username, email and full name. */
export const accountFields = {
  username: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
};
