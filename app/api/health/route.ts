import { databaseHealth } from '@/lib/db/server';
import { json } from '@/lib/http/server';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const { kind, ok } = await databaseHealth();
  return json({ status: ok ? 'ok' : 'unavailable', database: kind }, { status: ok ? 200 : 503 });
}
