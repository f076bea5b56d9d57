#!/usr/bin/env node
// `npm run db:migrate`: the deploy step that brings a PostgreSQL schema up to date. Use the
// direct (or session-mode) connection string: DATABASE_MIGRATION_URL when the app's
// DATABASE_URL goes through a transaction-mode pooler, else DATABASE_URL.
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { applyPostgresMigrations } from '../lib/db/migrations.mjs';

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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  migrateDatabase().then(
    () => console.info('[db:migrate] the database schema is up to date'),
    (error) => {
      console.error(`[db:migrate] failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
