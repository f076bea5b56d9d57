import { apiRoute, errors, json } from '@/lib/http/server';
import { cronAuthorization, isJobName, runJob } from '@/lib/jobs/server';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ job: string }> };

/**
 * Runs one periodic job for a scheduler (Vercel Cron sends GET, EventBridge and others POST)
 * that presents `Authorization: Bearer $CRON_SECRET`. The secret is checked before the job's
 * name, so a stranger learns nothing about which jobs exist.
 */
const runScheduledJob = apiRoute<Context>(
  async (request, { params }) => {
    const authorization = cronAuthorization(request.headers.get('authorization'));
    if (authorization === 'disabled') {
      throw errors.unavailable('Scheduled jobs are off: set CRON_SECRET to let a scheduler run them.');
    }
    if (authorization === 'invalid') throw errors.unauthorized('A valid cron secret is required.');
    const { job } = await params;
    if (!isJobName(job)) throw errors.notFound(`There is no job named "${job}".`);
    const run = await runJob(job, 'cron');
    return json(run, { status: run.outcome === 'failed' ? 500 : 200 });
  },
  { stateChanging: false },
);

export const GET = runScheduledJob;
export const POST = runScheduledJob;
