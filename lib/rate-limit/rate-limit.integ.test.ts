import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { tables, type Database, type DatabaseHandle } from '@/lib/db/server';
import { openTestDatabase, testDatabaseKinds } from '@/tests/helpers/database';
import {
  counterRedisClient,
  createLimiter,
  databaseStore,
  memoryStore,
  redisStore,
  type CounterStore,
} from './server';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.warn('TEST_REDIS_URL is not set: the Redis rate-limit store is not tested.');

type Backend = {
  name: string;
  open: () => Promise<{ store: () => CounterStore; close: () => Promise<void> }>;
};

const databaseBackends: Backend[] = testDatabaseKinds.map((kind) => ({
  name: `database (${kind})`,
  open: async () => {
    const handle: DatabaseHandle = await openTestDatabase(kind);
    return { store: () => databaseStore(async () => handle.db), close: () => handle.close() };
  },
}));

const redisBackends: Backend[] = redisUrl
  ? [
      {
        name: 'redis',
        open: async () => {
          const clients: ReturnType<typeof counterRedisClient>[] = [];
          return {
            // Each "instance" gets its own connection, as separate servers would.
            store: () => {
              const client = counterRedisClient(redisUrl);
              clients.push(client);
              return redisStore(client);
            },
            close: async () => {
              clients.forEach((client) => client.disconnect());
            },
          };
        },
      },
    ]
  : [];

const sharedBackends = [...databaseBackends, ...redisBackends];

/** Keys unique to this run, so parallel runs and earlier runs never share a count. */
const key = (name: string) => `test-${randomUUID()}:${name}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function parallelHits(
  limiter: ReturnType<typeof createLimiter>,
  k: string,
  rule: { limit: number; windowMs: number },
  count: number,
) {
  const results = await Promise.all(Array.from({ length: count }, () => limiter.hit(k, rule)));
  return results.filter((result) => result.allowed).length;
}

/**
 * Visits past the limit, each refunded (on `refunder`, which may be another instance), leave
 * the whole limit for what comes after them.
 */
async function expectRefundedHitsUncounted(
  limiter: ReturnType<typeof createLimiter>,
  refunder: ReturnType<typeof createLimiter>,
  k: string,
) {
  const rule = { limit: 3, windowMs: 60_000 };
  for (let visit = 0; visit < 5; visit += 1) {
    expect((await limiter.hit(k, rule)).allowed).toBe(true);
    await refunder.refund(k, rule);
  }
  expect(await parallelHits(limiter, k, rule, 10)).toBe(3);
}

describe('memory rate limiter', () => {
  it('allows the limit per window, then tells how long to wait, per key', async () => {
    const limiter = createLimiter(memoryStore());
    const rule = { limit: 2, windowMs: 60_000 };
    expect(await limiter.hit('a', rule)).toEqual({ allowed: true, remaining: 1, retryAfterMs: 0 });
    expect(await limiter.hit('a', rule)).toEqual({ allowed: true, remaining: 0, retryAfterMs: 0 });
    const refused = await limiter.hit('a', rule);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(59_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
    expect((await limiter.hit('b', rule)).allowed).toBe(true);
  });

  it('counts the same key separately under different rules', async () => {
    const limiter = createLimiter(memoryStore());
    expect((await limiter.hit('a', { limit: 1, windowMs: 60_000 })).allowed).toBe(true);
    expect((await limiter.hit('a', { limit: 1, windowMs: 60_000 })).allowed).toBe(false);
    expect((await limiter.hit('a', { limit: 1, windowMs: 30_000 })).allowed).toBe(true);
  });

  it('allows exactly the limit out of 100 parallel hits', async () => {
    expect(await parallelHits(createLimiter(memoryStore()), 'x', { limit: 7, windowMs: 60_000 }, 100)).toBe(
      7,
    );
  });

  it('takes a refunded hit back', async () => {
    const limiter = createLimiter(memoryStore());
    await expectRefundedHitsUncounted(limiter, limiter, 'r');
  });

  it('starts a fresh window once the old one has expired', async () => {
    const limiter = createLimiter(memoryStore());
    const rule = { limit: 2, windowMs: 1000 };
    expect(await parallelHits(limiter, 'w', rule, 5)).toBe(2);
    await sleep(1100);
    expect(await limiter.hit('w', rule)).toEqual({ allowed: true, remaining: 1, retryAfterMs: 0 });
  });
});

describe.each(testDatabaseKinds)('database rate limiter [%s]', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(() => handle.close());

  it("keeps its counts in the library's rows, so a count in progress carries over a deploy", async () => {
    const limiter = createLimiter(databaseStore(async () => handle.db));
    const k = key('rows');
    const rule = { limit: 4, windowMs: 60_000 };
    const started = Date.now();
    await limiter.hit(k, rule);
    await limiter.hit(k, rule);
    const [row] = await handle.db
      .select()
      .from(tables.rateLimits)
      .where(eq(tables.rateLimits.key, `rate:4/60000:${k}`));
    expect(row?.points).toBe(2);
    expect(row!.expire!.getTime() - started).toBeGreaterThan(59_000);
    expect(row!.expire!.getTime() - started).toBeLessThanOrEqual(61_000);
    // A row the library left mid-window goes on counting from where it was.
    await handle.db.insert(tables.rateLimits).values({
      key: `rate:4/60000:${k}-older`,
      points: 3,
      expire: new Date(Date.now() + 30_000),
    });
    expect(await limiter.hit(`${k}-older`, rule)).toMatchObject({ allowed: true, remaining: 0 });
    const refused = await limiter.hit(`${k}-older`, rule);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(25_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(30_000);
  });

  it('counts the hits that come together, of any keys and rules, each once, opening a new window for an ended one', async () => {
    const limiter = createLimiter(databaseStore(async () => handle.db));
    const [often, rarely] = [
      { limit: 3, windowMs: 60_000 },
      { limit: 2, windowMs: 30_000 },
    ];
    const [x, y, z] = [key('x'), key('y'), key('z')];
    // y's window ended: the hits open a new one for it.
    await handle.db
      .insert(tables.rateLimits)
      .values({ key: `rate:2/30000:${y}`, points: 9, expire: new Date(Date.now() - 1000) });
    const hits: [string, typeof often][] = [
      [x, often],
      [y, rarely],
      [x, often],
      [z, often],
      [x, often],
      [y, rarely],
      [x, often],
      [y, rarely],
      [x, rarely],
    ];
    const results = await Promise.all(hits.map(([k, rule]) => limiter.hit(k, rule)));
    // Hits counted at once may be counted in any order: each key's answers, most remaining first.
    const answersFor = (k: string, rule: typeof often) =>
      results
        .filter((_, index) => hits[index]![0] === k && hits[index]![1] === rule)
        .sort((a, b) => b.remaining - a.remaining || Number(b.allowed) - Number(a.allowed));
    const shape = (answers: typeof results) => answers.map(({ allowed, remaining }) => [allowed, remaining]);
    expect(shape(answersFor(x, often))).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
    ]);
    expect(shape(answersFor(y, rarely))).toEqual([
      [true, 1],
      [true, 0],
      [false, 0],
    ]);
    expect(shape(answersFor(z, often))).toEqual([[true, 2]]);
    expect(shape(answersFor(x, rarely))).toEqual([[true, 1]]);
    expect(answersFor(x, often)[3]!.retryAfterMs).toBeGreaterThan(55_000);
    expect(answersFor(y, rarely)[2]!.retryAfterMs).toBeGreaterThan(25_000);
    expect(answersFor(y, rarely)[2]!.retryAfterMs).toBeLessThanOrEqual(30_000);
    const rows = await handle.db.select().from(tables.rateLimits);
    const points = (rowKey: string) => rows.find((row) => row.key === rowKey)?.points;
    expect([points(`rate:3/60000:${x}`), points(`rate:2/30000:${y}`), points(`rate:3/60000:${z}`)]).toEqual([
      4, 3, 1,
    ]);
    expect(points(`rate:2/30000:${x}`)).toBe(1);
  });
});

describe.each(sharedBackends)('shared rate limiter: $name', (backend) => {
  let opened: Awaited<ReturnType<Backend['open']>>;
  beforeAll(async () => {
    opened = await backend.open();
  });
  afterAll(() => opened.close());

  it('allows exactly the limit out of 100 parallel hits (the count is atomic)', async () => {
    const limiter = createLimiter(opened.store());
    expect(await parallelHits(limiter, key('atomic'), { limit: 7, windowMs: 60_000 }, 100)).toBe(7);
  });

  it('shares the count between two instances', async () => {
    const [first, second] = [createLimiter(opened.store()), createLimiter(opened.store())];
    const k = key('shared');
    const rule = { limit: 4, windowMs: 60_000 };
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) => (index % 2 ? first : second).hit(k, rule)),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(4);
    const refused = await first.hit(k, rule);
    expect(refused).toMatchObject({ allowed: false, remaining: 0 });
    expect(refused.retryAfterMs).toBeGreaterThan(50_000);
  });

  it('takes a refunded hit back, whichever instance refunds it', async () => {
    await expectRefundedHitsUncounted(
      createLimiter(opened.store()),
      createLimiter(opened.store()),
      key('refund'),
    );
  });

  it('starts a fresh window once the old one has expired', async () => {
    const limiter = createLimiter(opened.store());
    const k = key('window');
    const rule = { limit: 2, windowMs: 1000 };
    expect(await parallelHits(limiter, k, rule, 5)).toBe(2);
    await sleep(1100);
    expect(await limiter.hit(k, rule)).toEqual({ allowed: true, remaining: 1, retryAfterMs: 0 });
  });
});

describe('a shared store that is down', () => {
  let log: jest.SpyInstance;
  beforeEach(() => {
    log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => log.mockRestore());

  /** Port of a socket that was listening a moment ago: connections to it are refused. */
  async function closedPort(): Promise<number> {
    const server = net.createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    return port;
  }

  async function expectFailOpen(store: CounterStore, name: string) {
    const limiter = createLimiter(store);
    const rule = { limit: 3, windowMs: 60_000 };
    const results = [];
    for (let hit = 0; hit < 5; hit += 1) results.push(await limiter.hit('visitor', rule));
    // Allowed, never an error; still limited within this instance.
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false, false]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(
      new RegExp(`^\\[rate-limit\\] ${name} store unavailable, allowing`),
    );
  }

  it('allows requests with one log line when PostgreSQL refuses connections', async () => {
    const pool = new Pool({ connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/test` });
    pool.on('error', () => undefined);
    try {
      await expectFailOpen(
        databaseStore(async () => drizzle(pool) as unknown as Database),
        'postgres',
      );
    } finally {
      await pool.end();
    }
  });

  it('allows requests with one log line when the database cannot be opened at all', async () => {
    await expectFailOpen(
      databaseStore(() => Promise.reject(new Error('connect ECONNREFUSED'))),
      'postgres',
    );
  });

  it('allows requests with one log line when Redis refuses connections', async () => {
    const client = counterRedisClient(`redis://127.0.0.1:${await closedPort()}`);
    try {
      const started = Date.now();
      await expectFailOpen(redisStore(client), 'redis');
      // After the first failure, requests skip the store instead of each waiting on it.
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      client.disconnect();
    }
  });

  it('does not wait on a store that accepts connections but never answers', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket)).listen(0, '127.0.0.1');
    await new Promise((resolve) => silent.once('listening', resolve));
    const client = counterRedisClient(`redis://127.0.0.1:${(silent.address() as net.AddressInfo).port}`);
    try {
      const limiter = createLimiter(redisStore(client), { timeoutMs: 200 });
      const started = Date.now();
      expect((await limiter.hit('visitor', { limit: 3, windowMs: 60_000 })).allowed).toBe(true);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(log).toHaveBeenCalledWith(
        expect.stringMatching(/^\[rate-limit\] redis store unavailable, allowing/),
      );
    } finally {
      client.disconnect();
      sockets.forEach((socket) => socket.destroy());
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
