// Jest global setup: migrates one in-memory PGlite and saves its data directory, so each
// suite loads a ready database (about a second) instead of running initdb and every
// migration itself (several seconds of CPU per suite).
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migratedPglite } from '../lib/db/pglite-seed.mjs';

export default async function globalSetup() {
  const client = await migratedPglite();
  try {
    // PGlite serves the `postgres` database; the two templates are only copied by CREATE
    // DATABASE, which no suite runs on PGlite. Without them the snapshot is 26 MB, not 41, and
    // each of the 30-odd suites that load it spends a third less CPU time doing so.
    for (const template of ['template0', 'template1']) {
      await client.query('update pg_database set datistemplate = false where datname = $1', [template]);
      await client.exec(`drop database ${template}`);
    }
    await client.exec('checkpoint');
    const dir = await mkdtemp(path.join(tmpdir(), 'print-shop-jest-'));
    const snapshot = path.join(dir, 'migrated.tar');
    await writeFile(snapshot, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    // Workers start after this and inherit the environment; the teardown removes the folder.
    process.env.PRINT_SHOP_TEST_DB_SNAPSHOT = snapshot;
  } finally {
    await client.close();
  }
}
