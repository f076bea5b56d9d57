import { Client } from 'pg';
import { openDatabase, SchemaOutdatedError } from './server';
import { createScratchDatabase, type ScratchDatabase } from '@/tests/helpers/scratch-database.mjs';

const describePostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describePostgres('a PostgreSQL schema at server start (require-current)', () => {
  let scratch: ScratchDatabase;
  let url: string;

  beforeAll(async () => {
    scratch = await createScratchDatabase('print_shop_policy');
    url = scratch.url;
  });
  afterAll(() => scratch?.drop());

  it('refuses an unmigrated database, naming npm run db:migrate, and creates nothing', async () => {
    const opening = openDatabase({ kind: 'postgres', url }, 'require-current');
    await expect(opening).rejects.toThrow(SchemaOutdatedError);
    await expect(opening).rejects.toThrow(/0000_init.*npm run db:migrate/);
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query(
        "select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')",
      );
      expect(rows[0].n).toBe(0);
    } finally {
      await client.end();
    }
  });

  it('opens once the deploy step has applied the migrations', async () => {
    const migrated = await openDatabase({ kind: 'postgres', url }, 'apply');
    await migrated.close();
    const handle = await openDatabase({ kind: 'postgres', url }, 'require-current');
    try {
      expect(handle.kind).toBe('postgres');
    } finally {
      await handle.close();
    }
  });
});
