import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
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

/**
 * A multi-row insert whose SQL drizzle writes once for each shape of rows (which columns each
 * row gives, and which of them are null), then runs with each call's values.
 *
 * drizzle writes an insert's SQL anew on every call, walking every column of every row (a
 * quote's row has 61) through a chain of class checks; under load that cost more of a quote's
 * server time than any one query. Here the rows are given to drizzle as placeholders, so its
 * SQL is written once, and each call only fills in its values, which each column still converts
 * as drizzle's own insert would. A row holding SQL (`sql\`now()\``) or a table with defaults
 * made in JavaScript (`$defaultFn`) is inserted as usual, since those are written into the SQL.
 */
export function reusableInsert<
  Table extends PgTable,
  Fields extends Record<string, PgColumn> = Record<string, never>,
>(
  table: Table,
  { returning, onConflictDoNothing = false }: { returning?: Fields; onConflictDoNothing?: boolean } = {},
): (writer: InsertWriter, rows: PgInsertValue<Table>[]) => Promise<ReadBack<Fields>[]> {
  // In the order and form drizzle's own `returning` reads them back.
  const fields: OrderedFields =
    returning && Object.entries(returning).map(([name, column]) => ({ path: [name], field: column }));
  const madeInJavaScript = Object.values(getTableColumns(table)).some(
    (column) => column.defaultFn !== undefined || column.onUpdateFn !== undefined,
  );
  const shapes = new Map<string, Query>();

  const builder = (writer: InsertWriter, rows: Record<string, unknown>[]) => {
    const insert = (writer as Pick<Database, 'insert'>).insert(table).values(rows as PgInsertValue<Table>[]);
    const guarded = onConflictDoNothing ? insert.onConflictDoNothing() : insert;
    return returning ? guarded.returning(returning) : guarded;
  };

  /** drizzle's own insert, for what is written into the SQL. */
  const insertedByDrizzle = async (writer: InsertWriter, rows: PgInsertValue<Table>[]) => {
    const answer = await builder(writer, rows as Record<string, unknown>[]);
    return (returning ? answer : []) as ReadBack<Fields>[];
  };

  return async (writer, rows) => {
    if (madeInJavaScript) return insertedByDrizzle(writer, rows);
    // One pass over the rows gives the shape and the values, in the order of the placeholders.
    // What drizzle writes as DEFAULT (undefined) is left out, as in its own insert; a null is
    // written into the SQL as it is (a placeholder would pass it through the column's
    // conversion, which turns it into JSON's null or fails on it).
    let shape = '';
    const values: unknown[] = [];
    for (const row of rows as Record<string, unknown>[]) {
      for (const key of Object.keys(row)) {
        const value = row[key];
        if (value === undefined) continue;
        if (is(value, SQL)) return insertedByDrizzle(writer, rows);
        if (value === null) shape += `${key}=null,`;
        else {
          shape += `${key},`;
          values.push(value);
        }
      }
      shape += '|';
    }
    let query = shapes.get(shape);
    if (query) shapes.delete(shape);
    else {
      let placeholder = 0;
      const placeholders = (rows as Record<string, unknown>[]).map((row) => {
        const given: Record<string, unknown> = {};
        for (const key of Object.keys(row)) {
          const value = row[key];
          if (value !== undefined)
            given[key] = value === null ? null : sql.placeholder(String(placeholder++));
        }
        return given;
      });
      query = builder(writer, placeholders).toSQL();
      if (shapes.size >= SHAPES_KEPT) shapes.delete(shapes.keys().next().value!);
    }
    shapes.set(shape, query);
    // Placeholders are named by their index, so the values are read from the array by it.
    const answer = await runWritten(writer, query, fields, values as unknown as Record<string, unknown>);
    return (returning ? answer : []) as ReadBack<Fields>[];
  };
}
