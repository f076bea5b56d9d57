import 'server-only';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { config } from '@/lib/config/server';
import { openDatabase, pingDatabase, type DatabaseHandle } from './open';

export { openDatabase, pgliteDatabase, pingDatabase, SchemaOutdatedError } from './open';
export type { Database, DatabaseHandle, Transaction } from './open';
export * as tables from './schema';

/**
 * `column` named with its table, for a correlated subquery: drizzle writes a column bare inside
 * a subquery's selected fields, where "id" or "status" would name the inner table's own.
 */
export const outerColumn = (column: AnyPgColumn) => sql`${column.table}.${sql.identifier(column.name)}`;

// One database per process, kept on globalThis so dev hot reloads reuse it.
const holder = globalThis as typeof globalThis & { __printShopDatabase?: Promise<DatabaseHandle> };

/**
 * The process's database, opened on first use: PGlite is migrated (a new one starts from the
 * build's seed when there is one); a PostgreSQL schema must already be current (`npm run
 * db:migrate` is the deploy step) or opening fails naming it.
 */
export function getDatabase(): Promise<DatabaseHandle> {
  const target = config().database;
  holder.__printShopDatabase ??= (
    target.kind === 'postgres'
      ? openDatabase(target, 'require-current')
      : openDatabase({ ...target, fromSeed: true }, 'apply')
  ).catch((error: unknown) => {
    holder.__printShopDatabase = undefined;
    throw error;
  });
  return holder.__printShopDatabase;
}

/** Replaces the process's database (tests point route handlers at a fresh one). */
export function replaceDatabaseForTests(handle: DatabaseHandle | undefined): void {
  holder.__printShopDatabase = handle ? Promise.resolve(handle) : undefined;
}

export async function databaseHealth(): Promise<{ kind: DatabaseHandle['kind']; ok: boolean }> {
  try {
    const handle = await getDatabase();
    return { kind: handle.kind, ok: await pingDatabase(handle.db) };
  } catch {
    return { kind: config().database.kind, ok: false };
  }
}
