import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { config } from '@/lib/config/server';
import { getDatabase } from '@/lib/db/server';
import { isJobName, jobs, type JobName } from './registry';
import { runJobWith, type JobRun, type JobTrigger } from './runner';

export { isJobName } from './registry';
export type { Job, JobName } from './registry';
export { runJobWith } from './runner';
export type { JobRun, JobTrigger } from './runner';

/** Runs a registered job on the app's database, under its lease, and records the run. */
export async function runJob(name: JobName, trigger: JobTrigger): Promise<JobRun> {
  const { db } = await getDatabase();
  return runJobWith(db, name, jobs[name], trigger);
}

/**
 * Whether an `Authorization` header carries the configured `Bearer <CRON_SECRET>`. Compared
 * as digests in constant time, so neither the secret's bytes nor its length leak by timing.
 * `disabled` when no secret is configured: then nobody may call the jobs from outside.
 */
export function cronAuthorization(header: string | null): 'disabled' | 'valid' | 'invalid' {
  const secret = config().cronSecret;
  if (!secret) return 'disabled';
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return header !== null && timingSafeEqual(digest(header), digest(`Bearer ${secret}`)) ? 'valid' : 'invalid';
}

/**
 * Without an external scheduler (no CRON_SECRET), a long-running server runs every job on its
 * own timer, through the same lease, so several such servers still run each job once.
 */
export function runJobsOnTimer(): void {
  for (const name of Object.keys(jobs).filter(isJobName)) {
    const run = () =>
      runJob(name, 'timer').then(
        (result) => {
          const counts = Object.entries(result.counts ?? {}).filter(([, count]) => count > 0);
          if (counts.length)
            console.info(`[jobs] ${name}: ${counts.map(([key, count]) => `${key} ${count}`).join(', ')}`);
        },
        (error: unknown) => console.error(`[jobs] ${name} could not run:`, error),
      );
    console.info(`[jobs] ${name} runs every ${jobs[name].everyMs / 60_000} min in this process`);
    void run();
    setInterval(run, jobs[name].everyMs).unref();
  }
}
