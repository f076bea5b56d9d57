import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgColumn, type PgInsertValue, type PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from './open';

type Runner = Pick<Database, '_'> | Pick<Transaction, '_'>;
/** The database or an open transaction, as a reusable insert writes through it. */
export type InsertWriter = Pick<Database, 'insert' | '_'> | Pick<Transaction, 'insert' | '_'>;
type Query = { sql: string; params: unknown[] };
type OrderedFields = Parameters<Database['_']['session']['prepareQuery']>[1];
type ReadBack<Fields extends Record<string, PgColumn>> = {
  [Key in keyof Fields]: Fields[Key]['_']['notNull'] extends true
    ? Fields[Key]['_']['data']
    : Fields[Key]['_']['data'] | null;
};

/**
 * Runs SQL drizzle wrote with placeholders, on the writer's own connection or transaction: each
 * value is converted as the column it is given for would convert it, and what the statement
 * returns is read back as drizzle's own query would read it.
 */
function runWritten(
  writer: Runner,
  query: Query,
  fields: OrderedFields,
  values: Record<string, unknown>,
): Promise<unknown> {
  return writer._.session.prepareQuery(query, fields, undefined, true).execute(values);
}

/**
 * A statement drizzle writes once, with `sql.placeholder(name)` wherever a value goes, then runs
 * with each call's values by name: for a statement whose SQL never changes, drizzle writing it
 * anew on every call costs more than running it.
 */
export function reusableStatement<Writer extends Runner>(
  write: (writer: Writer) => { toSQL(): Query },
): (writer: Writer, values: Record<string, unknown>) => Promise<void> {
  let query: Query | undefined;
  return async (writer, values) => {
    query ??= write(writer).toSQL();
    await runWritten(writer, query, undefined, values);
  };
}

/** Statements kept per insert: one for each mix of row shapes seen lately. */
const SHAPES_KEPT = 64;

/** Writes the SQL of a statement built from drizzle's parts (each insert writes its own). */
const dialect = new PgDialect();

type Row = Record<string, unknown>;
/** Tables inserted into by the same statement, in a `WITH` each, by the caller's names for them. */
type AlongsideTables = Record<string, PgTable>;
type AlongsideRows<Alongside extends AlongsideTables> = {
  [Name in keyof Alongside]?: PgInsertValue<Alongside[Name]>[];
};

/**
 * The shape of `rows` (which columns each row gives, and which of them are null), their values
 * pushed onto `values` in the order of the placeholders `asPlaceholders` writes, or undefined
 * when a row holds SQL, which must be written into the statement. What drizzle writes as
 * DEFAULT (undefined) is left out, as in its own insert; a null is written into the SQL as it is
 * (a placeholder would pass it through the column's conversion, which turns it into JSON's null
 * or fails on it).
 */
function shapeOf(rows: Row[], values: unknown[]): string | undefined {
  let shape = '';
  for (const row of rows) {
    for (const key of Object.keys(row)) {
      const value = row[key];
      if (value === undefined) continue;
      if (is(value, SQL)) return undefined;
      if (value === null) shape += `${key}=null,`;
      else {
        shape += `${key},`;
        values.push(value);
      }
    }
    shape += '|';
  }
  return shape;
}

/**
 * `rows` with a placeholder for each value `shapeOf` pushed, named by its index in `values`:
 * `counter.next` is the index of the first, and is left at the one after the last.
 */
function asPlaceholders(rows: Row[], counter: { next: number }): Row[] {
  return rows.map((row) => {
    const given: Row = {};
    for (const key of Object.keys(row)) {
      const value = row[key];
      if (value !== undefined) given[key] = value === null ? null : sql.placeholder(String(counter.next++));
    }
    return given;
  });
}

/**
 * A multi-row insert whose SQL drizzle writes once for each shape of rows (which columns each
 * row gives, and which of them are null), then runs with each call's values.
 *
 * drizzle writes an insert's SQL anew on every call, walking every column of every row (a
 * quote's row has 61) through a chain of class checks; under load that cost more of a quote's
 * server time than any one query. Here the rows are given to drizzle as placeholders, so its
 * SQL is written once, and each call only fills in its values, which each column still converts
 * as drizzle's own insert would. A row holding SQL (`sql\`now()\``) or a table with defaults
 * made in JavaScript (`$defaultFn`) is inserted as drizzle writes it each time, since those are
 * written into the SQL.
 *
 * `alongside` names tables whose rows (the call's third argument) are inserted by the same
 * statement, each in a `WITH`: rows that belong together are stored together or not at all,
 * in one round trip and without a transaction. The database checks their foreign keys once the
 * whole statement has run, so they may refer to the rows the main insert makes; `returning`
 * reads back the main insert's rows only.
 */
export function reusableInsert<
  Table extends PgTable,
  Fields extends Record<string, PgColumn> = Record<string, never>,
  Alongside extends AlongsideTables = Record<string, never>,
>(
  table: Table,
  { returning, alongside }: { returning?: Fields; alongside?: Alongside } = {},
): (
  writer: InsertWriter,
  rows: PgInsertValue<Table>[],
  alongsideRows?: AlongsideRows<Alongside>,
) => Promise<ReadBack<Fields>[]> {
  // In the order and form drizzle's own `returning` reads them back.
  const fields: OrderedFields =
    returning && Object.entries(returning).map(([name, column]) => ({ path: [name], field: column }));
  const others = Object.entries(alongside ?? {});
  const madeInJavaScript = [table, ...others.map(([, other]) => other)].some((each) =>
    Object.values(getTableColumns(each)).some(
      (column) => column.defaultFn !== undefined || column.onUpdateFn !== undefined,
    ),
  );
  const shapes = new Map<string, Query>();

  /** The statement for these rows: each table alongside in a `WITH`, then the main insert. */
  const write = (writer: InsertWriter, parts: { table: PgTable; rows: Row[] }[]): Query => {
    const inserts = parts.map(({ table: into, rows }) =>
      (writer as Pick<Database, 'insert'>).insert(into).values(rows as PgInsertValue<PgTable>[]),
    );
    const last = inserts.pop()!;
    const main = (returning ? last.returning(returning) : last).getSQL();
    if (inserts.length === 0) return dialect.sqlToQuery(main);
    const withs = inserts.map(
      (insert, index) => sql`${sql.identifier(`alongside_${index}`)} as (${insert.getSQL()})`,
    );
    return dialect.sqlToQuery(sql`with ${sql.join(withs, sql`, `)} ${main}`);
  };

  return async (writer, rows, alongsideRows = {}) => {
    const parts: { table: PgTable; rows: Row[] }[] = [];
    let shape = '';
    for (const [name, other] of others) {
      const otherRows = (alongsideRows as Record<string, Row[] | undefined>)[name];
      if (!otherRows?.length) continue;
      parts.push({ table: other, rows: otherRows });
      shape += `${name}:`;
    }
    parts.push({ table, rows: rows as Row[] });
    const run = async (query: Query, values: unknown[]) => {
      // Placeholders are named by their index, so the values are read from the array by it.
      const answer = await runWritten(writer, query, fields, values as unknown as Row);
      return (returning ? answer : []) as ReadBack<Fields>[];
    };

    const values: unknown[] = [];
    for (const part of parts) {
      const partShape = madeInJavaScript ? undefined : shapeOf(part.rows, values);
      if (partShape === undefined) return run(write(writer, parts), []);
      shape += `${partShape}/`;
    }
    let query = shapes.get(shape);
    if (query) shapes.delete(shape);
    else {
      const counter = { next: 0 };
      query = write(
        writer,
        parts.map((part) => ({ table: part.table, rows: asPlaceholders(part.rows, counter) })),
      );
      if (shapes.size >= SHAPES_KEPT) shapes.delete(shapes.keys().next().value!);
    }
    shapes.set(shape, query);
    return run(query, values);
  };
}
