import { json } from '@/lib/http/server';

export const dynamic = 'force-dynamic';

/**
 * Liveness: the process answers, touching nothing else (a load balancer's quick probe, and
 * the bench's trivial JSON route). `/api/health` is readiness: it also pings the database.
 */
export function GET(): Response {
  return json({ status: 'ok' });
}
