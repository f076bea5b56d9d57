#!/usr/bin/env node
// `npm run db:migrate`: the deploy step that brings a PostgreSQL schema up to date (the same
// step `npm start` takes first; see migrateDatabase in server/database.mjs).
import { migrateDatabase } from '../server/database.mjs';

migrateDatabase().then(
  () => console.info('[db:migrate] the database schema is up to date'),
  (error) => {
    console.error(`[db:migrate] failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
