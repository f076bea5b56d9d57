// The embedded database's starting point: a PGlite data directory with this build's
// migrations applied. `npm start` (server/start.mjs) writes it next to the build; a DATA_DIR
// that holds no database yet is loaded from it. Creating a data directory from nothing
// (initdb, in a second WebAssembly Postgres) costs about 8 CPU-seconds at every fresh start;
// loading the seed costs about 2. Plain JavaScript, like migrations.mjs, for the start script.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { migrationsFolder } from './migrations.mjs';

export const pgliteSeedFile = path.join(process.cwd(), '.next', 'pglite-seed.tar.gz');

/**
 * A new in-memory PGlite with this build's migrations applied, to dump: the seed
 * (server/start.mjs) and Jest's snapshot (tests/global-setup.mjs). The caller closes it.
 * @returns {Promise<import('@electric-sql/pglite').PGlite>}
 */
export async function migratedPglite() {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = new PGlite();
  try {
    await migrate(drizzle(client), { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return client;
}

/**
 * The seed to load into `dataDir`, when that holds no database yet and the seed exists;
 * otherwise undefined, and PGlite opens what is there or creates a database from nothing. A
 * database that is there is never replaced.
 * @param {string} dataDir
 * @param {string} [seedFile]
 * @returns {Promise<Blob | undefined>}
 */
export async function pgliteSeedFor(dataDir, seedFile = pgliteSeedFile) {
  // Files of the running instance, not of the build: the bundler must not trace them.
  const database = path.join(/*turbopackIgnore: true*/ dataDir, 'PG_VERSION');
  if (existsSync(database) || !existsSync(/*turbopackIgnore: true*/ seedFile)) return undefined;
  return new Blob([await readFile(/*turbopackIgnore: true*/ seedFile)], { type: 'application/x-gzip' });
}
