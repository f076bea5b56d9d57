import { sql } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, pingDatabase } from './server';
import { openTestDatabase, testDatabaseKinds } from '@/tests/helpers/database';

async function tableNames(handle: Awaited<ReturnType<typeof openDatabase>>): Promise<string[]> {
  const result = await handle.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return ((result as unknown as { rows: unknown[] }).rows as { table_name: string }[]).map(
    (row) => row.table_name,
  );
}

// Opening a file-backed PGlite twice means two WebAssembly Postgres cold starts: seconds on an
// idle machine, much longer on a loaded 2-core one.
const TWO_COLD_STARTS_MS = 120_000;

describe('migrations', () => {
  it(
    'create the schema in a fresh PGlite data directory and are a no-op when reopened',
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'print-shop-db-'));
      try {
        const first = await openDatabase({ kind: 'pglite', dataDir: dir });
        expect(await tableNames(first)).toContain('outbox');
        await first.close();
        const reopened = await openDatabase({ kind: 'pglite', dataDir: dir });
        expect(await pingDatabase(reopened.db)).toBe(true);
        expect(await tableNames(reopened)).toContain('outbox');
        await reopened.close();
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    TWO_COLD_STARTS_MS,
  );

  it.each(testDatabaseKinds)('apply on a fresh %s database', async (kind) => {
    const handle = await openTestDatabase(kind);
    try {
      expect(handle.kind).toBe(kind);
      expect(await tableNames(handle)).toEqual(expect.arrayContaining(['outbox']));
    } finally {
      await handle.close();
    }
  });
});
