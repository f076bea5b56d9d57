// Applying the migrations to PostgreSQL, shared by `npm run db:migrate` (scripts/db-migrate.mjs,
// plain Node) and openDatabase in apply mode (the Jest helpers). Plain JavaScript so the
// deploy step needs no build.
import path from 'node:path';

export const migrationsFolder = path.join(process.cwd(), 'drizzle');

// Session advisory lock: several deploy steps or test runs may migrate at once; one applies,
// the others wait and then find nothing left to do. Needs a direct or session-mode
// connection (a transaction-mode pooler drops session locks).
const MIGRATION_LOCK = 724011;

/** @param {import('pg').Pool} pool */
export async function applyPostgresMigrations(pool) {
  // Loaded here, not at the top: PGlite users of migrationsFolder need no PostgreSQL driver.
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
