// SQL of the poster search index (table poster_search, and on SQLite its FTS5 table poster_search_fts;
// docs/decisions/091-ranked-poster-search.md): its rows written from the posters and their newest approved files,
// and the search that ranks posters by the field a search is found in.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { isSqlite, lockRows } from '@server/db/database';
import type { DB, Poster } from '@server/db/schema';
import { askedTerms, termsOf, type AskedTerm, type Term } from './search-terms';

/** The fields of a poster in the order a hit ranks (a title hit first, the file's text last). */
export const searchFields = ['title', 'keywords', 'authors', 'abstract', 'body'] as const;
export type SearchField = (typeof searchFields)[number];

/** A poster's texts by search field (keywords with the category and board, authors with presenter and place). */
export type SearchTexts = Record<SearchField, string>;

type SourceRow = Pick<
  Poster,
  'id' | 'project_id' | 'title' | 'author' | 'affiliation' | 'category' | 'abstract' | 'keywords' | 'board'
> & { presenter_name: string | null; text: string | null };

const joined = (...parts: (string | null)[]) => parts.filter((p) => p && p.trim() !== '').join(' · ');

function textsOf(r: SourceRow): SearchTexts {
  return {
    title: r.title,
    keywords: joined(r.keywords, r.category, r.board),
    authors: joined(r.author, r.presenter_name, r.affiliation),
    abstract: r.abstract ?? '',
    body: r.text ?? '',
  };
}

/** The posters' texts and the text of each one's newest approved file, read as the write sees them. */
async function selectSources(db: Kysely<DB>, posterIds: readonly number[]): Promise<SourceRow[]> {
  return db
    .selectFrom('posters as p')
    .leftJoin('submissions as s', (j) =>
      j
        .onRef('s.poster_id', '=', 'p.id')
        .on('s.status', '=', 'approved')
        .on(
          's.id',
          '=',
          sql<number>`(select max(sa.id) from submissions sa where sa.poster_id = p.id and sa.status = 'approved')`,
        ),
    )
    .select([
      'p.id',
      'p.project_id',
      'p.title',
      'p.author',
      'p.affiliation',
      'p.category',
      'p.abstract',
      'p.keywords',
      'p.board',
      'p.presenter_name',
      's.text',
    ])
    .where('p.id', 'in', posterIds)
    .execute();
}

/** The texts of these posters by search field (what a snippet is cut from), by poster id. */
export async function selectSearchTexts(
  db: Kysely<DB>,
  posterIds: readonly number[],
): Promise<Map<number, SearchTexts>> {
  if (posterIds.length === 0) return new Map();
  return new Map((await selectSources(db, posterIds)).map((r) => [r.id, textsOf(r)]));
}

/** PostgreSQL's tsvector of terms: each term with its positions (at most 255 a term, position at most 16,383). */
function tsvectorLiteral(terms: Term[]): string {
  const positions = new Map<string, number[]>();
  terms.forEach((t, i) => {
    const list = positions.get(t.term) ?? [];
    if (list.length < 255) list.push(Math.min(i + 1, 16_383));
    positions.set(t.term, list);
  });
  return [...positions].map(([term, at]) => `'${term}':${[...new Set(at)].join(',')}`).join(' ');
}

/** Index rows a statement: small enough for either database's bound values with a poster's texts. */
const CHUNK = 200;

/**
 * Writes the index rows of these posters from what they hold now (a poster no longer there loses its row). Run
 * inside the transaction of the write that changed them: after an edit, an import, a new approved file or a
 * review, so a search never sees a poster otherwise than as it is. On PostgreSQL the existing rows are locked
 * first, so two writes of one poster (an edit and a review at once) write it in turn, the second from what the
 * first committed; an existing row is updated in place (no new reference to the poster, which a delete of the
 * poster would wait on).
 */
export async function refreshPosterSearch(trx: Kysely<DB>, posterIds: readonly number[]): Promise<void> {
  const sqlite = isSqlite(trx);
  const sorted = [...new Set(posterIds)].sort((a, b) => a - b);
  for (let i = 0; i < sorted.length; i += CHUNK) {
    if (sqlite && i > 0) await nextTurn();
    const ids = sorted.slice(i, i + CHUNK);
    await trx
      .selectFrom('poster_search')
      .select('poster_id')
      .where('poster_id', 'in', ids)
      .orderBy('poster_id')
      .$call(lockRows(trx, 'update'))
      .execute();
    const sources = await selectSources(trx, ids);
    const gone = ids.filter((id) => !sources.some((r) => r.id === id));
    if (gone.length > 0) await trx.deleteFrom('poster_search').where('poster_id', 'in', gone).execute();
    if (sources.length === 0) continue;
    const rows = sources.map((r) => {
      const texts = textsOf(r);
      const field = (f: SearchField) => {
        const terms = termsOf(texts[f]);
        return sqlite ? terms.map((t) => t.term).join(' ') : sql<string>`${tsvectorLiteral(terms)}::tsvector`;
      };
      return {
        poster_id: r.id,
        project_id: r.project_id,
        title: field('title'),
        keywords: field('keywords'),
        authors: field('authors'),
        abstract: field('abstract'),
        body: field('body'),
      };
    });
    await trx
      .insertInto('poster_search')
      .values(rows)
      .onConflict((oc) =>
        oc.column('poster_id').doUpdateSet((eb) => ({
          title: eb.ref('excluded.title'),
          keywords: eb.ref('excluded.keywords'),
          authors: eb.ref('excluded.authors'),
          abstract: eb.ref('excluded.abstract'),
          body: eb.ref('excluded.body'),
        })),
      )
      .execute();
  }
}

/** The index rows of posters that have none (posters from before migration 033), written in batches. */
export async function fillPosterSearch(db: Kysely<DB>): Promise<number> {
  let filled = 0;
  for (;;) {
    const missing = await db
      .selectFrom('posters')
      .select('id')
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('poster_search').select('poster_id').whereRef('poster_id', '=', 'posters.id'))),
      )
      .orderBy('id')
      .limit(1000)
      .execute();
    if (missing.length === 0) return filled;
    await db.transaction().execute((trx) =>
      refreshPosterSearch(
        trx,
        missing.map((m) => m.id),
      ),
    );
    filled += missing.length;
  }
}

/** A search's asked terms, word by word (every word must be found); empty when nothing is asked. */
export function askedWords(words: readonly string[]): AskedTerm[][] {
  return words.map(askedTerms).filter((w) => w.length > 0);
}

/** The FTS5 query of the words (each word's parts all found), or of one field with `{field} : (...)`. */
function ftsQuery(words: AskedTerm[][], field?: SearchField): string {
  const all = askedParts(words)
    .map((t) => `"${t.term}"${t.prefix ? '*' : ''}`)
    .join(' AND ');
  return field ? `{${field}} : (${all})` : all;
}

/** PostgreSQL's tsquery of the words: `'t'` and prefixes `'t':*`, joined by `&`. */
function tsQuery(words: AskedTerm[][]): string {
  return askedParts(words)
    .map((t) => `'${t.term}'${t.prefix ? ':*' : ''}`)
    .join(' & ');
}

/**
 * Every term a search asks for, each to be found: a prefix, or a Korean pair (all the pairs of a word, not
 * necessarily in a row: PostgreSQL answers a phrase only by reading every candidate's terms, and a word's pairs
 * found apart in one poster are rare). A single Korean character is a prefix of the pairs it begins.
 */
function askedParts(words: AskedTerm[][]): { term: string; prefix: boolean }[] {
  return words
    .flat()
    .flatMap((t) =>
      t.kind === 'prefix'
        ? [{ term: t.term, prefix: true }]
        : t.terms.map((term) => ({ term, prefix: t.terms.length === 1 })),
    );
}

/** The fields whose hit ranks a poster in SQL; a hit in the file's text alone (or across fields) ranks after. */
const rankedFields = searchFields.filter((f) => f !== 'body');

/**
 * The search of one project's posters for these words: `matches` (the WHERE, on `posterIdRef`: every word found
 * in one or another field) and `rank` (0 a title hit, then 1 keywords, 2 authors, 3 abstract, 4 the file's text
 * or found only across fields). On PostgreSQL the posters found are one subquery read from the index (`offset 0`
 * keeps the planner from turning it into a lookup of each poster's terms).
 */
export function posterSearch(
  db: Kysely<DB>,
  words: AskedTerm[][],
  posterIdRef: string,
): { matches: RawBuilder<SqlBool>; rank: RawBuilder<number> } {
  const id = sql.ref(posterIdRef);
  if (isSqlite(db)) {
    const hits = (field?: SearchField) =>
      sql`(select rowid from poster_search_fts where poster_search_fts match ${ftsQuery(words, field)})`;
    const cases = rankedFields.map((f, i) => sql`when ${id} in ${hits(f)} then ${sql.lit(i)}`);
    return {
      matches: sql<SqlBool>`${id} in ${hits()}`,
      rank: sql<number>`case ${sql.join(cases, sql` `)} else 4 end`,
    };
  }
  const query = sql`${tsQuery(words)}::tsquery`;
  // No condition on the project here: the outer query's; another would let the planner read every row's terms.
  const matches = sql<SqlBool>`${id} in (select ps.poster_id from poster_search ps
    where ps.terms @@ ${query} offset 0)`;
  const field = (f: SearchField) =>
    sql`(select ${sql.ref(`ps.${f}`)} from poster_search ps where ps.poster_id = ${id}) @@ ${query}`;
  const cases = rankedFields.map((f, i) => sql`when ${field(f)} then ${sql.lit(i)}`);
  return { matches, rank: sql<number>`case ${sql.join(cases, sql` `)} else 4 end` };
}

/**
 * Runs a search's queries. On PostgreSQL in a transaction that plans them without sequential scans: the terms of
 * a poster's file are stored apart from its row (TOAST), which the planner does not count, so it would read every
 * poster's terms rather than the index (50 ms instead of 5 at 1,500 posters with text).
 */
export async function withSearchPlan<T>(db: Kysely<DB>, run: (db: Kysely<DB>) => Promise<T>): Promise<T> {
  if (isSqlite(db)) return run(db);
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    return run(trx);
  });
}
