import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, SchemaOutdatedError } from '@/lib/db';

const adminUrl = process.env.TEST_DATABASE_URL;
const describePostgres = adminUrl ? describe : describe.skip;

async function admin(statement: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describePostgres('a PostgreSQL schema at server start (require-current)', () => {
  const name = `print_shop_policy_${randomBytes(6).toString('hex')}`;
  let url: string;

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const target = new URL(adminUrl!);
    target.pathname = `/${name}`;
    url = target.toString();
  });
  afterAll(() => admin(`drop database if exists ${name} with (force)`));

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
