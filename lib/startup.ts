import 'server-only';
import { config, describeConfig } from '@/lib/config/server';
import { getDatabase } from '@/lib/db/server';
import { runJobsOnTimer } from '@/lib/jobs/server';
import { watchPublishedChanges } from '@/lib/site-cache/server';
import { removePartialUploads } from '@/lib/storage/server';

async function prepareServer(): Promise<void> {
  for (const line of describeConfig()) console.info(`[config] ${line}`);
  const { kind } = await getDatabase();
  console.info(`[database] ${kind} ready, migrations applied`);
  // Files of uploads cut off by a crash or restart are nobody's; this process owns the folder now.
  const partial = await removePartialUploads();
  if (partial) console.info(`[storage] removed ${partial} partial upload(s) left by an earlier run`);
  // With CRON_SECRET set a scheduler calls /api/cron/<job>; a serverless instance has no
  // resident process to keep a timer, and a long-running one need not duplicate the calls.
  if (config().cronSecret) console.info('[jobs] periodic jobs run when the scheduler calls /api/cron/<job>');
  else runJobsOnTimer();
  // Staff edits to deals (and next prices and the catalogue) reach this instance's prerendered
  // pages. Only `npm start` keeps a process alive to watch; a serverless host's cache is shared.
  if (config().longRunning) watchPublishedChanges();
}

/**
 * Prepares the server, or stops the process with the reason. Next would log the failure and
 * answer 500 to every request; a half-configured server must not look alive to a load
 * balancer. (Here, not in instrumentation.ts, which Next also compiles for the edge runtime.)
 */
export async function startServer(): Promise<void> {
  try {
    await prepareServer();
  } catch (error) {
    console.error(`[start] refusing to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
