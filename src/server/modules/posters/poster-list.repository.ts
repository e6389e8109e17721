// SQL of the posters list: one page of a project's posters, searched, ranked or sorted, narrowed to a category.
import { sql, type Kysely, type SqlBool } from 'kysely';
import { orderTerms, searchCondition, selectPage, type SortTerm } from '@server/db/paging';
import type { DB } from '@server/db/schema';
import { AppError } from '@server/errors';
import type { PosterSort, PosterPage } from '@shared/contracts/posters';
import { searchedNumber, searchWords, type ListParams } from '@shared/paging';
import {
  askedWords,
  posterSearch,
  searchHit,
  selectSearchTexts,
  withSearchPlan,
  type SearchTexts,
} from '@server/modules/poster-search';
import { toPosters } from './posters.repository';

const posterSortTerms: Record<PosterSort, SortTerm[]> = {
  number: [{ ref: 'number' }],
  title: [{ ref: 'title', text: true }],
  author: [{ ref: 'author', text: true }],
  board: [{ ref: 'board', text: true, nullable: true }],
  category: [{ ref: 'category', text: true, nullable: true }],
};

/**
 * One page of the project's posters, narrowed to one category when asked, and the project's categories. A search
 * (`q`) finds its words in the title, keywords, category, board, authors, presenter, affiliation, abstract and the
 * text of the newest approved file, or names a number ("P-012"), or (for admins: `admin`) a presenter's email;
 * without a `sort` its hits come ranked (the number first, then a title hit above keywords, authors, abstract and
 * the file's text, then by number) and each carries where it was found (docs/decisions/091-ranked-poster-search.md).
 * Otherwise sorted by number unless told.
 */
export async function selectPosterPage(
  db: Kysely<DB>,
  projectId: number,
  params: ListParams<PosterSort> & { category?: string },
  admin = false,
): Promise<PosterPage> {
  const words = searchWords(params.q);
  const asked = askedWords(words);
  const n = words.length === 1 ? searchedNumber(words[0]!) : undefined;
  if (params.q !== undefined && asked.length === 0 && n === undefined && !(admin && words.length > 0))
    throw new AppError('SEARCH_EMPTY', 'q has no letters or digits to search for', { field: 'q' });
  const found = asked.length > 0 ? posterSearch(db, asked, 'posters.id') : undefined;
  const numbered = n === undefined ? undefined : sql<SqlBool>`posters.number = ${n}`;
  const alternatives = [
    found?.matches,
    numbered,
    admin ? searchCondition(db, params.q, ['presenter_email']) : undefined,
  ].filter((a) => a !== undefined);
  const rank = sql<number>`case when ${numbered ?? sql`1 = 0`} then -1 else ${found?.rank ?? sql.lit(4)} end`;
  const ranked = words.length > 0 && params.sort === undefined;
  const order = ranked
    ? [sql`search_rank asc`, sql`number asc`]
    : orderTerms(db, posterSortTerms[params.sort ?? 'number'], params.dir ?? 'asc', 'number');
  const pageOf = (x: Kysely<DB>) => {
    let base = x.selectFrom('posters').where('posters.project_id', '=', projectId);
    if (alternatives.length > 0) base = base.where(sql<SqlBool>`(${sql.join(alternatives, sql` or `)})`);
    if (params.category) base = base.where('posters.category', '=', params.category);
    return selectPage(base, base.selectAll().select(rank.as('search_rank')), order, params);
  };
  const [page, categories] = await Promise.all([
    found ? withSearchPlan(db, pageOf) : pageOf(db),
    db
      .selectFrom('posters')
      .select('category')
      .distinct()
      .where('project_id', '=', projectId)
      .where('category', 'is not', null)
      .where('category', '!=', '')
      .execute(),
  ]);
  const [posters, texts] = await Promise.all([
    toPosters(db, page.items),
    asked.length > 0
      ? selectSearchTexts(
          db,
          page.items.map((r) => r.id),
        )
      : new Map<number, SearchTexts>(),
  ]);
  return {
    ...page,
    items: posters.map((p, i) => {
      const t = texts.get(p.id);
      const hit = t && searchHit(t, asked, Math.max(0, Math.min(4, Number(page.items[i]!.search_rank))));
      return hit ? { ...p, hit } : p;
    }),
    categories: categories.map((c) => c.category!).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
  };
}
