// The database steps before serving: the embedded database's seed beside the build, and with
// PostgreSQL the migrations (on a Node host, starting is the deploy step; `npm run db:migrate`
// runs the same step alone).
import { existsSync, statSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { applyPostgresMigrations } from '../lib/db/migrations.mjs';
import { migratedPglite, pgliteSeedFile } from '../lib/db/pglite-seed.mjs';
import { buildIdFile } from './build.mjs';

/**
 * Writes the embedded database's seed (lib/db/pglite-seed.mjs) unless one at least as new as
 * the build is there: a build made with plain `next build` gets its seed at the next start.
 * Written aside and renamed, so a server starting meanwhile never reads half a file.
 */
export async function writeDatabaseSeedIfNeeded() {
  if (existsSync(pgliteSeedFile) && statSync(pgliteSeedFile).mtimeMs >= statSync(buildIdFile).mtimeMs) return;
  const client = await migratedPglite();
  try {
    const dump = await client.dumpDataDir('gzip');
    const partial = `${pgliteSeedFile}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, pgliteSeedFile);
  } finally {
    await client.close();
  }
  console.info('[start] wrote the embedded database seed');
}

/**
 * Brings a PostgreSQL schema up to date over the direct (or session-mode) connection:
 * DATABASE_MIGRATION_URL when the app's DATABASE_URL goes through a transaction-mode pooler,
 * else DATABASE_URL.
 * @param {NodeJS.ProcessEnv} [env]
 */
export async function migrateDatabase(env = process.env) {
  const url = env.DATABASE_MIGRATION_URL?.trim() || env.DATABASE_URL?.trim();
  if (!url) {
    throw new Error(
      'db:migrate needs DATABASE_MIGRATION_URL or DATABASE_URL (PostgreSQL). The embedded PGlite database migrates itself at start.',
    );
  }
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await applyPostgresMigrations(pool);
  } finally {
    await pool.end();
  }
}
