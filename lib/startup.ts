import 'server-only';
import { config, describeConfig } from '@/lib/config';
import { getDatabase } from '@/lib/db';
import { runJobsOnTimer } from '@/lib/jobs';

export async function startServer(): Promise<void> {
  for (const line of describeConfig()) console.info(`[config] ${line}`);
  const { kind } = await getDatabase();
  console.info(`[database] ${kind} ready, migrations applied`);
  // With CRON_SECRET set a scheduler calls /api/cron/<job>; a serverless instance has no
  // resident process to keep a timer, and a long-running one need not duplicate the calls.
  if (config().cronSecret) console.info('[jobs] periodic jobs run when the scheduler calls /api/cron/<job>');
  else runJobsOnTimer();
}
