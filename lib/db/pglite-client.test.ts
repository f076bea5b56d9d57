import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { oneTripClient } from './pglite-client';

// What drizzle asks of the client: rows as arrays, timestamps left as PostgreSQL's text.
const asDrizzleReads = {
  rowMode: 'array',
  parsers: { [types.TIMESTAMPTZ]: (value: string) => value },
} as const;

describe('the PGlite client drizzle is given', () => {
  let pglite: PGlite;
  let client: PGlite;

  beforeAll(async () => {
    pglite = new PGlite();
    client = oneTripClient(pglite);
    await pglite.exec(`
      create table things (
        id serial primary key,
        name text not null unique,
        count integer,
        big bigint,
        ratio numeric,
        active boolean,
        at timestamptz,
        day date,
        bytes bytea,
        doc jsonb,
        tags text[]
      )`);
  });
  afterAll(() => pglite.close());

  const insert = `insert into things (name, count, big, ratio, active, at, day, bytes)
    values ($1, $2, $3, $4, $5, $6, $7, $8) returning name, count, big, ratio, active, at, day, bytes`;
  const values = (name: string) => [
    name,
    42,
    9007199254740993n,
    0.125,
    false,
    new Date('2026-11-29T06:12:02.025Z'),
    new Date('2026-12-04T00:00:00Z'),
    new Uint8Array([0, 1, 254, 255]),
  ];

  it('stores and reads every kind of parameter as PGlite itself does', async () => {
    const ours = await client.query<unknown[]>(insert, values('ours'), asDrizzleReads);
    const theirs = await pglite.query<unknown[]>(insert, values('theirs'), asDrizzleReads);
    expect(ours.rows).toEqual([['ours', ...theirs.rows[0]!.slice(1)]]);
    expect(ours.fields).toEqual(theirs.fields);
    expect(ours.affectedRows).toBe(1);
    expect(theirs.rows[0]).toEqual([
      'theirs',
      42,
      9007199254740993n,
      '0.125',
      false,
      '2026-11-29 06:12:02.025+00',
      new Date('2026-12-04T00:00:00Z'),
      new Uint8Array([0, 1, 254, 255]),
    ]);
  });

  it('passes nulls, and text holding what the protocol treats specially', async () => {
    const odd = "a'b\\c\u0001 é 😀 $1 -- ;";
    const { rows } = await client.query<{ name: string; count: number | null }>(
      'insert into things (name, count) values ($1, $2) returning name, count',
      [odd, null],
    );
    expect(rows).toEqual([{ name: odd, count: null }]);
  });

  it('hands an object or array parameter to PGlite, which writes it by the column type', async () => {
    const { rows } = await client.query<{ doc: unknown; tags: string[] }>(
      'insert into things (name, doc, tags) values ($1, $2, $3) returning doc, tags',
      ['shaped', { quote: 'Q-1', lines: [1, 2] }, ['a', 'b,c']],
    );
    expect(rows).toEqual([{ doc: { quote: 'Q-1', lines: [1, 2] }, tags: ['a', 'b,c'] }]);
  });

  it('reports a failed statement with its PostgreSQL code and goes on working', async () => {
    await client.query('insert into things (name) values ($1)', ['taken']);
    await expect(client.query('insert into things (name) values ($1)', ['taken'])).rejects.toMatchObject({
      code: '23505',
    });
    await expect(client.query('select $1::int + 1 as next', ['x'])).rejects.toMatchObject({ code: '22P02' });
    const { rows } = await client.query<{ next: number }>('select $1::int + 1 as next', [1]);
    expect(rows).toEqual([{ next: 2 }]);
  });

  it('commits a transaction whole, and rolls it back whole when a statement fails', async () => {
    await client.transaction(async (tx) => {
      await tx.query('insert into things (name) values ($1)', ['kept-1']);
      await tx.query('insert into things (name) values ($1)', ['kept-2']);
    });
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into things (name) values ($1)', ['dropped']);
        await tx.query('insert into things (name) values ($1)', ['kept-1']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const { rows } = await client.query<{ name: string }>(
      "select name from things where name in ('kept-1', 'kept-2', 'dropped') order by name",
    );
    expect(rows.map(({ name }) => name)).toEqual(['kept-1', 'kept-2']);
  });

  it('refuses a query on a transaction that has ended', async () => {
    let ended: Parameters<Parameters<PGlite['transaction']>[0]>[0] | undefined;
    await client.transaction(async (tx) => {
      ended = tx;
    });
    await expect(ended!.query('select $1::int', [1])).rejects.toThrow('Transaction is closed');
  });

  it('runs concurrent queries and transactions one at a time, each seeing the others committed', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2
          ? client.query('insert into things (name) values ($1)', [`parallel-${index}`])
          : client.transaction(async (tx) => {
              await tx.query('insert into things (name) values ($1)', [`parallel-${index}`]);
            }),
      ),
    );
    const { rows } = await client.query<{ count: number }>(
      "select count(*)::int as count from things where name like 'parallel-%'",
    );
    expect(rows).toEqual([{ count: 20 }]);
  });

  /** How many statements are prepared: all of them, or those with this SQL. */
  const preparedCount = async (text?: string) =>
    (
      await pglite.query<{ count: number }>(
        'select count(*)::int as count from pg_prepared_statements where $1::text is null or statement = $1',
        [text ?? null],
      )
    ).rows[0]!.count;

  it('prepares a statement once however often it runs, and keeps at most 100 prepared', async () => {
    for (let run = 0; run < 10; run += 1) await client.query('select $1::int as run', [run]);
    expect(await preparedCount('select $1::int as run')).toBe(1);
    for (let text = 0; text < 150; text += 1) {
      const { rows } = await client.query<{ n: number }>(`select $1::int + ${text} as n`, [1]);
      expect(rows).toEqual([{ n: text + 1 }]);
    }
    expect(await preparedCount()).toBe(100);
    // One displaced long ago is prepared again when it comes back.
    expect((await client.query('select $1::int as run', [7])).rows).toEqual([{ run: 7 }]);
  });

  it('leaves nothing prepared by a statement that fails, in a transaction or not', async () => {
    await client.query('insert into things (name) values ($1)', ['only-once']);
    const failing = "insert into things (name) values ($1) returning 'first try'";
    await expect(client.query(failing, ['only-once'])).rejects.toMatchObject({ code: '23505' });
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into things (name) values ($1) returning 1', ['in-transaction']);
        await tx.query(failing, ['only-once']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(client.query('select nonsense from things where id = $1', [1])).rejects.toMatchObject({
      code: '42703',
    });
    expect(await preparedCount(failing)).toBe(0);
    expect(await preparedCount('select nonsense from things where id = $1')).toBe(0);
    expect(await preparedCount('insert into things (name) values ($1) returning 1')).toBe(1);
    const { rows } = await client.query(failing, ['only-twice']);
    expect(rows).toEqual([{ '?column?': 'first try' }]);
  });

  it('runs a kept statement again after the table it reads has changed', async () => {
    const read = 'select name from things where name = $1';
    await client.query('insert into things (name) values ($1)', ['before-change']);
    expect((await client.query(read, ['before-change'])).rows).toEqual([{ name: 'before-change' }]);
    await pglite.exec('alter table things add column note text');
    await pglite.exec('create index things_note_idx on things (note)');
    expect((await client.query(read, ['before-change'])).rows).toEqual([{ name: 'before-change' }]);
  });

  it('keeps what it wrote in a data directory once the database is closed and opened again', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pglite-client-'));
    try {
      const first = new PGlite(dataDir);
      await first.exec('create table notes (body text)');
      await oneTripClient(first).query('insert into notes values ($1)', ['kept']);
      await first.close();
      const again = new PGlite(dataDir);
      const { rows } = await again.query('select body from notes');
      await again.close();
      expect(rows).toEqual([{ body: 'kept' }]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
