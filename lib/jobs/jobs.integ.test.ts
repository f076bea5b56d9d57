import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { GET, POST } from '@/app/api/cron/[job]/route';
import { getDatabase, openDatabase, tables, type Database, type DatabaseHandle } from '@/lib/db/server';
import { describeWithDatabase, testDatabaseKinds } from '@/tests/helpers/database';
import { testDataDir } from '@/tests/helpers/quotes';
import { createScratchDatabase } from '@/tests/helpers/scratch-database.mjs';
import { runJobWith, type Job } from './server';

const dataDir = testDataDir();
// Read by the app's configuration on first use, after this line runs.
const secret = 'cron-secret-for-tests-0123456789';
process.env.CRON_SECRET = secret;

const call = (method: 'GET' | 'POST', job: string, authorization?: string) =>
  (method === 'GET' ? GET : POST)(
    new Request(`http://localhost:3000/api/cron/${job}`, {
      method,
      headers: authorization ? { authorization } : {},
    }),
    { params: Promise.resolve({ job }) },
  );

/** An uploaded file no quote took up, last touched two days ago. */
function abandonedUpload(): string {
  const dir = path.join(dataDir, 'uploads');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${randomBytes(8).toString('hex')}.pdf`);
  writeFileSync(file, '%PDF-1.4\n');
  const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
  utimesSync(file, twoDaysAgo, twoDaysAgo);
  return file;
}

describeWithDatabase('/api/cron/[job]', () => {
  beforeAll(() => jest.spyOn(console, 'info').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  it('answers 401 without the secret or with a wrong one, before saying whether the job exists', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${secret}x`, secret, `Basic ${secret}`]) {
      const response = await call('POST', 'sweep-uploads', authorization);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    }
    expect((await call('POST', 'no-such-job')).status).toBe(401);
  });

  it('answers 404 for an unknown job', async () => {
    const response = await call('POST', 'no-such-job', `Bearer ${secret}`);
    expect(response.status).toBe(404);
    expect((await call('GET', 'constructor', `Bearer ${secret}`)).status).toBe(404);
  });

  it('runs the sweep on POST and on GET (Vercel Cron), and records each run', async () => {
    const file = abandonedUpload();
    const response = await call('POST', 'sweep-uploads', `Bearer ${secret}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      job: 'sweep-uploads',
      outcome: 'succeeded',
      counts: { removed: 1 },
    });
    expect(existsSync(file)).toBe(false);

    const again = await call('GET', 'sweep-uploads', `Bearer ${secret}`);
    expect(await again.json()).toMatchObject({ outcome: 'succeeded', counts: { removed: 0 } });

    const { db } = await getDatabase();
    const runs = await db.select().from(tables.jobRuns).where(eq(tables.jobRuns.job, 'sweep-uploads'));
    expect(runs.map((run) => [run.trigger, run.outcome, run.counts])).toEqual(
      expect.arrayContaining([
        ['cron', 'succeeded', { removed: 1 }],
        ['cron', 'succeeded', { removed: 0 }],
      ]),
    );
    expect(runs.every((run) => run.finishedAt && run.finishedAt >= run.startedAt)).toBe(true);
  });

  it('clears the rate-limit counters whose window ended over an hour ago, and no others', async () => {
    const { db } = await getDatabase();
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60 * 1000);
    await db.insert(tables.rateLimits).values([
      { key: 'rate:quotes:203.0.113.1', points: 30, expire: ago(120) },
      { key: 'rate:quotes:203.0.113.2', points: 3, expire: ago(10) },
      { key: 'rate:quotes:203.0.113.3', points: 1, expire: ago(-10) },
    ]);
    const response = await call('POST', 'clear-rate-limits', `Bearer ${secret}`);
    expect(await response.json()).toMatchObject({ outcome: 'succeeded', counts: { removed: 1 } });
    const left = await db.select({ key: tables.rateLimits.key }).from(tables.rateLimits);
    expect(left.map((row) => row.key).sort()).toEqual(['rate:quotes:203.0.113.2', 'rate:quotes:203.0.113.3']);
  });
});

describe('/api/cron/[job] without CRON_SECRET', () => {
  it('is off, with a message saying how to turn it on', async () => {
    await jest.isolateModulesAsync(async () => {
      const saved = process.env.CRON_SECRET;
      delete process.env.CRON_SECRET;
      try {
        const route = await import('@/app/api/cron/[job]/route');
        const response = await route.POST(
          new Request('http://localhost:3000/api/cron/sweep-uploads', {
            method: 'POST',
            headers: { authorization: 'Bearer ' },
          }),
          { params: Promise.resolve({ job: 'sweep-uploads' }) },
        );
        expect(response.status).toBe(503);
        expect((await response.json()).message).toContain('set CRON_SECRET');
      } finally {
        process.env.CRON_SECRET = saved;
      }
    });
  });
});

/** Two app instances on one database: PGlite has one connection; PostgreSQL gets two pools. */
async function twoInstances(
  kind: DatabaseHandle['kind'],
): Promise<{ dbs: [Database, Database]; close: () => Promise<void> }> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite' });
    return { dbs: [handle.db, handle.db], close: handle.close };
  }
  const scratch = await createScratchDatabase('print_shop_jobs');
  const [a, b] = await Promise.all([
    openDatabase({ kind: 'postgres', url: scratch.url }),
    openDatabase({ kind: 'postgres', url: scratch.url }),
  ]);
  return {
    dbs: [a.db, b.db],
    close: async () => {
      await Promise.all([a.close(), b.close()]);
      await scratch.drop();
    },
  };
}

describe.each(testDatabaseKinds)('a job run from two instances at once [%s]', (kind) => {
  let instances: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    instances = await twoInstances(kind);
  });
  afterAll(() => instances.close());

  /** A job that takes a while, counting how often its work was done. */
  function slowJob() {
    let runs = 0;
    const job: Job = {
      everyMs: 60_000,
      run: async () => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { done: 1 };
      },
    };
    return { job, runs: () => runs };
  }

  it('does the work once; the other run is recorded as skipped', async () => {
    const { job, runs } = slowJob();
    const [a, b] = instances.dbs;
    const results = await Promise.all([
      runJobWith(a, 'race', job, 'cron'),
      runJobWith(b, 'race', job, 'cron'),
      runJobWith(b, 'race', job, 'timer'),
    ]);
    expect(runs()).toBe(1);
    expect(results.map((result) => result.outcome).sort()).toEqual(['skipped', 'skipped', 'succeeded']);
    const recorded = await a.select().from(tables.jobRuns).where(eq(tables.jobRuns.job, 'race'));
    expect(recorded.map((run) => run.outcome).sort()).toEqual(['skipped', 'skipped', 'succeeded']);

    // The lease is given back: the next run does the work again.
    expect((await runJobWith(b, 'race', job, 'cron')).outcome).toBe('succeeded');
    expect(runs()).toBe(2);
  });

  it('takes over a lease left behind by an instance that crashed, and records a failure', async () => {
    const [a] = instances.dbs;
    await a.insert(tables.jobLeases).values({
      job: 'crashed',
      holder: '00000000-0000-4000-8000-000000000000',
      expiresAt: new Date(Date.now() - 1000),
    });
    const { job, runs } = slowJob();
    expect((await runJobWith(a, 'crashed', job, 'cron')).outcome).toBe('succeeded');
    expect(runs()).toBe(1);

    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing: Job = { everyMs: 60_000, run: () => Promise.reject(new Error('disk full')) };
    expect((await runJobWith(a, 'crashed', failing, 'cron')).outcome).toBe('failed');
    log.mockRestore();
    const [failed] = await a.select().from(tables.jobRuns).where(eq(tables.jobRuns.outcome, 'failed'));
    expect(failed).toMatchObject({ job: 'crashed', error: 'disk full' });
    expect((await runJobWith(a, 'crashed', job, 'cron')).outcome).toBe('succeeded');
  });
});
