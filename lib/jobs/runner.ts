import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { tables, type Database } from '@/lib/db/server';
import type { Job } from './registry';

/** Longer than any job takes; a lease left by a crashed instance frees itself after this. */
const LEASE_MS = 10 * 60 * 1000;
/** How long the record of each run is kept. */
const RUN_HISTORY_MS = 30 * 24 * 60 * 60 * 1000;

export type JobTrigger = 'cron' | 'timer';

export type JobRun = {
  job: string;
  outcome: 'succeeded' | 'failed' | 'skipped';
  startedAt: Date;
  finishedAt: Date;
  counts?: Record<string, number>;
};

/**
 * Takes the job's lease if nobody holds an unexpired one: one atomic upsert, so of two
 * instances racing, exactly one gets it. Works the same on PostgreSQL behind a
 * transaction-mode pooler (no session lock to lose) and on PGlite.
 */
async function takeLease(db: Database, job: string, holder: string): Promise<boolean> {
  const leases = tables.jobLeases;
  const expiresAt = sql`now() + ${`${LEASE_MS} milliseconds`}::interval`;
  const taken = await db
    .insert(leases)
    .values({ job, holder, expiresAt })
    .onConflictDoUpdate({
      target: leases.job,
      set: { holder, expiresAt },
      setWhere: sql`${leases.expiresAt} <= now()`,
    })
    .returning({ holder: leases.holder });
  return taken[0]?.holder === holder;
}

/**
 * Runs one job under its lease and records the run (started, finished, outcome, counts) in
 * `job_runs`. A run that finds the lease held by another instance does nothing and is
 * recorded as skipped: the jobs are idempotent, so the holder's run covers it.
 */
export async function runJobWith(db: Database, name: string, job: Job, trigger: JobTrigger): Promise<JobRun> {
  const runs = tables.jobRuns;
  const holder = randomUUID();
  const startedAt = new Date();
  if (!(await takeLease(db, name, holder))) {
    const finishedAt = new Date();
    await db.insert(runs).values({ job: name, trigger, startedAt, finishedAt, outcome: 'skipped' });
    return { job: name, outcome: 'skipped', startedAt, finishedAt };
  }
  try {
    const [row] = await db
      .insert(runs)
      .values({ job: name, trigger, startedAt, outcome: 'running' })
      .returning({ id: runs.id });
    const finish = async (result: Omit<JobRun, 'job' | 'startedAt' | 'finishedAt'>, error?: string) => {
      const finishedAt = new Date();
      await db
        .update(runs)
        .set({ finishedAt, outcome: result.outcome, counts: result.counts, error })
        .where(eq(runs.id, row!.id));
      return { job: name, startedAt, finishedAt, ...result };
    };
    let counts: Record<string, number>;
    try {
      counts = await job.run();
    } catch (error) {
      console.error(`[jobs] ${name} failed:`, error);
      return await finish(
        { outcome: 'failed' },
        error instanceof Error ? error.message.slice(0, 500) : 'failed',
      );
    }
    await db
      .delete(runs)
      .where(and(eq(runs.job, name), lt(runs.startedAt, new Date(Date.now() - RUN_HISTORY_MS))));
    return await finish({ outcome: 'succeeded', counts });
  } finally {
    await db
      .delete(tables.jobLeases)
      .where(and(eq(tables.jobLeases.job, name), eq(tables.jobLeases.holder, holder)));
  }
}
