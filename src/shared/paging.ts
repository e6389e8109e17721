import { z } from 'zod';
import { wholeNumber } from './schemas';

/**
 * The lists that page on the server (docs/decisions/026-lists-that-scale.md): the participant gallery and the
 * admin lists of posters, judges, participants, assignments and questions. A list call with any of these
 * parameters answers one page `{items, total, page, page_size}`; without any of them it answers the whole list as
 * before.
 */
export const PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 200;
const MAX_QUERY_LENGTH = 200;

const sortDirs = ['asc', 'desc'] as const;
export type SortDir = (typeof sortDirs)[number];

/** The query parameters of a paged list; `sorts` names the columns it sorts by (the first is the default). */
export function listParamsSchema<const K extends readonly [string, ...string[]]>(sorts: K) {
  return z.object({
    page: wholeNumber('page', 1, 100_000).optional(),
    page_size: wholeNumber('page_size', 1, MAX_PAGE_SIZE).optional(),
    q: z.string().trim().max(MAX_QUERY_LENGTH, `q must be at most ${MAX_QUERY_LENGTH} characters`).optional(),
    sort: z.enum(sorts, { error: `sort must be one of ${sorts.join(', ')}` }).optional(),
    dir: z.enum(sortDirs, { error: 'dir must be asc or desc' }).optional(),
  });
}

export type ListParams<K extends string> = {
  page?: number;
  page_size?: number;
  q?: string;
  sort?: K;
  dir?: SortDir;
};

/** Whether a list call asked for a page (any list parameter given, admin_id aside) rather than the whole list. */
export function asksForPage(params: Record<string, unknown>): boolean {
  return Object.entries(params).some(([k, v]) => k !== 'admin_id' && v !== undefined);
}

/** One page of a list: the rows, how many match in all, which page of what size. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number(),
    page: z.number(),
    page_size: z.number(),
  });
}
export type Page<T> = { items: T[]; total: number; page: number; page_size: number };

/** The number a search word names: "P-012", "p12", "J-7", "012" and "12" all name 12. */
export function searchedNumber(word: string): number | undefined {
  const m = /^(?:[pju]-?)?0*(\d{1,9})$/i.exec(word);
  return m ? Number(m[1]) : undefined;
}

/** The words of a search: every one must match somewhere in a row. */
export function searchWords(q: string | undefined): string[] {
  return (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10);
}
