import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect';
import * as DDL from './ddl-kit';

/**
 * Ranked search of posters (docs/decisions/091-ranked-poster-search.md): one row a poster holding the terms of its
 * title, keywords, authors, abstract and the text of its newest approved file, as the server makes them (English
 * words stemmed, Korean in character pairs). SQLite searches them with an FTS5 table kept by triggers from the
 * row; PostgreSQL stores each field as a `tsvector` (no extension) and the whole in `terms`, with a GIN index.
 * The rows are written by the server, in the transaction of each write that changes what they hold.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const fields = ['title', 'keywords', 'authors', 'abstract', 'body'];
  const type = dialect === 'postgres' ? sql`tsvector` : 'text';
  let table = db.schema
    .createTable('poster_search')
    .addColumn('poster_id', 'integer', (c) => c.primaryKey().references('posters.id').onDelete('cascade'));
  table = DDL.projectId(table);
  for (const f of fields) table = table.addColumn(f, type, DDL.notNull);
  if (dialect === 'postgres') {
    await table
      .addColumn('terms', sql`tsvector`, (c) =>
        c.generatedAlwaysAs(sql`title || keywords || authors || abstract || body`).stored(),
      )
      .execute();
    await sql`create index poster_search_terms on poster_search using gin (terms)`.execute(db);
    return;
  }
  await table.execute();
  const list = fields.join(', ');
  const values = (from: string) => fields.map((f) => `${from}.${f}`).join(', ');
  await sql
    .raw(
      `create virtual table poster_search_fts using fts5(${list}, content='poster_search', ` +
        `content_rowid='poster_id', tokenize='unicode61 remove_diacritics 0')`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger poster_search_ai after insert on poster_search begin ` +
        `insert into poster_search_fts(rowid, ${list}) values (new.poster_id, ${values('new')}); end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger poster_search_ad after delete on poster_search begin ` +
        `insert into poster_search_fts(poster_search_fts, rowid, ${list}) ` +
        `values ('delete', old.poster_id, ${values('old')}); end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger poster_search_au after update on poster_search begin ` +
        `insert into poster_search_fts(poster_search_fts, rowid, ${list}) ` +
        `values ('delete', old.poster_id, ${values('old')}); ` +
        `insert into poster_search_fts(rowid, ${list}) values (new.poster_id, ${values('new')}); end`,
    )
    .execute(db);
}
