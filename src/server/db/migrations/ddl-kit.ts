// The DDL shapes the migrations share: the id column of each dialect, references that go with their row,
// created_at, runs of columns of one kind, the table starts, indexes and added columns.
//
// FROZEN WITH THE MIGRATIONS. A released migration runs exactly the statements statements.api.test.ts pins for
// it, and it builds them here: a function of this kit never changes what it builds (not its SQL, not its order).
// A new need gets a new function; a changed one fails that test for every released migration that uses it
// (docs/decisions/086-frozen-migrations-pinned-by-statements.md).
import type { ColumnDataType, ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/** A table being created, of any name and columns (the migrations build on Kysely<unknown>). */
type Table = CreateTableBuilder<string, string>;
/** What a column is besides its name and type. */
type Column = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

// ---------------------------------------------------------------------------------------------------------------
// Columns

/** `not null`. */
export const notNull: Column = (c) => c.notNull();

/** `not null unique`. */
export const notNullUnique: Column = (c) => c.notNull().unique();

/** `default <value> not null`. */
export const notNullDefault =
  (value: string | number): Column =>
  (c) =>
    c.notNull().defaultTo(value);

/** `primary key`: a key the row is given (a text key), not a number the database counts. */
export const primaryKey: Column = (c) => c.primaryKey();

/** `not null references <table> (id) on delete cascade`: names a row of `table` and goes with it. */
export const cascadeRef =
  (table: string): Column =>
  (c) =>
    c.notNull().references(`${table}.id`).onDelete('cascade');

/** `primary key references <table> (id) on delete cascade`: one row per row of `table`, gone with it. */
export const cascadeKey =
  (table: string): Column =>
  (c) =>
    c.primaryKey().references(`${table}.id`).onDelete('cascade');

/** `references <table> (id) on delete set null`: may name a row of `table`, and names none once it goes. */
export const setNullRef =
  (table: string): Column =>
  (c) =>
    c.references(`${table}.id`).onDelete('set null');

// ---------------------------------------------------------------------------------------------------------------
// Columns added to a table being created (`.$call(...)`)

/** `id`, numbered by the database: `serial primary key` (PostgreSQL), `integer primary key autoincrement` (SQLite). */
export const id =
  (dialect: Dialect) =>
  (t: Table): Table =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

/** `project_id integer not null references projects (id) on delete cascade`: the row's project. */
export const projectId = (t: Table): Table => t.addColumn('project_id', 'integer', cascadeRef('projects'));

/** `poster_id integer not null references posters (id) on delete cascade`: the row's poster. */
export const posterId = (t: Table): Table => t.addColumn('poster_id', 'integer', cascadeRef('posters'));

/** `created_at text not null` (ISO text, as every timestamp). */
export const createdAt = (t: Table): Table => t.addColumn('created_at', 'text', notNull);

/** Columns of one type, in this order, each built by `build` (none: nullable, no default). */
export const columns =
  (type: ColumnDataType, names: string[], build?: Column) =>
  (t: Table): Table =>
    names.reduce((table, name) => table.addColumn(name, type, build), t);

/** `not null` columns of one type, in this order. */
export const required = (type: ColumnDataType, ...names: string[]) => columns(type, names, notNull);

/** Nullable columns of one type, in this order. */
export const optional = (type: ColumnDataType, ...names: string[]) => columns(type, names);

// ---------------------------------------------------------------------------------------------------------------
// Statements

/** `create table <name> (id ...`: a table whose rows the database numbers, `id` first. */
export const numberedTable = (db: Kysely<unknown>, dialect: Dialect, name: string): Table =>
  db.schema.createTable(name).$call(id(dialect));

/** `create table <name> (id ..., project_id ...`: numbered rows, each of one project and gone with it. */
export const projectTable = (db: Kysely<unknown>, dialect: Dialect, name: string): Table =>
  numberedTable(db, dialect, name).$call(projectId);

/** `create index <name> on <table> (<columns>)`. */
export async function index(db: Kysely<unknown>, name: string, table: string, on: string[]): Promise<void> {
  await db.schema.createIndex(name).on(table).columns(on).execute();
}

/** `create unique index <name> on <table> (<columns>)`. */
export async function uniqueIndex(
  db: Kysely<unknown>,
  name: string,
  table: string,
  on: string[],
): Promise<void> {
  await db.schema.createIndex(name).on(table).columns(on).unique().execute();
}

/** One `alter table <table> add column ...` per column, in this order: [name, type] or [name, type, build]. */
export async function addColumns(
  db: Kysely<unknown>,
  table: string,
  added: [string, ColumnDataType, Column?][],
): Promise<void> {
  for (const [name, type, build] of added)
    await db.schema.alterTable(table).addColumn(name, type, build).execute();
}
