import { Pool } from 'pg';
import { sql } from 'drizzle-orm';
import { POST as prices } from '@/app/api/calculator-service/public/v1/prices/route';
import { openDatabase, replaceDatabaseForTests } from './server';
import { BUSY_MESSAGE, DomainError } from '@/lib/errors';
import { jsonRequest } from '@/tests/helpers/database';
import { createScratchDatabase, type ScratchDatabase } from '@/tests/helpers/scratch-database.mjs';
import { sheddingPool } from './shedding-pool';

const describePostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

const isBusy = (error: unknown) => error instanceof DomainError && error.kind === 'busy';

describePostgres('the PostgreSQL pool under overload', () => {
  let scratch: ScratchDatabase;
  let url: string;

  beforeAll(async () => {
    scratch = await createScratchDatabase('print_shop_shed');
    url = scratch.url;
  });
  afterAll(() => scratch?.drop());

  it('refuses at once past its queue, gives up a wait past its limit, and serves again once a connection is free', async () => {
    const pool = sheddingPool(
      Pool,
      { connectionString: url },
      { size: 1, connectionWaitMs: 300, queueLimit: 1 },
    );
    try {
      const holding = pool.query('select pg_sleep(4)');
      // Let the first query take the only connection before the others ask.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const waiting = pool.query('select 1').then(
        () => 'served',
        (error: unknown) => error,
      );
      const refused = pool.query('select 2').then(
        () => 'served',
        (error: unknown) => error,
      );
      // The third finds the queue full: refused while the first still holds the connection.
      const first = await Promise.race([refused, holding.then(() => 'the held query ended first')]);
      expect(isBusy(first)).toBe(true);
      expect((first as Error).message).toBe(BUSY_MESSAGE);
      // The second waited its 300 ms and was turned away, also before the held query ended.
      const second = await Promise.race([waiting, holding.then(() => 'the held query ended first')]);
      expect(isBusy(second)).toBe(true);
      await holding;
      expect((await pool.query('select 3 as n')).rows[0].n).toBe(3);
    } finally {
      await pool.end();
    }
  });

  it('answers the API 503 with Retry-After and the busy message, not 500', async () => {
    const handle = await openDatabase({
      kind: 'postgres',
      url,
      limits: { size: 1, connectionWaitMs: 200, queueLimit: 0 },
    });
    replaceDatabaseForTests(handle);
    try {
      // A drizzle query runs once something waits for it.
      const holding = handle.db.execute(sql`select pg_sleep(3)`).then(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const answer = await prices(
        jsonRequest('/api/calculator-service/public/v1/prices', {
          width: 3,
          height: 2,
          finish: 'gloss',
          embossing: 'standard',
        }),
        {},
      );
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(await answer.json()).toMatchObject({
        code: 'ServiceBusy',
        message: BUSY_MESSAGE,
        statusCode: 503,
      });
      await holding;
      const served = await prices(
        jsonRequest('/api/calculator-service/public/v1/prices', {
          width: 3,
          height: 2,
          finish: 'gloss',
          embossing: 'standard',
        }),
        {},
      );
      expect(served.status).toBe(200);
    } finally {
      replaceDatabaseForTests(undefined);
      await handle.close();
    }
  });
});
