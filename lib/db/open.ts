import { mkdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Pool } from 'pg';
import journal from '@/drizzle/meta/_journal.json';
import { lockDataDir } from './data-dir-lock';
import { applyPostgresMigrations, migrationsFolder } from './migrations.mjs';
import { pgliteSeedFor } from './pglite-seed.mjs';
import { DEFAULT_POOL_LIMITS, sheddingPool, type PoolLimits } from './shedding-pool';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The handle a `db.transaction(...)` callback works with. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * `fromSeed`: a `dataDir` that holds no database yet is loaded from the build's migrated data
 * directory (lib/db/pglite-seed.mjs), when there is one, instead of created from nothing.
 */
export type DatabaseTarget =
  | { kind: 'pglite'; dataDir?: string; fromSeed?: boolean }
  | { kind: 'postgres'; url: string; limits?: PoolLimits };

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseTarget['kind'];
  close: () => Promise<void>;
};

/**
 * What opening does about the schema. `apply` migrates (PGlite always: it is the embedded
 * profile's deploy step; fresh test databases). `require-current` only checks a PostgreSQL
 * schema is up to date and refuses otherwise: a managed database is migrated once per deploy
 * by `npm run db:migrate`, not by every instance's cold start.
 */
export type SchemaPolicy = 'apply' | 'require-current';

/** A drizzle database over a PGlite client. */
export async function pgliteDatabase(client: PGlite): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  return drizzle(client, { schema }) as unknown as Database;
}

/** Thrown when a PostgreSQL schema is behind this build. */
export class SchemaOutdatedError extends Error {
  constructor(readonly pending: string[]) {
    super(
      `The database schema is behind this build (${pending.length} migration(s) not applied: ${pending.join(', ')}). ` +
        'Run `npm run db:migrate` with the direct connection string (DATABASE_MIGRATION_URL or DATABASE_URL), then start again.',
    );
    this.name = 'SchemaOutdatedError';
  }
}

/** The migrations of this build that the database has not recorded (drizzle's bookkeeping). */
async function pendingMigrations(pool: Pool): Promise<string[]> {
  const { rows: table } = await pool.query<{ present: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  let last = -1;
  if (table[0]?.present) {
    const { rows } = await pool.query<{ last: string | null }>(
      'select max(created_at)::text as last from drizzle.__drizzle_migrations',
    );
    last = Number(rows[0]?.last ?? -1);
  }
  return journal.entries.filter((entry) => entry.when > last).map((entry) => entry.tag);
}

/** Opens the database the target names; see `SchemaPolicy` for what it does to the schema. */
export async function openDatabase(
  target: DatabaseTarget,
  schemaPolicy: SchemaPolicy = 'apply',
): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = sheddingPool(Pool, { connectionString: target.url }, target.limits ?? DEFAULT_POOL_LIMITS);
    // An idle connection the server drops (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error(`[database] idle connection lost: ${error.message}`));
    const db = drizzle(pool, { schema });
    try {
      if (schemaPolicy === 'apply') await applyPostgresMigrations(pool);
      else {
        const pending = await pendingMigrations(pool);
        if (pending.length) throw new SchemaOutdatedError(pending);
      }
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let unlock = async (): Promise<void> => undefined;
  try {
    let client;
    if (target.dataDir) {
      await mkdir(target.dataDir, { recursive: true });
      unlock = await lockDataDir(target.dataDir);
      const loadDataDir = target.fromSeed ? await pgliteSeedFor(target.dataDir) : undefined;
      if (loadDataDir)
        console.info(`[database] new PGlite database in ${target.dataDir}, from the build's seed`);
      client = new PGlite(target.dataDir, loadDataDir ? { loadDataDir } : undefined);
    } else client = new PGlite();
    const db = await pgliteDatabase(client);
    await migrate(db as unknown as PgliteDatabase<typeof schema>, { migrationsFolder });
    return { db, kind: 'pglite', close: () => client.close().finally(unlock) };
  } catch (error) {
    await unlock();
    throw error;
  }
}

/** True when the database answers a trivial query within the time limit. */
export async function pingDatabase(db: Database, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
