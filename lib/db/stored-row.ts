import {
  getTableColumns,
  getTableName,
  is,
  SQL,
  type InferInsertModel,
  type InferSelectModel,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * The columns of `table` whose stored value the database (or drizzle) makes when an insert
 * leaves them out: a default, a generated value. An insert that reads back only these, laid over
 * the row it foresaw (`expectedRow`), knows the whole row it wrote without the database copying
 * every value it was just given back out: for a wide row, reading it back cost more than writing
 * it (lib/quotes).
 */
export function madeOnInsert(table: PgTable): Record<string, PgColumn> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(
      ([, column]) => column.hasDefault || column.generated !== undefined,
    ),
  );
}

/**
 * The row an insert of `values` will store, known before it runs, for what is composed from it
 * and stored by the same statement (a quote's e-mails): the values given, each constant default,
 * and null in a generated column and every other one (what the database made, read back
 * through `madeOnInsert` and laid over it, is then the row as stored). A default the database
 * works out as it inserts (`now()`, a random id) cannot be foreseen, so leaving one out throws:
 * give it.
 */
export function expectedRow<Table extends PgTable>(
  table: Table,
  values: InferInsertModel<Table>,
): InferSelectModel<Table> {
  const given = values as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => {
      if (given[key] !== undefined) return [key, given[key]];
      if (!column.hasDefault || column.generated !== undefined) return [key, null];
      if (column.default === undefined || is(column.default, SQL))
        throw new Error(
          `${getTableName(table)}.${key} is made as the row is inserted: give it to foresee the row.`,
        );
      return [key, column.default];
    }),
  ) as InferSelectModel<Table>;
}
