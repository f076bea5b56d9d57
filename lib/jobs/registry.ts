import 'server-only';
import { deliverPendingMessages } from '@/lib/messaging/server';
import { getDatabase } from '@/lib/db/server';
import { rotateSigningKeyIfDue } from '@/lib/identity/server';
import { renderPendingProofs } from '@/lib/proofs/server';
import { removeAbandonedArtwork } from '@/lib/quotes/server';
import { clearExpiredCounters } from '@/lib/rate-limit/server';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * A periodic job: what it does (answering counts an operator can read in `job_runs`) and how
 * often the in-process timer runs it when no external scheduler calls the cron route.
 */
export type Job = {
  run: () => Promise<Record<string, number>>;
  everyMs: number;
};

/** Every periodic job by name (the `[job]` of `/api/cron/[job]`); adding one is one line. */
export const jobs = {
  'sweep-uploads': { everyMs: HOUR_MS, run: async () => ({ removed: await removeAbandonedArtwork() }) },
  // Messages whose send after the commit failed, or never happened (a crash), are retried here.
  'deliver-messages': { everyMs: MINUTE_MS, run: () => deliverPendingMessages() },
  // Automatic proofs queued on submission that no render has finished (a crash, a failure to retry).
  'render-proofs': { everyMs: MINUTE_MS, run: () => renderPendingProofs() },
  // Rate-limit counters kept in the database (REDIS_URL unset) whose window has long ended.
  'clear-rate-limits': {
    everyMs: HOUR_MS,
    run: async () => ({ removed: await clearExpiredCounters((await getDatabase()).db) }),
  },
  // The identity service's token signing key, replaced once it is 90 days old (lib/identity/keys.ts).
  'rotate-signing-key': {
    everyMs: 24 * HOUR_MS,
    run: async () => ({ rotated: await rotateSigningKeyIfDue((await getDatabase()).db) }),
  },
} satisfies Record<string, Job>;

export type JobName = keyof typeof jobs;

export function isJobName(name: string): name is JobName {
  return Object.hasOwn(jobs, name);
}
