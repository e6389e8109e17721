/**
 * Paging, search and sort of the big lists in SQL, the same on SQLite and PostgreSQL
 * (docs/decisions/026-lists-that-scale.md).
 *
 * - Text sorts by `lower(text COLLATE "C")` on PostgreSQL and `lower(text)` on SQLite: ASCII letters fold to
 *   lower case and the rest compares by code point on both, whatever the PostgreSQL database's own collation.
 *   Hangul syllables sit in 가나다 order in Unicode, so Korean titles sort as a Korean reader expects, after
 *   Latin ones. Empty values (NULL) come last in either direction; the record's number breaks ties, so a page
 *   never repeats or skips a row.
 * - Search: every word must appear in one of the row's texts (LIKE on SQLite, ASCII letters in any case; ILIKE on
 *   PostgreSQL), or name the row's number ("P-012", "12").
 */
import {
  sql,
  type Expression,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import {
  PAGE_SIZE,
  searchedNumber,
  searchWords,
  type ListParams,
  type Page,
  type SortDir,
} from '@shared/paging';
import { isSqlite } from './database';
import type { DB } from './schema';

/** One term of an ORDER BY: a column (or expression) and whether it is text and may be empty. */
export type SortTerm = { ref: string | RawBuilder<unknown>; text?: boolean; nullable?: boolean };

/** The ORDER BY of a sort, then the tie-breaker (the record's number or id, ascending). */
export function orderTerms(
  db: Kysely<DB>,
  terms: SortTerm[],
  dir: SortDir,
  tieBreaker: string,
): RawBuilder<unknown>[] {
  const pg = !isSqlite(db);
  const way = sql.raw(dir === 'desc' ? 'desc' : 'asc');
  const out: RawBuilder<unknown>[] = [];
  for (const t of terms) {
    const col = typeof t.ref === 'string' ? sql.ref(t.ref) : t.ref;
    if (t.nullable) out.push(sql`case when ${col} is null or ${col} = '' then 1 else 0 end`);
    const key = t.text ? (pg ? sql`lower(${col} collate "C")` : sql`lower(${col})`) : col;
    out.push(sql`${key} ${way}`);
  }
  out.push(sql`${sql.ref(tieBreaker)} asc`);
  return out;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any select builder, returned as it came
function ordered<Q extends SelectQueryBuilder<any, any, any>>(q: Q, terms: RawBuilder<unknown>[]): Q {
  return terms.reduce((acc, t) => acc.orderBy(t) as Q, q);
}

/** `%word%` with LIKE's own characters taken literally (escaped with a backslash). */
function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Another place a search word may match: given the LIKE operator of the database and the word's pattern. */
export type SearchAlso = (like: RawBuilder<unknown>, pattern: string) => Expression<SqlBool>;

/**
 * The WHERE of a search: each word appears in one of `texts`, or (for a number like "P-012" or "12") equals
 * `numberRef`, or matches `also` (a poster's text inside its file). Undefined when there is nothing to search for.
 */
export function searchCondition(
  db: Kysely<DB>,
  q: string | undefined,
  texts: string[],
  numberRef?: string,
  also?: SearchAlso,
): Expression<SqlBool> | undefined {
  const words = searchWords(q);
  if (words.length === 0) return undefined;
  const like = sql.raw(isSqlite(db) ? 'like' : 'ilike');
  const perWord = words.map((word) => {
    const pattern = containsPattern(word);
    const alternatives = texts.map((ref) => sql<SqlBool>`${sql.ref(ref)} ${like} ${pattern} escape '\\'`);
    const n = numberRef ? searchedNumber(word) : undefined;
    if (numberRef && n !== undefined) alternatives.push(sql<SqlBool>`${sql.ref(numberRef)} = ${n}`);
    if (also) alternatives.push(sql<SqlBool>`${also(like, pattern)}`);
    return sql<SqlBool>`(${sql.join(alternatives, sql` or `)})`;
  });
  return sql<SqlBool>`(${sql.join(perWord, sql` and `)})`;
}

/** Which rows a page holds. A page past the end answers no items (the total tells the client where the end is). */
function pageWindow(params: { page?: number; page_size?: number }) {
  const page = params.page ?? 1;
  const pageSize = params.page_size ?? PAGE_SIZE;
  return { page, page_size: pageSize, offset: (page - 1) * pageSize };
}

/** How many rows a filtered query matches (its selection, order and limits aside). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any select builder of the schema
async function countRows(q: SelectQueryBuilder<DB, any, any>): Promise<number> {
  const row = await q
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number((row as { n?: number } | undefined)?.n ?? 0);
}

/**
 * One page of a filtered query: `selected` (the query with its columns) in `order`, within the page's window,
 * and how many rows `base` matches.
 */
export async function selectPage<Row>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any select builder of the schema
  base: SelectQueryBuilder<DB, any, any>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same query, its columns chosen
  selected: SelectQueryBuilder<DB, any, Row>,
  order: RawBuilder<unknown>[],
  params: { page?: number; page_size?: number },
): Promise<Page<Row>> {
  const { page, page_size, offset } = pageWindow(params);
  const [total, items] = await Promise.all([
    countRows(base),
    ordered(selected, order).limit(page_size).offset(offset).execute(),
  ]);
  return { items, total, page, page_size };
}

/**
 * A big list of a project's rows: the query it reads (`from`, whose rows a search narrows), the columns it
 * answers (`select`) and how each row is answered (`toItem`); the texts a search reads and the number it may
 * name; each sort's terms, the sort when none is asked for, and the tie-breaker.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any select builder of the schema
export type ListShape<S extends string, Q extends SelectQueryBuilder<DB, any, any>, Row, Item> = {
  from: (db: Kysely<DB>, projectId: number) => Q;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same query, its columns chosen
  select: (searched: Q) => SelectQueryBuilder<DB, any, Row>;
  toItem: (row: Row) => Item;
  texts: string[];
  numberRef?: string;
  sorts: Record<S, SortTerm[]>;
  defaultSort: NoInfer<S>;
  tieBreaker: string;
};

/** The function answering pages of a project's list (its types taken from what the list names). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any select builder of the schema
export function listPages<S extends string, Q extends SelectQueryBuilder<DB, any, any>, Row, Item>(
  list: ListShape<S, Q, Row, Item>,
) {
  /** One page: searched, in the sort asked for (ascending unless told). */
  return async (db: Kysely<DB>, projectId: number, params: ListParams<S>): Promise<Page<Item>> => {
    const base = list.from(db, projectId);
    const search = searchCondition(db, params.q, list.texts, list.numberRef);
    const searched = search ? (base.where(search) as Q) : base;
    const sort = list.sorts[params.sort ?? list.defaultSort];
    const order = orderTerms(db, sort, params.dir ?? 'asc', list.tieBreaker);
    const page = await selectPage(searched, list.select(searched), order, params);
    return { ...page, items: page.items.map(list.toItem) };
  };
}
