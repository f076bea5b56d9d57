import { readFile } from 'node:fs/promises';
import { openDatabase, pgliteDatabase, replaceDatabaseForTests, type DatabaseHandle } from '@/lib/db/server';
import { DEFAULT_POOL_LIMITS } from '@/lib/db/shedding-pool';
import { deliveriesSettled } from '@/lib/messaging/server';
import { rendersSettled } from '@/lib/proofs/server';
import { createScratchDatabase } from './scratch-database.mjs';

/**
 * Integration suites run once per database: always a fresh in-memory PGlite (loaded from
 * the migrated snapshot of tests/global-setup.mjs), and also a fresh PostgreSQL database
 * when TEST_DATABASE_URL is set (created here, dropped after).
 */
export const testDatabaseKinds: DatabaseHandle['kind'][] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/** A fresh in-memory PGlite holding a copy of the migrated snapshot. */
async function openSnapshotPglite(snapshot: string): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const tar = await readFile(snapshot);
  // PGlite reads the snapshot with arrayBuffer() alone. Node's Blob would copy 26 MB in and
  // out again in small chunks, which cost more CPU time than the rest of opening it.
  const loadDataDir = {
    type: 'application/x-tar',
    arrayBuffer: async () => tar.buffer.slice(tar.byteOffset, tar.byteOffset + tar.byteLength),
  } as Blob;
  const client = new PGlite({ loadDataDir });
  return { db: await pgliteDatabase(client), kind: 'pglite', close: () => client.close() };
}

export async function openTestDatabase(kind: DatabaseHandle['kind']): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const snapshot = process.env.PRINT_SHOP_TEST_DB_SNAPSHOT;
    return snapshot ? openSnapshotPglite(snapshot) : openDatabase({ kind: 'pglite' });
  }
  const scratch = await createScratchDatabase('print_shop_test');
  // A shared machine running the suite beside a build can keep a query waiting seconds for a
  // connection: the suites' bursts wait for one. The shedding itself is tested with its own
  // limits (lib/db/shedding-pool.integ.test.ts).
  const handle = await openDatabase({
    kind: 'postgres',
    url: scratch.url,
    limits: { ...DEFAULT_POOL_LIMITS, connectionWaitMs: 60_000 },
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * `describe` once per test database; inside, the app's `getDatabase()` returns that
 * database, so route handlers can be called directly.
 */
export function describeWithDatabase(title: string, body: (database: () => DatabaseHandle) => void): void {
  describe.each(testDatabaseKinds)(`${title} [%s]`, (kind) => {
    let handle: DatabaseHandle | undefined;
    beforeAll(async () => {
      handle = await openTestDatabase(kind);
      replaceDatabaseForTests(handle);
    });
    afterAll(async () => {
      // E-mails a test's quote or sign-up sent, and proofs its quote queued, in the background
      // still write to this database.
      await Promise.all([deliveriesSettled(), rendersSettled()]);
      replaceDatabaseForTests(undefined);
      await handle?.close();
    });
    body(() => {
      if (!handle) throw new Error('The test database is not open yet.');
      return handle;
    });
  });
}

/** A request as a browser on this site (or another one, with `origin`) would send it. */
export function jsonRequest(
  url: string,
  body: unknown,
  {
    method = 'POST',
    origin = 'http://localhost:3000',
    headers = {},
  }: { method?: string; origin?: string | null; headers?: Record<string, string> } = {},
): Request {
  return new Request(new URL(url, 'http://localhost:3000'), {
    method,
    headers: {
      'content-type': 'application/json',
      host: 'localhost:3000',
      ...(origin ? { origin } : {}),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
