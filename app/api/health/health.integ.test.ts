import { sql } from 'drizzle-orm';
import { replaceDatabaseForTests, type DatabaseHandle } from '@/lib/db/server';
import { describeWithDatabase } from '@/tests/helpers/database';
import { GET as live } from './live/route';
import { GET } from './route';

describeWithDatabase('GET /api/health', (database) => {
  it('answers 200 when the database answers', async () => {
    // The probe allows the database 2 s; a just-opened PGlite's first query (WASM warming up)
    // can take longer than that on a loaded machine, which a running server has long done.
    await database().db.execute(sql`select 1`);
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: database().kind });
  });
});

describe('GET /api/health with a database that does not answer', () => {
  afterEach(() => replaceDatabaseForTests(undefined));

  it('answers 503', async () => {
    const broken = {
      kind: 'pglite',
      close: async () => undefined,
      db: { execute: () => Promise.reject(new Error('connection refused')) },
    } as unknown as DatabaseHandle;
    replaceDatabaseForTests(broken);
    const response = await GET();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', database: 'pglite' });
  });
});

describe('GET /api/health/live', () => {
  it('answers 200 without asking the database, so it stays up while the database is down', async () => {
    replaceDatabaseForTests({
      kind: 'pglite',
      close: async () => undefined,
      db: {},
    } as unknown as DatabaseHandle);
    try {
      const response = live();
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ status: 'ok' });
    } finally {
      replaceDatabaseForTests(undefined);
    }
  });
});
