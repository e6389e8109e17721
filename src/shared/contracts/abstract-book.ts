import { z } from 'zod';

/**
 * The abstract book (초록집; docs/decisions/054-abstract-book.md): a PDF and an .xlsx of the posters the book
 * lists, built by a job when the organiser asks. `none`: never asked; `queued`: a build waits or runs (the files
 * of the last ready build, if any, stay downloadable meanwhile); `ready`; `failed` (with `error`).
 */
export const abstractBookStatuses = ['none', 'queued', 'ready', 'failed'] as const;
export type AbstractBookStatusName = (typeof abstractBookStatuses)[number];

export const abstractBookSchema = z.object({
  status: z.enum(abstractBookStatuses),
  /** Judges and participants may download it (the organiser always may). */
  published: z.boolean(),
  requested_at: z.string().nullable(),
  /** When the files that download now were built; null: there are none yet. */
  built_at: z.string().nullable(),
  poster_count: z.number().nullable(),
  page_count: z.number().nullable(),
  error: z.string().nullable(),
});
export type AbstractBook = z.infer<typeof abstractBookSchema>;

/** The book of a project whose organiser never asked for one. */
export const NO_ABSTRACT_BOOK: AbstractBook = {
  status: 'none',
  published: false,
  requested_at: null,
  built_at: null,
  poster_count: null,
  page_count: null,
  error: null,
};

export const abstractBookUpdateSchema = z.object({ published: z.boolean() });
export type AbstractBookUpdate = z.infer<typeof abstractBookUpdateSchema>;
