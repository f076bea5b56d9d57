import 'server-only';
import { describeConfig } from '@/lib/config';
import { getDatabase } from '@/lib/db';

export async function startServer(): Promise<void> {
  for (const line of describeConfig()) console.info(`[config] ${line}`);
  const { kind } = await getDatabase();
  console.info(`[database] ${kind} ready, migrations applied`);
}
